/**
 * The canvas document opens while the page is still on its way (issue 5: load ≤ 600 ms at 200
 * sections). Opening it — the srcdoc, Bootstrap, Font Awesome and Animate.css read from the cache
 * and parsed — took about 100 ms of a 200-section load, and it used to start only once the page's
 * files were downloaded and parsed and the builder had rendered its iframe. The builder screen now
 * parks a hidden iframe holding the canvas document as soon as it knows the hosted base, while the
 * page record, the parser and the saved files download; the canvas claims it when it mounts and
 * moves it into place with `moveBefore`, which keeps an iframe's document where a plain insertion
 * would load it again. Bootstrap's `legend + *` is replaced there too (legend-rule.ts), as soon as
 * the parked document has loaded.
 */
import { CANVAS_SANDBOX, CANVAS_TITLE, canvasDocumentHtml } from './canvas-document.ts';
import { replaceLegendRule } from './legend-rule.ts';

interface Parked {
  readonly assetBase: string;
  readonly iframe: HTMLIFrameElement;
}

let parked: Parked | null = null;

/** Out of sight and out of reach while parked: no layout room, no pointer, no focus, no accessibility node. */
const PARKED_STYLE =
  'position:fixed;left:-10000px;top:0;width:1024px;height:768px;visibility:hidden;pointer-events:none;border:0';
/** Placed: fills the canvas area the builder sizes for the device width. */
const PLACED_STYLE = 'display:block;width:100%;height:100%;border:0;background:#fff';

/** A new canvas iframe (CONTRACT: titled `Page canvas`) showing the canvas document for `assetBase`. */
export function createCanvasIframe(documentRef: Document, assetBase: string): HTMLIFrameElement {
  const iframe = documentRef.createElement('iframe');
  iframe.title = CANVAS_TITLE;
  iframe.setAttribute('sandbox', CANVAS_SANDBOX);
  iframe.srcdoc = canvasDocumentHtml({ assetBase });
  return iframe;
}

/**
 * Opens the canvas document for `assetBase` in a hidden iframe at the end of `documentRef`'s body
 * (replacing one parked before for another address; one parked for the same address, as boot.ts parks
 * it on a cold open, is kept). The returned function drops it, unless the canvas has claimed it.
 */
export function preloadCanvas(documentRef: Document, assetBase: string): () => void {
  const waiting = parked;
  if (
    waiting?.assetBase === assetBase &&
    waiting.iframe.isConnected &&
    waiting.iframe.ownerDocument === documentRef
  )
    return () => {
      if (parked === waiting) dropParked();
    };
  dropParked();
  const iframe = createCanvasIframe(documentRef, assetBase);
  iframe.setAttribute('style', PARKED_STYLE);
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  // Bootstrap's sibling rule is swapped while the page downloads, not when the canvas attaches.
  iframe.addEventListener(
    'load',
    () => {
      if (iframe.contentDocument) replaceLegendRule(iframe.contentDocument);
    },
    { once: true },
  );
  documentRef.body.append(iframe);
  const entry: Parked = { assetBase, iframe };
  parked = entry;
  return () => {
    if (parked === entry) dropParked();
  };
}

/** The parked iframe for `assetBase`, left parked (the first look paints the page into it). */
export function parkedCanvas(assetBase: string): HTMLIFrameElement | null {
  return parked?.assetBase === assetBase && parked.iframe.isConnected ? parked.iframe : null;
}

/** The parked iframe for `assetBase`, now the caller's (null when there is none). */
export function claimCanvas(assetBase: string): HTMLIFrameElement | null {
  const entry = parked;
  if (!entry || entry.assetBase !== assetBase) return null;
  parked = null;
  // Taken out of the page behind the builder's back: its document is gone, a new iframe will do.
  return entry.iframe.isConnected ? entry.iframe : null;
}

/**
 * Puts the canvas iframe (claimed or new) into `container`, visible. A parked iframe is moved
 * with its document when the browser can (`moveBefore`); otherwise it loads again where it lands,
 * and its `load` event tells when.
 */
export function placeCanvas(container: Element, iframe: HTMLIFrameElement): void {
  iframe.setAttribute('style', PLACED_STYLE);
  iframe.removeAttribute('aria-hidden');
  iframe.removeAttribute('tabindex');
  const mover = container as Element & { moveBefore?: (node: Node, child: Node | null) => void };
  if (iframe.isConnected && iframe.ownerDocument === container.ownerDocument && mover.moveBefore) {
    try {
      mover.moveBefore(iframe, null);
      return;
    } catch {
      // A move the browser refuses (across documents or shadow roots): an insertion will do.
    }
  }
  container.append(iframe);
}

/**
 * Puts a shown, still parked canvas iframe back out of sight, its document kept: a first look the
 * builder has not taken over yet leaves the screen this way (first-look.ts), and the builder still
 * claims the canvas it painted.
 */
export function parkCanvas(iframe: HTMLIFrameElement): void {
  iframe.setAttribute('style', PARKED_STYLE);
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
}

function dropParked(): void {
  parked?.iframe.remove();
  parked = null;
}
