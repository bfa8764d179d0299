/**
 * Where overlays go: the right-click menu adds above or below by the half clicked, opens at the click and
 * flips/clamps to stay visible; the text toolbar sits above its block unless that is off-screen.
 */
import { describe, expect, it } from 'vitest';
import { addPosition } from '../../../../src/app/builder/canvas/selection.ts';
import {
  badgePlacement,
  EDGE_MARGIN,
  floatingPlacement,
  menuPlacement,
  TOOLBAR_GAP,
  toolbarPlacement,
  type Viewport,
} from '../../../../src/app/builder/overlays/geometry.ts';

// A 800×600 viewport scrolled 1000 px down the page.
const viewport: Viewport = { scrollX: 0, scrollY: 1000, width: 800, height: 600 };
const menu = { width: 200, height: 150 };

describe('the right-click menu', () => {
  it('adds above when the upper half is clicked and below for the lower half', () => {
    const rect = { top: 300, height: 100 };
    expect(addPosition(301, rect)).toBe('before');
    expect(addPosition(349, rect)).toBe('before');
    expect(addPosition(350, rect)).toBe('after');
    expect(addPosition(399, rect)).toBe('after');
  });

  it('opens at the click when it fits', () => {
    expect(menuPlacement({ top: 1100, left: 100 }, menu, viewport)).toEqual({ top: 1100, left: 100 });
  });

  it('opens upward near the bottom and moves left near the right edge', () => {
    // 1500 + 150 would pass the viewport bottom at 1600 − 4: the menu ends at the click instead.
    expect(menuPlacement({ top: 1500, left: 700 }, menu, viewport)).toEqual({
      top: 1350,
      left: 800 - 200 - EDGE_MARGIN,
    });
  });

  it('stays inside the viewport even when it is taller than the room above the click', () => {
    const tall = { width: 200, height: 580 };
    // Flipped upward it would start at 720, above the viewport: it is pushed down to the viewport's top.
    expect(menuPlacement({ top: 1300, left: 0 }, tall, viewport)).toEqual({
      top: 1000 + EDGE_MARGIN,
      left: EDGE_MARGIN,
    });
  });
});

describe('the text toolbar', () => {
  const size = { width: 340, height: 36 };

  it('sits above the block being edited', () => {
    const block = { top: 1200, left: 50, width: 500, height: 80 };
    expect(toolbarPlacement(block, size, viewport)).toEqual({
      top: 1200 - TOOLBAR_GAP - 36,
      left: 50,
      above: true,
    });
  });

  it('goes below a block whose top is at the top of the viewport, and stays inside horizontally', () => {
    const block = { top: 1010, left: 600, width: 150, height: 40 };
    expect(toolbarPlacement(block, size, viewport)).toEqual({
      top: 1010 + 40 + TOOLBAR_GAP,
      left: 800 - 340 - EDGE_MARGIN,
      above: false,
    });
  });
});

describe('badge and floating buttons', () => {
  it('puts the badge on the outline, inside it at the very top of the page', () => {
    expect(badgePlacement({ top: 100, left: 10, width: 50, height: 50 })).toEqual({ top: 80, left: 10 });
    expect(badgePlacement({ top: 5, left: 10, width: 50, height: 50 })).toEqual({ top: 5, left: 10 });
  });

  it('keeps floating buttons on the visible part of a tall element', () => {
    const tall = { top: 500, left: 0, width: 800, height: 2000 };
    expect(floatingPlacement(tall, viewport)).toEqual({ top: 1000 + EDGE_MARGIN, left: 800 - EDGE_MARGIN });
    const short = { top: 1200, left: 100, width: 300, height: 200 };
    expect(floatingPlacement(short, viewport)).toEqual({ top: 1200 + EDGE_MARGIN, left: 400 - EDGE_MARGIN });
  });

  it('makes room for the controls at their size on screen when the canvas is drawn scaled down', () => {
    // Canvas at 0.5: the 20 px badge is 40 canvas px tall, so it sits 40 px above the outline.
    expect(badgePlacement({ top: 100, left: 10, width: 50, height: 50 }, 2)).toEqual({ top: 60, left: 10 });
    expect(badgePlacement({ top: 30, left: 10, width: 50, height: 50 }, 2)).toEqual({ top: 30, left: 10 });
    // The 36 px bar is 72 canvas px: on a 100 px element it starts no lower than 28 px into it.
    const low = { top: 950, left: 100, width: 300, height: 100 };
    expect(floatingPlacement(low, viewport)).toEqual({ top: 1000 + EDGE_MARGIN, left: 400 - EDGE_MARGIN });
    expect(floatingPlacement(low, viewport, 2)).toEqual({ top: 950 + 100 - 72, left: 400 - EDGE_MARGIN });
  });
});
