/**
 * The first look (first-look.ts) as the rest of the app sees it: whether one is on screen, ending it,
 * and what it hands the builder — the page document it parsed and the canvas view that painted it.
 * No runtime imports, so the app's entry (main.tsx) can end a first look the router leads away from (a
 * session the server no longer takes goes to the login screen) and the builder can take one over,
 * without loading the parser and the canvas code with them.
 */
import type { PageDetail } from '../../api/page.ts';
import type { PageDocument } from '../../domain/document.ts';
import type { CanvasView } from './canvas/canvas-view.ts';

interface Showing {
  /** The builder address it shows the page of. */
  readonly path: string;
  readonly end: () => void;
}

/** What a first look leaves for the builder. */
export interface FirstLookHandover {
  /** Whether `record` is the page record the document was read with. */
  readonly matches: (record: PageDetail) => boolean;
  readonly document: PageDocument;
  readonly view: CanvasView;
}

let showing: Showing | null = null;
/** Once ended (or the app has started without one), no first look shows any more. */
let closed = false;
let handover: FirstLookHandover | null = null;

/** Records the first look on screen for `path`; false, and nothing recorded, once first looks are over. */
export function beginFirstLook(path: string, end: () => void): boolean {
  if (closed) return false;
  showing = { path, end };
  return true;
}

/** Takes the first look off the screen, if one is there; none shows after this. */
export function endFirstLook(): void {
  closed = true;
  const current = showing;
  showing = null;
  current?.end();
}

/** Ends the first look unless the app is at the address it shows. */
export function endFirstLookUnless(pathname: string): void {
  const trim = (path: string) => path.replace(/\/+$/, '');
  if (showing && trim(showing.path) !== trim(pathname)) endFirstLook();
}

export function firstLookShowing(): boolean {
  return showing !== null;
}

export function offerFirstLook(next: FirstLookHandover): void {
  handover?.view.dispose();
  handover = next;
}

/** The document the first look read `record`'s page into, when it is that page at that revision. */
export function firstLookDocument(record: PageDetail): PageDocument | null {
  return handover?.matches(record) ? handover.document : null;
}

/**
 * The first look's canvas view, once, for the builder to follow its own document with; null (and
 * the view dropped) when it painted another document than `documentRef` (an iframe that loaded anew).
 */
export function takeFirstLookView(documentRef: Document): CanvasView | null {
  const current = handover;
  handover = null;
  if (!current) return null;
  if (current.view.documentRef === documentRef) return current.view;
  current.view.dispose();
  return null;
}

/** Forgets everything (tests). */
export function resetFirstLook(): void {
  showing = null;
  closed = false;
  handover?.view.dispose();
  handover = null;
}
