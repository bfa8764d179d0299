/**
 * Where the canvas overlays go (selection badge, floating buttons, text toolbar, right-click
 * menu). They live inside the canvas document, absolutely positioned in document coordinates
 * (see CanvasFrame), so they scroll with the page for free; these pure functions only keep
 * them next to their element and inside the visible part of the canvas.
 */

export interface Point {
  readonly top: number;
  readonly left: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** A rectangle in document coordinates. */
export interface Box extends Point, Size {}

/** The visible part of the canvas document. */
export interface Viewport extends Size {
  readonly scrollX: number;
  readonly scrollY: number;
}

/** Keeps overlays this far from the canvas edges. */
export const EDGE_MARGIN = 4;
/** Space between a block and its text toolbar. */
export const TOOLBAR_GAP = 8;
/** Height of the selection badge that sits on the outline's top edge. */
export const BADGE_HEIGHT = 20;

export function documentBox(element: Element): Box {
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  return {
    top: rect.top + (view?.scrollY ?? 0),
    left: rect.left + (view?.scrollX ?? 0),
    width: rect.width,
    height: rect.height,
  };
}

export function viewportOf(documentRef: Document): Viewport {
  const view = documentRef.defaultView;
  return {
    scrollX: view?.scrollX ?? 0,
    scrollY: view?.scrollY ?? 0,
    width: documentRef.documentElement.clientWidth,
    height: view?.innerHeight ?? documentRef.documentElement.clientHeight,
  };
}

function clampLeft(left: number, width: number, viewport: Viewport): number {
  const max = viewport.scrollX + viewport.width - width - EDGE_MARGIN;
  return Math.max(viewport.scrollX + EDGE_MARGIN, Math.min(left, max));
}

/**
 * A menu opened at `point`: it hangs down and to the right of the point, flips upward when
 * it would run past the bottom of the viewport, and is pushed back inside the viewport.
 */
export function menuPlacement(point: Point, size: Size, viewport: Viewport): Point {
  const bottom = viewport.scrollY + viewport.height - EDGE_MARGIN;
  let top = point.top + size.height > bottom ? point.top - size.height : point.top;
  top = Math.max(viewport.scrollY + EDGE_MARGIN, Math.min(top, bottom - size.height));
  return { top, left: clampLeft(point.left, size.width, viewport) };
}

/** The text toolbar: above the block, or below it when the block's top is near the top of the viewport. */
export function toolbarPlacement(
  block: Box,
  size: Size,
  viewport: Viewport,
): Point & { readonly above: boolean } {
  const above = block.top - TOOLBAR_GAP - size.height;
  const fitsAbove = above >= viewport.scrollY + EDGE_MARGIN;
  return {
    top: fitsAbove ? above : block.top + block.height + TOOLBAR_GAP,
    left: clampLeft(block.left, size.width, viewport),
    above: fitsAbove,
  };
}

/**
 * The selection badge: on the outline's top-left corner, or just inside it at the top of the page.
 * `scale`: the factor the controls are drawn at in canvas px (1 / the canvas's scale).
 */
export function badgePlacement(block: Box, scale = 1): Point {
  const height = BADGE_HEIGHT * scale;
  return {
    top: block.top >= height ? block.top - height : block.top,
    left: Math.max(0, block.left),
  };
}

/** Height of a floating button bar. */
export const FLOATING_BAR_HEIGHT = 36;

/**
 * Floating buttons: inside the element's top-right corner (the bar is right-aligned to `left`);
 * on an element taller than the viewport they follow the visible top, so they stay reachable.
 */
export function floatingPlacement(block: Box, viewport: Viewport, scale = 1): Point {
  const visibleTop = Math.max(block.top, viewport.scrollY) + EDGE_MARGIN;
  const lowest = block.top + Math.max(0, block.height - FLOATING_BAR_HEIGHT * scale);
  const right = Math.min(block.left + block.width, viewport.scrollX + viewport.width);
  return { top: Math.min(visibleTop, lowest), left: right - EDGE_MARGIN };
}
