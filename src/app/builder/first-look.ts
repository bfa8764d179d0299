/**
 * The page on screen before the app has started (issue 28: open any page in half a second). On a cold
 * open the boot entry (early-open.ts) has the page record, the saved files and the canvas document
 * in hand a few hundred milliseconds before React, the router and the builder's code have been
 * evaluated, and those, not the network, were what the first paint waited for (≈ 750 of the ≈ 950 ms
 * of a 20-section open, docs/benchmarks.md). So the boot paints the page first, with this module and
 * the canvas's own code only: it reads the saved files into the page document (page-source.ts), draws
 * the builder's frame as the builder's first frame draws it (its own classes: top bar stand-in, rail,
 * the sections drawer's loading state), puts the parked canvas over the frame's canvas box (fitted as
 * canvas-fit.ts fits it), and renders the document into it with the `CanvasView` the builder uses.
 * Then the app starts.
 *
 * The builder takes over what is on screen rather than redoing it: its page opening reads the same
 * document (first-look-state.ts `firstLookDocument`, when the record is the same), and its canvas
 * follows the store with the same view (`takeFirstLookView`), which patches nothing when the draft
 * restore kept the document and only the differences when it did not. The canvas moves into the
 * builder's box with its document (moveBefore), and the first look's frame goes in the same frame.
 *
 * Until then the canvas takes no pointer and the frame's cover under it does (`cursor: progress`):
 * nothing on the page reacts yet, and a click is not silently lost on a page that looks ready. Anything that keeps the
 * builder from taking over — a failure, the draft question, another screen — ends the first look
 * (first-look-state.ts `endFirstLook`), which parks the canvas again for the builder to claim.
 */
import type { PageDetail } from '../../api/page.ts';
import { cryptoIds } from '../../domain/ids.ts';
import { BUILDER_MIN_WINDOW_PX, DRAWER_WIDTH, TOP_BAR_HEIGHT_PX } from '../../domain/limits.ts';
import { ROOT_KEYS } from '../../domain/root-values.ts';
import { withEarlyResponses } from '../early-requests.ts';
import { afterNextPaint } from './after-paint.ts';
import { CANVAS_ROOT_ID } from './canvas/canvas-document.ts';
import { fitCanvas } from './canvas/canvas-fit.ts';
import { parkCanvas } from './canvas/canvas-preload.ts';
import { CanvasView } from './canvas/canvas-view.ts';
import { DRAWER_ITEMS, OPEN_DRAWER, STROKE_SVG_ATTRIBUTES } from './drawer-items.ts';
import { beginFirstLook, endFirstLook, offerFirstLook } from './first-look-state.ts';
import { type PageSourceRecord, rootValuesOf, serverDocument } from './page-source.ts';
import { fetchSavedPage } from './saved-files.ts';
import './builder-screen.css';
import './left-drawer.css';
import './top-bar-shell.css';
import './first-look.css';

/** The page record's fields the first look reads (the builder validates the whole record itself). */
export type FirstLookRecord = PageSourceRecord & { readonly revision: number };

export interface FirstLookInput {
  /** The builder address (`/builder/{project}/{page}`). */
  readonly path: string;
  /** The parked canvas, its document open or opening (canvas-preload.ts). */
  readonly iframe: HTMLIFrameElement;
  /** The page record as the server sent it. */
  readonly record: unknown;
  /** The project's name, for the title as the top bar shows it. */
  readonly projectName: string | undefined;
  readonly hostedBase: string;
  /** The project's folder on the hosted base. */
  readonly projectId: string;
  readonly fetchFn: typeof fetch;
}

/** The page record's fields, when the answer has them all. */
export function firstLookRecord(value: unknown): FirstLookRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const names = ['_id', 'project', 'page_name', 'page_slug'] as const;
  if (!names.every((name) => typeof record[name] === 'string')) return null;
  if (typeof record.revision !== 'number') return null;
  return record as unknown as FirstLookRecord;
}

/** Whether the builder's validated record is the one the first look read the page with. */
export function sameRecord(seen: FirstLookRecord, record: PageDetail): boolean {
  if (
    seen._id !== record._id ||
    seen.project !== record.project ||
    seen.page_name !== record.page_name ||
    seen.page_slug !== record.page_slug ||
    seen.revision !== record.revision
  )
    return false;
  const [a, b] = [rootValuesOf(seen), rootValuesOf(record)];
  return ROOT_KEYS.every((key) => a[key] === b[key]);
}

/** The canvas document, once its page root is there and its stylesheets have loaded. */
function loadedCanvas(iframe: HTMLIFrameElement): Promise<Document | null> {
  const ready = () => {
    const documentRef = iframe.contentDocument;
    return documentRef?.readyState === 'complete' && documentRef.getElementById(CANVAS_ROOT_ID)
      ? documentRef
      : null;
  };
  const now = ready();
  if (now) return Promise.resolve(now);
  // Its load event comes once the stylesheets have loaded, whatever the document says its state is.
  return new Promise((resolve) =>
    iframe.addEventListener(
      'load',
      () => resolve(iframe.contentDocument?.getElementById(CANVAS_ROOT_ID) ? iframe.contentDocument : null),
      { once: true },
    ),
  );
}

function element<K extends keyof HTMLElementTagNameMap>(
  documentRef: Document,
  tag: K,
  className: string,
  style?: Partial<CSSStyleDeclaration>,
): HTMLElementTagNameMap[K] {
  const node = documentRef.createElement(tag);
  node.className = className;
  if (style) Object.assign(node.style, style);
  return node;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The rail as LeftDrawer.tsx draws it (its tools and their icons, the open one pressed), inert: nothing
 * in it works before the builder has taken over, and the builder draws its own in its place.
 */
function drawRail(documentRef: Document): HTMLElement {
  const rail = element(documentRef, 'div', 'pw-rail', { width: `${DRAWER_WIDTH.closed}px` });
  rail.inert = true;
  rail.setAttribute('aria-hidden', 'true');
  for (const item of DRAWER_ITEMS) {
    const button = element(documentRef, 'button', 'pw-rail-item');
    button.type = 'button';
    button.setAttribute('aria-pressed', String(item.name === OPEN_DRAWER));
    const icon = documentRef.createElementNS(SVG_NS, 'svg');
    for (const [name, value] of Object.entries({ ...STROKE_SVG_ATTRIBUTES, width: '1em', height: '1em' }))
      icon.setAttribute(name, value);
    icon.setAttribute('class', 'pw-icon');
    icon.setAttribute('aria-hidden', 'true');
    for (const d of item.paths) {
      const path = documentRef.createElementNS(SVG_NS, 'path');
      path.setAttribute('d', d);
      icon.append(path);
    }
    const label = element(documentRef, 'span', 'pw-rail-label');
    label.textContent = item.name;
    button.append(icon, label);
    rail.append(button);
  }
  return rail;
}

/** The builder's first frame (Builder.tsx, LeftDrawer.tsx, CanvasFrame.tsx), around an empty canvas box. */
function drawFrame(
  documentRef: Document,
  title: string,
): { frame: HTMLElement; surround: HTMLElement; slot: HTMLElement } {
  const frame = element(documentRef, 'div', 'pw-first-look');
  frame.setAttribute('aria-busy', 'true');
  const builder = element(documentRef, 'div', 'pw-builder');
  const bar = element(documentRef, 'header', 'pw-top-bar-shell', { height: `${TOP_BAR_HEIGHT_PX}px` });
  bar.append(element(documentRef, 'span', ''));
  bar.firstElementChild!.textContent = title;
  const body = element(documentRef, 'div', 'pw-builder-body');
  const drawer = element(documentRef, 'div', 'pw-drawer');
  const railSlot = element(documentRef, 'div', 'pw-rail-slot', { width: `${DRAWER_WIDTH.closed}px` });
  railSlot.append(drawRail(documentRef));
  const panel = element(documentRef, 'section', 'pw-drawer-panel', {
    width: `${DRAWER_WIDTH[OPEN_DRAWER]}px`,
  });
  panel.setAttribute('aria-label', OPEN_DRAWER);
  const heading = element(documentRef, 'h2', 'pw-drawer-heading');
  heading.textContent = OPEN_DRAWER;
  const spinnerBox = element(documentRef, 'div', 'pw-panel-spinner');
  const spinner = element(documentRef, 'span', 'pw-spinner');
  spinner.setAttribute('role', 'status');
  spinner.setAttribute('aria-label', 'Loading');
  spinnerBox.append(spinner);
  panel.append(heading, spinnerBox);
  drawer.append(railSlot, panel);
  const canvasBox = element(documentRef, 'div', 'pw-builder-canvas');
  const surround = element(documentRef, 'div', 'pw-canvas-surround');
  const slot = element(documentRef, 'div', 'pw-canvas-slot');
  surround.append(slot, element(documentRef, 'div', 'pw-first-look-cover'));
  canvasBox.append(surround);
  body.append(drawer, canvasBox);
  builder.append(bar, body);
  frame.append(builder);
  return { frame, surround, slot };
}

/**
 * Puts the canvas over the frame's canvas box, sized and scaled as CanvasFrame does on the desktop
 * view (the builder opens on it). The iframe stays where it was parked: moved, a browser without
 * `moveBefore` would load its document again; it moves once, into the builder's own box. It takes no
 * pointer meanwhile, so a click lands on the frame's cover (`cursor: progress`).
 */
function fitOver(surround: HTMLElement, slot: HTMLElement, iframe: HTMLIFrameElement): void {
  const fit = fitCanvas({ width: surround.clientWidth, height: surround.clientHeight }, 'desktop');
  const size = (value: number) => (value ? `${value}px` : '100%');
  const scale = fit.scale === 1 ? '' : `transform:scale(${fit.scale});transform-origin:0 0;`;
  // The box as CanvasFrame draws it (over the surround's top left corner), and the canvas over the box.
  slot.setAttribute(
    'style',
    `position:absolute;left:0;top:0;width:${size(fit.width)};height:${size(fit.height)};${scale}`,
  );
  const box = slot.getBoundingClientRect();
  iframe.setAttribute(
    'style',
    `position:fixed;left:${box.left}px;top:${box.top}px;width:${size(fit.width)};height:${size(fit.height)};` +
      `${scale}z-index:3;border:0;background:#fff;pointer-events:none`,
  );
}

/**
 * Paints the page of `input` into its parked canvas inside the builder's frame; resolves with whether
 * it did, after the frame that shows it (not in a window the builder does not edit in, nor with a
 * record it cannot read, nor once the app has ended first looks).
 */
export async function showFirstLook(input: FirstLookInput): Promise<boolean> {
  const { iframe, hostedBase, projectId } = input;
  const documentRef = iframe.ownerDocument;
  const view = documentRef.defaultView;
  if (!view || view.innerWidth < BUILDER_MIN_WINDOW_PX) return false;
  const record = firstLookRecord(input.record);
  if (!record) return false;
  const saved = await fetchSavedPage(
    withEarlyResponses(input.fetchFn),
    hostedBase,
    projectId,
    record.page_slug,
    record.revision,
  );
  const page = serverDocument(record, saved, cryptoIds);
  const canvasDocument = await loadedCanvas(iframe);
  if (!canvasDocument || !iframe.isConnected) return false;
  const { frame, surround, slot } = drawFrame(
    documentRef,
    `${input.projectName ?? 'Project'} · ${record.page_name}`,
  );
  const refit = () => fitOver(surround, slot, iframe);
  const end = () => {
    view.removeEventListener('resize', refit);
    // Not when the builder has taken it into its own box already.
    if (iframe.parentNode === documentRef.body) parkCanvas(iframe);
    frame.remove();
  };
  if (!beginFirstLook(input.path, end)) return false;
  documentRef.body.append(frame);
  iframe.removeAttribute('aria-hidden');
  iframe.removeAttribute('tabindex');
  refit();
  view.addEventListener('resize', refit);
  const canvas = CanvasView.attach(
    canvasDocument,
    { getDocument: () => page, subscribe: () => () => {} },
    { assetBase: `${hostedBase}/${projectId}/`, offscreen: true },
  );
  if (!canvas) {
    endFirstLook();
    return false;
  }
  offerFirstLook({ matches: (next) => sameRecord(record, next), document: page, view: canvas });
  // Resolved once the page is on screen: the app's start, which follows, holds the main thread for a
  // few hundred milliseconds and would hold this frame back with it.
  await new Promise<void>((resolve) => afterNextPaint(resolve));
  return true;
}
