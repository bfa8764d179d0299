/**
 * The page thumbnail (spec §4 save step 6, §9 "Thumbnail canvas height 600, PNG"): the first screen
 * of the canvas as html2canvas draws it, scaled to 600 px high. html2canvas is loaded on the first
 * save only, so it never weighs on the builder's first paint.
 * html2canvas-pro, not html2canvas 1.4.1: the stack's html2canvas stopped at 2022 and throws on the
 * `color()` values Chromium computes for `color-mix()`, which the content library's sections use;
 * the -pro fork is the maintained drop-in with the same API and modern colour parsing.
 */
import { THUMBNAIL_HEIGHT_PX } from '../../../domain/limits.ts';
import { SELECTED_ATTR } from '../canvas/canvas-document.ts';
import { FAR_ATTR, hasPinnedContent, restoreImages } from '../canvas/offscreen-sections.ts';

/** Builder UI inside the canvas (outlines, badges, menus) marks itself so no thumbnail shows it. */
export const CANVAS_UI_ATTR = 'data-pw-ui';

/** The scale that turns a viewport `height` pixels high into a thumbnail 600 px high. */
export function thumbnailScale(height: number): number {
  return height > 0 ? THUMBNAIL_HEIGHT_PX / height : 1;
}

const SECTION_SELECTOR = '[data-section-id]';

/**
 * The sections that start below the first screen of the page (scrolled to the top) and pin nothing
 * to the view: the thumbnail cannot show them. html2canvas reads the style of every element it is
 * given, so drawing a 200-section page's first screen took as long as drawing all 200 sections, on
 * the main thread, after every save.
 */
export function sectionsBelowFirstScreen(doc: Document, height: number): Set<Element> {
  const scrollY = doc.defaultView?.scrollY ?? 0;
  const below = new Set<Element>();
  for (const section of doc.querySelectorAll(SECTION_SELECTOR)) {
    const top = section.getBoundingClientRect().top + scrollY;
    if (top >= height && !hasPinnedContent(section)) below.add(section);
  }
  return below;
}

/**
 * html2canvas-pro reads pixels back from 2D contexts it makes without `willReadFrequently` (its check
 * for canvas filter support), and Chromium then warned in the console on every save ("Multiple
 * readback operations using getImageData…"; issue 27: the builder's console stays empty). During a
 * capture, the 2D contexts of the given windows are made for reading back; returns the undo.
 */
export function readBackContexts(views: readonly (typeof globalThis)[]): () => void {
  const undo = views.map((view) => {
    const prototype = view.HTMLCanvasElement.prototype;
    const original = Object.getOwnPropertyDescriptor(prototype, 'getContext');
    const getContext = prototype.getContext;
    Object.defineProperty(prototype, 'getContext', {
      configurable: true,
      writable: true,
      value(this: HTMLCanvasElement, type: string, options?: Record<string, unknown>) {
        return getContext.call(
          this,
          type,
          type === '2d' ? { ...options, willReadFrequently: true } : options,
        );
      },
    });
    return () => {
      if (original) Object.defineProperty(prototype, 'getContext', original);
    };
  });
  return () => {
    for (const restore of undo) restore();
  };
}

export async function captureThumbnail(doc: Document): Promise<Blob> {
  const { default: html2canvas } = await import('html2canvas-pro');
  await doc.fonts.ready;
  const views = [...new Set([globalThis, doc.defaultView ?? globalThis])] as (typeof globalThis)[];
  const restoreContexts = readBackContexts(views);
  try {
    return await drawThumbnail(html2canvas, doc);
  } finally {
    restoreContexts();
  }
}

const STILL_CSS =
  '*,*::before,*::after{animation:none!important;transition:none!important;animation-play-state:paused!important}';

const faceKey = (face: FontFace) => `${face.family}|${face.style}|${face.weight}|${face.unicodeRange}`;

/**
 * The copy's fonts start unloaded, and html2canvas waits only for `fonts.ready`, which resolves
 * before layout asks for any face: icons came out as squares and text in the fallback font. The faces
 * the canvas uses are loaded in the copy first (from the browser's cache).
 */
export async function loadFontsInUse(source: Document, copy: Document): Promise<void> {
  const inUse = new Set<string>();
  for (const face of source.fonts) if (face.status === 'loaded') inUse.add(faceKey(face));
  const loads: Promise<unknown>[] = [];
  for (const face of copy.fonts) if (inUse.has(faceKey(face))) loads.push(face.load().catch(() => undefined));
  await Promise.all(loads);
}

async function drawThumbnail(
  html2canvas: typeof import('html2canvas-pro')['default'],
  doc: Document,
): Promise<Blob> {
  const view = doc.defaultView;
  const width = Math.max(1, Math.round(view?.innerWidth ?? 1280));
  const height = Math.max(1, Math.round(view?.innerHeight ?? 800));
  // The copy's sections line up with the canvas's, in order: the ones to leave out, by position.
  const sections = [...doc.querySelectorAll(SECTION_SELECTOR)];
  const below = sectionsBelowFirstScreen(doc, height);
  const leaveOut = new Set(sections.flatMap((section, index) => (below.has(section) ? [index] : [])));
  const canvas = await html2canvas(doc.body, {
    x: 0,
    y: 0,
    scrollX: 0,
    scrollY: 0,
    width,
    height,
    windowWidth: width,
    windowHeight: height,
    scale: thumbnailScale(height),
    backgroundColor: '#ffffff',
    useCORS: true,
    logging: false,
    ignoreElements: (element) => element.hasAttribute(CANVAS_UI_ATTR),
    // The selection outline is UI state: drawn from a copy without it. Skipped far sections
    // are drawn too, with the images they may still be waiting for (the copy's first screen is
    // not the canvas's scrolled one).
    onclone: (copy) => {
      for (const element of copy.querySelectorAll(`[${SELECTED_ATTR}]`))
        element.removeAttribute(SELECTED_ATTR);
      for (const element of copy.querySelectorAll(`[${FAR_ATTR}]`)) element.removeAttribute(FAR_ATTR);
      restoreImages(copy);
      const copies = [...copy.querySelectorAll(SECTION_SELECTOR)];
      if (copies.length === sections.length)
        for (const [i, section] of copies.entries()) if (leaveOut.has(i)) section.remove();
      // Entrance animations at their end state: html2canvas reads the computed style of the moment,
      // and a save right after opening drew headlines faded and shifted, cards missing (issue 27).
      const still = copy.createElement('style');
      still.textContent = STILL_CSS;
      copy.head.append(still);
      return loadFontsInUse(doc, copy);
    },
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The thumbnail could not be drawn.'))),
      'image/png',
    ),
  );
}
