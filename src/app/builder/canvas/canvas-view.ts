/**
 * The canvas kept in step with the document (issue 20 §1; ARCHITECTURE "CanvasView"): what
 * editor-store.ts is to the document, this is to the canvas iframe's document. It patches the
 * page root from the document it is given (patch-canvas.ts), on attach and on every change the
 * source announces, with the builder's fast paths for long pages (offscreen sections, their images
 * and sheets following later) when asked, and declares the web fonts the page uses (canvas-fonts.ts). The builder's canvas and `/replay` both use it; neither
 * repeats the recipe. Framework-free: no React, tested in happy-dom.
 */
import type { PageDocument, SectionState } from '../../../domain/document.ts';
import { SectionHtmlCache } from '../../../projections/section-html.ts';
import { CANVAS_ROOT_ID, HOVERED_ATTR, SELECTED_ATTR } from './canvas-document.ts';
import { markAfterLegends, replaceLegendRule } from './legend-rule.ts';
import { deferOffscreenMedia, FAR_ATTR, OffscreenSections } from './offscreen-sections.ts';
import {
  type CanvasState,
  emptyCanvasState,
  type PatchOptions,
  patchCanvas,
  syncSectionSheets,
} from './patch-canvas.ts';
import { resolveAssets, resolveCss } from './resolve-assets.ts';

/** Where the canvas reads the document from: the editor store, or a replay's current step. */
export interface CanvasSource {
  getDocument(): PageDocument;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface CanvasViewOptions {
  /** The page's folder on the hosted base, `{hostedBase}/{projectId}/`, for its images and css. */
  readonly assetBase: string;
  /**
   * The builder's long-page paths: sections far from the view skip style, layout and paint, the
   * sections the page opens with (and those added next to far ones) wait for their images, and
   * sheets of far changes follow once idle. Off for /replay, which shows one step at a time.
   */
  readonly offscreen?: boolean;
  /** Called after each patch (the builder ends a text edit whose block was rendered anew). */
  readonly afterPatch?: () => void;
}

/**
 * Runs `build` with `element` out of its document, then puts it back where it was. The canvas
 * document, opened ahead of the page (canvas-preload.ts), has been styled by the time the page's
 * sections arrive, and each element entering a styled document makes the browser work out what
 * its sibling rules (Bootstrap has dozens of `+` and `~` rules) invalidate: inserting a page's 200
 * sections one by one took half of the opening patch. Built out of the document, the page root
 * enters it once.
 */
function outOfDocument(element: Element, build: () => void): void {
  const parent = element.parentNode;
  const next = element.nextSibling;
  element.remove();
  try {
    build();
  } finally {
    parent?.insertBefore(element, next);
  }
}

const loadCanvasFonts = () => import('./canvas-fonts.ts');

/** An idle callback, or a timer where the browser has none (Safari before 18, happy-dom). */
function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, Math.min(timeout, 50));
  return () => clearTimeout(handle);
}

export class CanvasView {
  private state: CanvasState = emptyCanvasState();
  private readonly cache = new SectionHtmlCache();
  private readonly offscreen: OffscreenSections | null;
  private readonly options: PatchOptions;
  private unsubscribe: () => void;
  private afterPatch: (() => void) | undefined;
  /** The idle callback that brings the sections' sheets in step, while one is asked for. */
  private sheetsIdle: (() => void) | null = null;
  /** The idle callback that adds the faces of web fonts that came into use, while one is asked for. */
  private fontsIdle: (() => void) | null = null;
  private opening = true;
  private disposed = false;

  /** Attaches to a loaded canvas document (null when it has no page root yet). */
  static attach(documentRef: Document, source: CanvasSource, options: CanvasViewOptions): CanvasView | null {
    const root = documentRef.getElementById(CANVAS_ROOT_ID);
    return root ? new CanvasView(documentRef, root, source, options) : null;
  }

  private constructor(
    readonly documentRef: Document,
    private readonly root: Element,
    private source: CanvasSource,
    private readonly viewOptions: CanvasViewOptions,
  ) {
    const { assetBase } = viewOptions;
    this.afterPatch = viewOptions.afterPatch;
    replaceLegendRule(documentRef);
    const offscreen = viewOptions.offscreen ? new OffscreenSections(documentRef) : null;
    this.offscreen = offscreen;
    this.options = {
      prepareElement: (element: Element) => {
        resolveAssets(element, assetBase);
        if (offscreen) deferOffscreenMedia(element);
        markAfterLegends(element);
      },
      prepareCss: (css: string) => resolveCss(css, assetBase),
      ...(offscreen && {
        onWrapperAdded: (element: Element, section: SectionState, neighbour: Element | null) =>
          offscreen.add(element, section, { deferImages: this.opening, neighbour }),
        onWrapperRemoved: (element: Element) => offscreen.remove(element),
        keepAttributes: [FAR_ATTR, SELECTED_ATTR, HOVERED_ATTR],
        isFar: (element: Element) => element.hasAttribute(FAR_ATTR),
      }),
    };
    outOfDocument(root, () => this.paint());
    this.opening = false;
    // The web fonts (their manifest and the scan of the page) load and are declared once the page is idle:
    // the text shows in its fallback font until then, as font-display: swap would.
    this.fontsIdle = whenIdle(() => this.syncFonts(), 500);
    this.unsubscribe = source.subscribe(() => this.paint());
  }

  /** Brings the canvas in step with the source's document. */
  paint(): void {
    const patched = patchCanvas(this.root, this.state, this.source.getDocument(), this.cache, this.options);
    this.state = patched.state;
    if (patched.stats.sheetsDeferred && this.sheetsIdle === null) {
      this.sheetsIdle = whenIdle(() => this.syncSheets(), 250);
    }
    if (!this.opening && this.fontsIdle === null) this.fontsIdle = whenIdle(() => this.syncFonts(), 500);
    this.afterPatch?.();
  }

  /**
   * Follows another source from now on (the builder taking over the canvas its first look painted,
   * first-look.ts): the canvas is brought in step with the new source's document, which patches
   * nothing when it is the document already shown.
   */
  follow(source: CanvasSource, afterPatch?: () => void): void {
    this.unsubscribe();
    this.source = source;
    this.afterPatch = afterPatch;
    this.unsubscribe = source.subscribe(() => this.paint());
    this.paint();
  }

  /**
   * Web fonts come into use by a theme change, an inspector or toolbar font: reading which fonts a
   * page uses walks every section, so it waits for an idle moment rather than delay the command's
   * frame (the text shows in its fallback font until then, as with font-display: swap).
   */
  private syncFonts(): void {
    this.fontsIdle = null;
    void loadCanvasFonts().then(({ syncCanvasFonts }) => {
      if (this.disposed) return;
      syncCanvasFonts(this.documentRef, this.source.getDocument(), this.viewOptions.assetBase);
    });
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
    this.offscreen?.disconnect();
    this.sheetsIdle?.();
    this.fontsIdle?.();
    this.sheetsIdle = null;
    this.fontsIdle = null;
  }

  private syncSheets(): void {
    this.sheetsIdle = null;
    syncSectionSheets(this.documentRef, this.state, this.options.prepareCss);
  }
}
