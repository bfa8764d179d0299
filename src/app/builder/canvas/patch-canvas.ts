/**
 * Keeps the canvas DOM in step with the document (issue 5: "Applying a command patches only
 * the sections it touched, so editing a 200-section page stays instant").
 *
 * Sections are immutable, so the diff is by object identity: a section object that did not
 * change keeps its DOM untouched; a changed one has its changed elements patched in place when
 * only they changed (patch-in-place.ts), else is rendered (canvas mode, with builder ids) into
 * the wrapper element it already has; a new one gets a new wrapper; removed ones go; then
 * wrappers are moved only where the order differs. Theme changes rewrite one <style> element.
 * Each section's own css has its own <style> element, in page order before SECTIONS_STYLE_ID:
 * one sheet for all sections, rewritten on any add, move or remove, made the browser restyle
 * every section (tens of milliseconds on a 200-section canvas), while one section's sheet
 * invalidates only what its rules select. A sheet holds its section's css less the rules a later
 * section repeats word for word (section-sheets.ts: the library sections' shared foundation is
 * held once, not once per section), and the
 * sheets of sections added, removed or moved far from the view may follow once the page is idle
 * (`PatchOptions.isFar`). Nothing else in the canvas is touched, so focus, scroll and the
 * selection outline survive an edit.
 */
import type { PageDocument, SectionState } from '../../../domain/document.ts';
import { rootVariables, themeRulesCss } from '../../../projections/root-css.ts';
import { type SectionHtmlCache, sectionOpenTag } from '../../../projections/section-html.ts';
import { SECTIONS_STYLE_ID, THEME_STYLE_ID, THEME_VARS_STYLE_ID } from './canvas-document.ts';
import { patchSectionInPlace } from './patch-in-place.ts';
import { sectionSheets } from './section-sheets.ts';

export { SECTIONS_STYLE_ID, THEME_STYLE_ID, THEME_VARS_STYLE_ID };
/** On each section's <style> element: the section it belongs to. */
export const SECTION_STYLE_ATTR = 'data-pw-section-css';

interface SectionStyle {
  readonly element: HTMLStyleElement;
  /** The sheet's css as `sectionSheets` gave it (before `prepareCss`). */
  raw: string;
}

export interface CanvasState {
  /** The document the canvas currently shows (null before the first render). */
  readonly doc: PageDocument | null;
  /** Section id → its wrapper element in the canvas and the section object it shows. */
  readonly shown: Map<string, ShownSection>;
  /** Section id → its css <style> element (sections without a sheet, `sectionSheets`, have none). */
  readonly styles: Map<string, SectionStyle>;
}

interface ShownSection {
  readonly element: Element;
  section: SectionState;
}

export interface PatchStats {
  /** Sections rendered anew (into a new wrapper or into the one they had). */
  rendered: number;
  /** Of those, rendered into the wrapper they already had. */
  updated: number;
  /** Sections changed element by element in place, not rendered (patch-in-place.ts). */
  patched: number;
  /** Sections moved. */
  moved: number;
  removed: number;
  themeUpdated: boolean;
  /** The sections' sheets were left for `syncSectionSheets` (`PatchOptions.isFar`). */
  sheetsDeferred: boolean;
}

export function emptyCanvasState(): CanvasState {
  return { doc: null, shown: new Map(), styles: new Map() };
}

/**
 * Brings `container` (the page root inside the canvas document) from `state.doc` to `next`.
 * Returns the new state and what was done.
 */
export interface PatchOptions {
  /** Called on each newly rendered section element before it enters the canvas. */
  readonly prepareElement?: (element: Element) => void;
  /**
   * Called when a section wrapper enters the canvas (just before, `neighbour` being the section element
   * it goes in front of, or after when it goes last; null on an empty canvas), and when it leaves it.
   */
  readonly onWrapperAdded?: (element: Element, section: SectionState, neighbour: Element | null) => void;
  readonly onWrapperRemoved?: (element: Element) => void;
  /** Builder-only attributes a wrapper keeps when its section is rendered into it again. */
  readonly keepAttributes?: readonly string[];
  /** Applied to the sections' css before it enters the canvas. */
  readonly prepareCss?: (css: string) => string;
  /**
   * Whether a section element is far from the view. When every section a patch adds, removes or
   * moves is far, and goes next to a far one, the sections' sheets are left as they are
   * (`stats.sheetsDeferred`) for the caller to bring in step with `syncSectionSheets` once the
   * page is idle: a sheet entering, leaving or moving makes the browser check every element of the
   * canvas against it (≈0.6 ms at 200 sections, more for a library section's css, which it also
   * parses), work that would delay the frame showing the change, for sections the user cannot see.
   * (A far section's css that styles more than its own section, such as a rule on every button,
   * reaches the rest of the page that much later, within a quarter of a second.)
   */
  readonly isFar?: (element: Element) => boolean;
}

export function patchCanvas(
  container: Element,
  state: CanvasState,
  next: PageDocument,
  cache: SectionHtmlCache,
  options: PatchOptions = {},
): { state: CanvasState; stats: PatchStats } {
  const stats: PatchStats = {
    rendered: 0,
    updated: 0,
    patched: 0,
    moved: 0,
    removed: 0,
    themeUpdated: false,
    sheetsDeferred: false,
  };
  const documentRef = container.ownerDocument;
  const previous = state.doc;
  const shown = state.shown;
  const present = new Set<string>();
  /** New wrappers, and the section each shows. */
  const fresh = new Map<Element, SectionState>();
  // Whether every section added, removed or moved so far is, and goes, far from the view.
  let allFar = options.isFar !== undefined;
  const far = (element: Element | null) => element !== null && options.isFar!(element);
  // The same sections in the same order (a content edit): the walks below over every wrapper and
  // every section sheet (DOM calls for each of 200 sections) have nothing to do.
  const sameOrder = previous !== null && sameSectionIds(previous.sections, next.sections);

  const wanted: Element[] = next.sections.map((section) => {
    present.add(section.section_id);
    const entry = shown.get(section.section_id);
    // A section's css changing (never by a command; a replaced document may) is not left for later.
    if (entry && entry.section.css !== section.css) allFar = false;
    // The section's wrapper as the canvas still holds it.
    const held = entry?.element.parentNode === container ? entry : undefined;
    if (held?.section === section) return held.element;
    // A settings edit (spacing, background, width…) changes only the wrapper's attributes.
    if (held && settingsOnlyOnWrapper(held.section, section)) {
      const wrapper = renderSection(documentRef, `${sectionOpenTag(section, 'canvas')}</div>`);
      options.prepareElement?.(wrapper);
      writeAttributes(held.element, wrapper, options);
      held.section = { ...held.section, settings: section.settings };
    }
    // A text, attribute or style edit changes only its elements; anything else renders the section.
    if (held && patchSectionInPlace(held.element, held.section, section, options.prepareElement)) {
      held.section = section;
      stats.patched++;
      return held.element;
    }
    const rendered = renderSection(documentRef, cache.html(section, 'canvas'));
    options.prepareElement?.(rendered);
    stats.rendered++;
    // A changed section is rendered into the wrapper it had: swapping the wrapper itself (a child
    // of the page root) lets any universal sibling rule restyle every section (Bootstrap's
    // `legend + *`, replaced in the canvas by legend-rule.ts, or one in a page's own css), while
    // the wrapper's own content is restyled alone.
    if (held && renderInto(held.element, rendered, options)) {
      held.section = section;
      stats.updated++;
      return held.element;
    }
    if (entry) retire(entry.element);
    shown.set(section.section_id, { element: rendered, section });
    fresh.set(rendered, section);
    return rendered;
  });

  if (!sameOrder) {
    for (const [id, entry] of shown) {
      if (present.has(id)) continue;
      retire(entry.element);
      shown.delete(id);
    }
  }

  function retire(element: Element): void {
    if (element.parentNode === container) {
      allFar &&= far(element);
      element.remove();
      stats.removed++;
    }
    options.onWrapperRemoved?.(element);
  }

  // Put wanted elements in order, moving only those out of place.
  if (!sameOrder || fresh.size > 0) {
    let cursor: Element | null = firstSectionElement(container);
    for (const element of wanted) {
      if (cursor === element) {
        cursor = nextSectionElement(element);
        continue;
      }
      const section = fresh.get(element);
      const neighbour = cursor ?? lastSectionElement(container);
      allFar &&= far(neighbour) && (section !== undefined || far(element));
      if (section) options.onWrapperAdded?.(element, section, neighbour);
      else stats.moved++;
      container.insertBefore(element, cursor);
    }
  }

  // The properties first: their sheet goes right before the rules' (updateStyle on a document without it).
  const varsUpdated =
    (!previous || previous.root !== next.root) &&
    updateStyle(documentRef, THEME_VARS_STYLE_ID, rootVariables(next.root), THEME_STYLE_ID);
  const rulesUpdated =
    (!previous || previous.root !== next.root || previous.sections !== next.sections) &&
    updateStyle(documentRef, THEME_STYLE_ID, themeRulesCss(next));
  stats.themeUpdated = varsUpdated || rulesUpdated;
  if (
    !previous ||
    (previous.sections !== next.sections &&
      !(sameOrder && sheetsUnchanged(state.styles, previous.sections, next.sections)))
  ) {
    if (previous && !sameOrder && allFar) stats.sheetsDeferred = true;
    else patchSectionStyles(documentRef, state.styles, next.sections, options.prepareCss);
  }
  return { state: { doc: next, shown, styles: state.styles }, stats };
}

/** Brings the sections' sheets in step with the document the canvas shows (after `sheetsDeferred`). */
export function syncSectionSheets(
  documentRef: Document,
  state: CanvasState,
  prepareCss?: (css: string) => string,
): void {
  if (state.doc) patchSectionStyles(documentRef, state.styles, state.doc.sections, prepareCss);
}

/**
 * One <style> per section that has a sheet (`sectionSheets`: a section's css less the rules a later
 * section repeats), in page order; only sheets whose text changed are rewritten.
 */
function patchSectionStyles(
  documentRef: Document,
  styles: Map<string, SectionStyle>,
  sections: readonly SectionState[],
  prepareCss: ((css: string) => string) | undefined,
): void {
  const anchor = documentRef.getElementById(SECTIONS_STYLE_ID) ?? createStyle(documentRef, SECTIONS_STYLE_ID);
  const wanted: HTMLStyleElement[] = [];
  const present = new Set<string>();
  for (const sheet of sectionSheets(sections)) {
    present.add(sheet.section_id);
    let style = styles.get(sheet.section_id);
    if (!style) {
      const element = documentRef.createElement('style');
      element.setAttribute(SECTION_STYLE_ATTR, sheet.section_id);
      style = { element, raw: '' };
      styles.set(sheet.section_id, style);
    }
    // A sheet out of the document (new, or taken out behind the patcher's back) is written again.
    if (!style.element.isConnected) style.raw = '';
    writeSheet(style, sheet.css, prepareCss);
    wanted.push(style.element);
  }
  for (const [id, style] of styles) {
    if (present.has(id)) continue;
    style.element.remove();
    styles.delete(id);
  }
  // In page order, right before the anchor; only elements out of place move.
  const head = anchor.parentNode!;
  let cursor: Element | null = wanted.length > 0 ? firstSectionStyle(anchor) : null;
  for (const element of wanted) {
    if (cursor === element) {
      cursor = nextSectionStyle(element, anchor);
      continue;
    }
    head.insertBefore(element, cursor ?? anchor);
  }
}

function sameSectionIds(before: readonly SectionState[], after: readonly SectionState[]): boolean {
  if (before.length !== after.length) return false;
  for (let i = 0; i < after.length; i++)
    if (before[i] !== after[i] && before[i]!.section_id !== after[i]!.section_id) return false;
  return true;
}

/**
 * The sheets of the sections that changed, the order being the same: true when none needs a
 * change, false when one does (its css changed, which may also decide whether the next section
 * with css needs a sheet of its own, or its sheet was taken out behind the patcher's back): then
 * patchSectionStyles does the whole pass.
 */
function sheetsUnchanged(
  styles: Map<string, SectionStyle>,
  before: readonly SectionState[],
  after: readonly SectionState[],
): boolean {
  for (let i = 0; i < after.length; i++) {
    const section = after[i]!;
    if (before[i] === section) continue;
    if (before[i]!.css !== section.css) return false;
    const style = styles.get(section.section_id);
    if (style && !style.element.isConnected) return false;
  }
  return true;
}

/** Gives a section's <style> its css, unless it already has that css. */
function writeSheet(
  style: SectionStyle,
  raw: string,
  prepareCss: ((css: string) => string) | undefined,
): void {
  if (style.raw === raw) return;
  const css = prepareCss ? prepareCss(raw) : raw;
  if (style.element.textContent !== css) style.element.textContent = css;
  style.raw = raw;
}

/** The first section <style> in front of the anchor (they are kept together, right before it). */
function firstSectionStyle(anchor: Element): Element | null {
  let first: Element | null = null;
  for (
    let el = anchor.previousElementSibling;
    el?.hasAttribute(SECTION_STYLE_ATTR);
    el = el.previousElementSibling
  )
    first = el;
  return first;
}

function nextSectionStyle(element: Element, anchor: Element): Element | null {
  const next = element.nextElementSibling;
  return next && next !== anchor && next.hasAttribute(SECTION_STYLE_ATTR) ? next : null;
}

/** A <style> with `id`, in front of the element `beforeId` names when there is one, else last in the head. */
function createStyle(documentRef: Document, id: string, beforeId?: string): HTMLElement {
  const style = documentRef.createElement('style');
  style.id = id;
  const before = beforeId ? documentRef.getElementById(beforeId) : null;
  documentRef.head.insertBefore(style, before?.parentNode === documentRef.head ? before : null);
  return style;
}

/**
 * Moves `rendered`'s content and attributes into `wrapper`; false (nothing done) for another tag.
 * When the attributes differ in names or order (a section's first setting adds its `style`), they
 * are written again in `rendered`'s order, then the canvas's own marks (`keepAttributes`) after
 * them, as on a fresh wrapper: the markup stays exactly what a render from scratch gives, and the
 * wrapper keeps its place, so its siblings are not restyled as they are when one is swapped in (a
 * section's first Spacing edit at 200 sections painted at p50 49 ms against 18 for its next edit).
 */
function renderInto(wrapper: Element, rendered: Element, options: PatchOptions): boolean {
  if (wrapper.tagName !== rendered.tagName) return false;
  writeAttributes(wrapper, rendered, options);
  wrapper.replaceChildren(...rendered.childNodes);
  return true;
}

/**
 * Whether `after` differs from `before` only in settings that stay on the wrapper: the same names,
 * and the same background video (the one setting that adds elements inside it).
 */
function settingsOnlyOnWrapper(before: SectionState, after: SectionState): boolean {
  return (
    before.settings !== after.settings &&
    before.settings.video === after.settings.video &&
    before.section_id === after.section_id &&
    before.section_name === after.section_name &&
    before.section_title === after.section_title &&
    before.section_type === after.section_type
  );
}

/** Gives `wrapper` the attributes of `rendered`, in its order, the canvas's own marks (`keepAttributes`) kept. */
function writeAttributes(wrapper: Element, rendered: Element, options: PatchOptions): void {
  const keep = options.keepAttributes ?? [];
  const own = wrapper.getAttributeNames().filter((name) => !keep.includes(name));
  const names = rendered.getAttributeNames();
  if (own.length === names.length && own.every((name, i) => name === names[i])) {
    for (const name of names) {
      const value = rendered.getAttribute(name)!;
      if (wrapper.getAttribute(name) !== value) wrapper.setAttribute(name, value);
    }
  } else {
    const marks = keep.flatMap((name) => {
      const value = wrapper.getAttribute(name);
      return value === null ? [] : [[name, value] as const];
    });
    for (const name of wrapper.getAttributeNames()) wrapper.removeAttribute(name);
    for (const name of names) wrapper.setAttribute(name, rendered.getAttribute(name)!);
    for (const [name, value] of marks) wrapper.setAttribute(name, value);
  }
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

function lastSectionElement(container: Element): Element | null {
  let child = container.lastElementChild;
  while (child && !child.hasAttribute('data-section-id')) child = child.previousElementSibling;
  return child;
}

function nextSectionElement(element: Element): Element | null {
  let child = element.nextElementSibling;
  while (child && !child.hasAttribute('data-section-id')) child = child.nextElementSibling;
  return child;
}

/** Sets a <style> element's text, creating it in <head> if needed; true when it changed. */
function updateStyle(documentRef: Document, id: string, css: string, beforeId?: string): boolean {
  const style = documentRef.getElementById(id) ?? createStyle(documentRef, id, beforeId);
  if (style.textContent === css) return false;
  style.textContent = css;
  return true;
}
