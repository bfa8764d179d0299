/**
 * Sections far from the canvas viewport are left out of the browser's style, layout and paint
 * work (`content-visibility: auto`), so a 200-section page costs about what its visible
 * sections cost: opening it styles and lays out one screen, and a command that adds, moves or
 * removes a section does not restyle the content of the other 199 (a universal sibling rule,
 * such as one in a page's own css, makes any change among the page root's children restyle them
 * all; Bootstrap's own is replaced in the canvas, legend-rule.ts).
 *
 * Only *far* sections (more than a screen above or below what is shown) are marked: the
 * containment that `content-visibility` brings (fixed children held in their section, paint
 * clipped at its edges, its own stacking context) never changes what the user is looking at,
 * because a section is unmarked before it scrolls into view. Sections with fixed or sticky
 * content are never marked: a fixed navbar must stay on screen wherever the page is scrolled.
 * New sections start marked; the observer unmarks the near ones before the first paint needs
 * them (and `auto` draws an on-screen section even while it is marked).
 */
import type { SectionState } from '../../../domain/document.ts';

export const FAR_ATTR = 'data-pw-far';

/** Canvas css: far sections are skipped until near, keeping the height they last had. */
export const FAR_CSS = `[${FAR_ATTR}] { content-visibility: auto; contain-intrinsic-size: auto 480px; }`;

/**
 * Images and embedded frames in a section entering the canvas load when they come near the view
 * (`loading="lazy"`, canvas DOM only: saves are built from the document, never from the canvas),
 * unless the page says otherwise. Without it, opening a 200-section page fetched and decoded every
 * image of every section while the first screen was being drawn.
 */
export function deferOffscreenMedia(section: Element): void {
  for (const media of section.querySelectorAll('img:not([loading]), iframe:not([loading])'))
    media.setAttribute('loading', 'lazy');
}

/** Where a far section's image keeps its address until the section comes near (canvas DOM only). */
export const DEFERRED_SRC_ATTR = 'data-pw-src';
export const DEFERRED_SRCSET_ATTR = 'data-pw-srcset';
const DEFERRABLE = 'img[src], img[srcset], picture > source[srcset]';

/**
 * Takes the addresses off a section's images (restoreImages puts them back). Even a lazy image
 * costs the browser a quarter of a millisecond as it enters the page (its loader runs and is
 * registered with the lazy-load observer, per image): ≈100 ms for the 400 images of a 200-section
 * page opening, on the first screen's critical path. An image without an address costs nothing.
 */
export function deferImages(section: Element): void {
  for (const media of section.querySelectorAll(DEFERRABLE)) {
    moveAttribute(media, 'srcset', DEFERRED_SRCSET_ATTR);
    moveAttribute(media, 'src', DEFERRED_SRC_ATTR);
  }
}

/** Gives a section's deferred images their addresses back (srcset first: the image then picks once). */
export function restoreImages(section: ParentNode): void {
  for (const media of section.querySelectorAll(`[${DEFERRED_SRC_ATTR}], [${DEFERRED_SRCSET_ATTR}]`)) {
    moveAttribute(media, DEFERRED_SRCSET_ATTR, 'srcset');
    moveAttribute(media, DEFERRED_SRC_ATTR, 'src');
  }
}

function moveAttribute(element: Element, from: string, to: string): void {
  const value = element.getAttribute(from);
  if (value === null) return;
  element.setAttribute(to, value);
  element.removeAttribute(from);
}

const PINNED_CLASSES = '.fixed-top, .fixed-bottom, .sticky-top, [style*="fixed"], [style*="sticky"]';
const PINNED_CSS = /position\s*:\s*(?:fixed|sticky)/i;

/** Whether a section's html pins something to the view (a fixed navbar, a sticky bar). */
export function hasPinnedContent(wrapper: Element): boolean {
  return wrapper.matches(PINNED_CLASSES) || wrapper.querySelector(PINNED_CLASSES) !== null;
}

/** Whether a section has content that stays on screen while the page scrolls. */
export function isPinned(wrapper: Element, section: SectionState): boolean {
  return PINNED_CSS.test(section.css) || hasPinnedContent(wrapper);
}

export class OffscreenSections {
  private readonly observer: IntersectionObserver;
  private readonly pinned = new WeakSet<Element>();
  /** Sections whose images wait for them to come near (added with `deferImages`). */
  private readonly deferred = new WeakSet<Element>();

  constructor(documentRef: Document) {
    const view = documentRef.defaultView;
    if (!view) throw new Error('The canvas document has no window');
    // The iframe's own document as the root: its viewport, with a screen of margin either way.
    this.observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.removeAttribute(FAR_ATTR);
            if (this.deferred.delete(entry.target)) restoreImages(entry.target);
          } else if (!this.pinned.has(entry.target)) entry.target.setAttribute(FAR_ATTR, '');
        }
      },
      { root: documentRef, rootMargin: '100% 0px 100% 0px' },
    );
  }

  /**
   * Observes a section entering the canvas. With `deferImages` (the sections a page opens with), or
   * when it goes next to a far section (`neighbour`: the section it goes in front of, or after when
   * it goes last), its images also wait without their addresses until it first comes near. A section
   * next to a far one is far itself: it takes that one's place, a screen or more from the view.
   * Others keep theirs, so a duplicate on screen shows its (cached) images in its first frame.
   */
  add(
    wrapper: Element,
    section: SectionState,
    options: { deferImages?: boolean; neighbour?: Element | null } = {},
  ): void {
    if (isPinned(wrapper, section)) this.pinned.add(wrapper);
    else {
      wrapper.setAttribute(FAR_ATTR, '');
      if (options.deferImages || options.neighbour?.hasAttribute(FAR_ATTR)) {
        deferImages(wrapper);
        this.deferred.add(wrapper);
      }
    }
    this.observer.observe(wrapper);
  }

  remove(wrapper: Element): void {
    this.observer.unobserve(wrapper);
  }

  disconnect(): void {
    this.observer.disconnect();
  }
}
