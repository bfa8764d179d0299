/**
 * How the canvas fits its box (issue 20 §4): on the desktop view the page is laid out at least
 * DESKTOP_DESIGN_WIDTH_PX wide — the desktop layout, whatever room the drawers leave — and scaled
 * down to the box; the tablet and mobile views show the page at their true widths. The iframe is
 * scaled with a CSS transform, so the browser maps clicks, drags and hovers into it (hit-testing
 * stays right) and everything inside keeps canvas coordinates. Pure.
 */
import { DESKTOP_DESIGN_WIDTH_PX, MOBILE_WIDTH_PX, TABLET_WIDTH_PX } from '../../../domain/limits.ts';

export type Device = 'desktop' | 'tablet' | 'mobile';

export interface CanvasFit {
  /** The canvas's layout size in CSS px (the iframe's own width and height). */
  readonly width: number;
  readonly height: number;
  /** The factor it is drawn at (≤ 1). */
  readonly scale: number;
  /** A device frame (border, shadow) around a true-width view. */
  readonly framed: boolean;
}

const DEVICE_WIDTH: Record<Exclude<Device, 'desktop'>, number> = {
  tablet: TABLET_WIDTH_PX,
  mobile: MOBILE_WIDTH_PX,
};

/** The canvas for a box of `width` × `height` CSS px (device views leave `gutter` around them). */
export function fitCanvas(box: { width: number; height: number }, device: Device, gutter = 24): CanvasFit {
  const width = Math.max(0, box.width);
  const height = Math.max(0, box.height);
  if (device !== 'desktop') {
    return { width: DEVICE_WIDTH[device], height: Math.max(0, height - 2 * gutter), scale: 1, framed: true };
  }
  if (width === 0 || width >= DESKTOP_DESIGN_WIDTH_PX) return { width, height, scale: 1, framed: false };
  const scale = width / DESKTOP_DESIGN_WIDTH_PX;
  return { width: DESKTOP_DESIGN_WIDTH_PX, height: height / scale, scale, framed: false };
}
