// @vitest-environment happy-dom
/**
 * The canvas document is opened ahead of the page in a parked, hidden iframe; the canvas claims it
 * for the same page folder only, and places it visible in its own box.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANVAS_SANDBOX, CANVAS_TITLE } from '../../../src/app/builder/canvas/canvas-document.ts';
import {
  claimCanvas,
  createCanvasIframe,
  placeCanvas,
  preloadCanvas,
} from '../../../src/app/builder/canvas/canvas-preload.ts';

const BASE = 'https://sites.example/p1/';

beforeAll(() => {
  // happy-dom loads the srcdoc but fetches no stylesheet: the canvas's links count as loaded, quietly.
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM;
  settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  // Whatever a test left parked is dropped with the body.
  claimCanvas(BASE);
  claimCanvas('https://sites.example/p2/');
  document.body.innerHTML = '';
});

const iframes = () => Array.from(document.querySelectorAll('iframe'));

describe('createCanvasIframe', () => {
  it('is the CONTRACT canvas: titled, sandboxed without scripts, showing the canvas document', () => {
    const iframe = createCanvasIframe(document, BASE);
    expect(iframe.title).toBe(CANVAS_TITLE);
    expect(iframe.getAttribute('sandbox')).toBe(CANVAS_SANDBOX);
    expect(iframe.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(iframe.getAttribute('srcdoc')).toContain(
      `href="${BASE}assets/vendor/bootstrap/bootstrap.min.css"`,
    );
    expect(iframe.getAttribute('srcdoc')).toContain('<main id="pw-page">');
  });
});

describe('preloadCanvas and claimCanvas', () => {
  it('parks one hidden iframe, out of reach of pointer, keyboard and assistive technology', () => {
    preloadCanvas(document, BASE);
    const [parked, ...others] = iframes();
    expect(others).toHaveLength(0);
    expect(parked!.getAttribute('aria-hidden')).toBe('true');
    expect(parked!.tabIndex).toBe(-1);
    expect(parked!.style.visibility).toBe('hidden');
    expect(parked!.style.pointerEvents).toBe('none');
    expect(parked!.style.position).toBe('fixed');
  });

  it('hands the parked iframe over once, and only for the page folder it was opened for', () => {
    preloadCanvas(document, BASE);
    const parked = iframes()[0];
    expect(claimCanvas('https://sites.example/p2/')).toBeNull();
    expect(claimCanvas(BASE)).toBe(parked);
    expect(claimCanvas(BASE)).toBeNull();
  });

  it('drops the parked iframe when released unclaimed, and leaves a claimed one alone', () => {
    const release = preloadCanvas(document, BASE);
    release();
    expect(iframes()).toHaveLength(0);
    expect(claimCanvas(BASE)).toBeNull();

    const releaseAgain = preloadCanvas(document, BASE);
    const claimed = claimCanvas(BASE)!;
    releaseAgain();
    expect(claimed.isConnected).toBe(true);
  });

  it('replaces an earlier parked iframe (another project opened meanwhile)', () => {
    preloadCanvas(document, BASE);
    preloadCanvas(document, 'https://sites.example/p2/');
    expect(iframes()).toHaveLength(1);
    expect(claimCanvas(BASE)).toBeNull();
    expect(claimCanvas('https://sites.example/p2/')).toBe(iframes()[0]);
  });

  it('keeps the iframe parked for the same folder (boot parked it, the builder screen asks again)', () => {
    const releaseBoot = preloadCanvas(document, BASE);
    const parked = iframes()[0];
    const releaseScreen = preloadCanvas(document, BASE);
    expect(iframes()).toEqual([parked]);
    releaseBoot(); // the same parked iframe: released once, it is gone for both
    expect(iframes()).toHaveLength(0);
    releaseScreen();
    expect(claimCanvas(BASE)).toBeNull();
  });

  it('does not hand over an iframe that left the document behind its back', () => {
    preloadCanvas(document, BASE);
    iframes()[0]!.remove();
    expect(claimCanvas(BASE)).toBeNull();
  });
});

describe('placeCanvas', () => {
  it('puts the iframe in the box, visible and reachable again', () => {
    preloadCanvas(document, BASE);
    const box = document.createElement('div');
    document.body.append(box);
    const iframe = claimCanvas(BASE)!;
    placeCanvas(box, iframe);
    expect(iframe.parentElement).toBe(box);
    expect(iframe.hasAttribute('aria-hidden')).toBe(false);
    expect(iframe.hasAttribute('tabindex')).toBe(false);
    expect(iframe.style.visibility).toBe('');
    expect(iframe.style.position).toBe('');
    expect(iframe.style.width).toBe('100%');
  });

  it('moves a connected iframe with moveBefore when the browser has it (its document stays)', () => {
    preloadCanvas(document, BASE);
    const box = document.createElement('div');
    document.body.append(box);
    const iframe = claimCanvas(BASE)!;
    const moveBefore = vi.fn((node: Node, child: Node | null) => box.insertBefore(node, child));
    Object.defineProperty(box, 'moveBefore', { value: moveBefore });
    placeCanvas(box, iframe);
    expect(moveBefore).toHaveBeenCalledWith(iframe, null);
    expect(iframe.parentElement).toBe(box);
  });

  it('inserts a new iframe, which has no document to keep', () => {
    const box = document.createElement('div');
    document.body.append(box);
    const moveBefore = vi.fn();
    Object.defineProperty(box, 'moveBefore', { value: moveBefore });
    const iframe = createCanvasIframe(document, BASE);
    placeCanvas(box, iframe);
    expect(moveBefore).not.toHaveBeenCalled();
    expect(iframe.parentElement).toBe(box);
  });
});
