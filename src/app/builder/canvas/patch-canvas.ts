/**
 * Keeps the canvas DOM in step with the document (issue 5: "Applying a command patches only
 * the sections it touched, so editing a 200-section page stays instant").
 *
 * Sections are immutable, so the diff is by object identity: a section object that did not
 * change keeps its DOM element untouched; a changed or new one is rendered (canvas mode,
 * with builder ids) and swapped in; removed ones go; then elements are moved only where
 * the order differs. Theme changes rewrite one <style> element. Nothing else in the canvas
 * is touched, so focus, scroll and the selection outline survive an edit.
 */
import type { PageDocument, SectionState } from '../../../domain/document.ts';
import { themeCss } from '../../../projections/root-css.ts';
import type { SectionHtmlCache } from '../../../projections/section-html.ts';

export const THEME_STYLE_ID = 'pw-theme';
export const SECTIONS_STYLE_ID = 'pw-sections-css';

export interface CanvasState {
  /** The document the canvas currently shows (null before the first render). */
  readonly doc: PageDocument | null;
  /** Section object → its element in the canvas. */
  readonly elements: WeakMap<SectionState, Element>;
}

export interface PatchStats {
  /** Sections rendered anew. */
  rendered: number;
  /** Sections moved. */
  moved: number;
  removed: number;
  themeUpdated: boolean;
}

export function emptyCanvasState(): CanvasState {
  return { doc: null, elements: new WeakMap() };
}

/**
 * Brings `container` (the page root inside the canvas document) from `state.doc` to `next`.
 * Returns the new state and what was done.
 */
export interface PatchOptions {
  /** Called on each newly rendered section element before it enters the canvas. */
  readonly prepareElement?: (element: Element) => void;
  /** Applied to the sections' css before it enters the canvas. */
  readonly prepareCss?: (css: string) => string;
}

export function patchCanvas(
  container: Element,
  state: CanvasState,
  next: PageDocument,
  cache: SectionHtmlCache,
  options: PatchOptions = {},
): { state: CanvasState; stats: PatchStats } {
  const stats: PatchStats = { rendered: 0, moved: 0, removed: 0, themeUpdated: false };
  const documentRef = container.ownerDocument;
  const previous = state.doc;
  const elements = state.elements;
  const keep = new Set<Element>();
  const fresh = new Set<Element>();

  const wanted: Element[] = next.sections.map((section) => {
    let element = elements.get(section);
    if (!element) {
      element = renderSection(documentRef, cache.html(section, 'canvas'));
      options.prepareElement?.(element);
      elements.set(section, element);
      fresh.add(element);
      stats.rendered++;
    }
    keep.add(element);
    return element;
  });

  // Remove what is no longer wanted (replaced or deleted sections).
  for (const child of Array.from(container.children)) {
    if (!keep.has(child) && child.hasAttribute('data-section-id')) {
      child.remove();
      stats.removed++;
    }
  }

  // Put wanted elements in order, moving only those out of place.
  let cursor: Element | null = firstSectionElement(container);
  for (const element of wanted) {
    if (cursor === element) {
      cursor = nextSectionElement(element);
      continue;
    }
    container.insertBefore(element, cursor);
    if (!fresh.has(element)) stats.moved++;
  }

  if (!previous || previous.root !== next.root || previous.sections !== next.sections) {
    stats.themeUpdated = updateStyle(documentRef, THEME_STYLE_ID, themeCss(next));
  }
  if (!previous || previous.sections !== next.sections) {
    const css = sectionsCss(next);
    updateStyle(documentRef, SECTIONS_STYLE_ID, options.prepareCss ? options.prepareCss(css) : css);
  }
  return { state: { doc: next, elements }, stats };
}

function renderSection(documentRef: Document, html: string): Element {
  const template = documentRef.createElement('template');
  template.innerHTML = html;
  const element = template.content.firstElementChild;
  if (!element) throw new Error('A section rendered no element');
  return element;
}

function firstSectionElement(container: Element): Element | null {
  let child = container.firstElementChild;
  while (child && !child.hasAttribute('data-section-id')) child = child.nextElementSibling;
  return child;
}

function nextSectionElement(element: Element): Element | null {
  let child = element.nextElementSibling;
  while (child && !child.hasAttribute('data-section-id')) child = child.nextElementSibling;
  return child;
}

/** Sets a <style> element's text, creating it in <head> if needed; true when it changed. */
function updateStyle(documentRef: Document, id: string, css: string): boolean {
  let style = documentRef.getElementById(id);
  if (!style) {
    style = documentRef.createElement('style');
    style.id = id;
    documentRef.head.appendChild(style);
  }
  if (style.textContent === css) return false;
  style.textContent = css;
  return true;
}

const sectionsCssCache = new WeakMap<readonly SectionState[], string>();

/** Every section's own css, in page order (cached per sections array). */
function sectionsCss(doc: PageDocument): string {
  let css = sectionsCssCache.get(doc.sections);
  if (css === undefined) {
    css = doc.sections
      .filter((section) => section.css.trim() !== '')
      .map((section) => section.css)
      .join('\n');
    sectionsCssCache.set(doc.sections, css);
  }
  return css;
}
