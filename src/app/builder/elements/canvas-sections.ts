/**
 * The canvas's sections, measured for a library section (issue 20 §4): which section a drop lands
 * beside, and bringing a section that Add put in into view. The page root's children carrying
 * `data-section-id` are the document's sections in order (patch-canvas.ts keeps them so, hidden
 * ones included), so a wrapper's place among them is its index in the document. Framework-free.
 */
import { CANVAS_ROOT_ID } from '../canvas/canvas-document.ts';
import type { Rect, SectionDropCandidate } from './drop-placement.ts';

/** The page root's section wrappers, in order (empty when `doc` is not a canvas). */
export function sectionWrappers(doc: Document): Element[] {
  const root = doc.getElementById(CANVAS_ROOT_ID);
  return root ? Array.from(root.children).filter((child) => child.hasAttribute('data-section-id')) : [];
}

function toRect(rect: DOMRect): Rect {
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

function candidate(wrapper: Element, index: number): SectionDropCandidate {
  return {
    sectionId: wrapper.getAttribute('data-section-id') ?? '',
    index,
    rect: toRect(wrapper.getBoundingClientRect()),
  };
}

/**
 * The section a library section dropped on `target` at pointer height `y` lands beside; null on a
 * page without sections. The pointer's height decides over the target when they disagree: over the
 * gap below the last section, or over a fixed bar that belongs to a section scrolled out of view.
 */
export function sectionCandidateAt(
  doc: Document,
  target: EventTarget | null,
  y: number,
): SectionDropCandidate | null {
  const wrappers = sectionWrappers(doc);
  if (wrappers.length === 0) return null;
  // No `instanceof`: canvas nodes belong to the iframe's realm, not this window's.
  const node = target as Node | null;
  let element = node?.nodeType === 1 ? (node as Element) : (node?.parentElement ?? null);
  while (element && !wrappers.includes(element)) element = element.parentElement;
  if (element) {
    const under = candidate(element, wrappers.indexOf(element));
    if (y >= under.rect.top && y <= under.rect.top + under.rect.height) return under;
  }
  // The first section reaching below the pointer (sections are stacked in order); else the last.
  for (const [index, wrapper] of wrappers.entries()) {
    const measured = candidate(wrapper, index);
    if (measured.rect.top + measured.rect.height > y) return measured;
  }
  return candidate(wrappers.at(-1)!, wrappers.length - 1);
}

/** Where the drop indicator goes on a page without sections: a line at the page root's top. */
export function emptyPageRect(doc: Document): Rect | null {
  const root = doc.getElementById(CANVAS_ROOT_ID);
  if (!root) return null;
  const rect = root.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width || doc.documentElement.clientWidth, height: 0 };
}

/** A new section whose top is within this share of the view from its top counts as in view. */
const REVEALED_SHARE = 2 / 3;

/**
 * Scrolls the canvas to a section unless its top is already in the upper part of the view (a
 * section put right after the one being worked on usually is, and the page must not jump then).
 * Nothing happens when the canvas does not hold the section.
 *
 * The jump is instant, whatever the page's own `scroll-behavior` (Bootstrap's reboot makes it
 * `smooth`): a smooth scroll to the end of a 200-section page drew every section it passed, one
 * frame after another for half a second, and the user's next edit waited behind those frames.
 */
export function revealSection(doc: Document | null | undefined, sectionId: string): boolean {
  const wrapper = doc?.querySelector(`#${CANVAS_ROOT_ID} > [data-section-id="${CSS.escape(sectionId)}"]`);
  if (!doc || !wrapper) return false;
  const { top } = wrapper.getBoundingClientRect();
  const viewHeight = doc.documentElement.clientHeight || doc.defaultView?.innerHeight || 0;
  if (top >= 0 && top <= viewHeight * REVEALED_SHARE) return false;
  wrapper.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  return true;
}
