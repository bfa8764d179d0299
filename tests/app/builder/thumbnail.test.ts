// @vitest-environment happy-dom
/**
 * The thumbnail draws the first screen only, so the sections below it are left out of html2canvas's
 * copy; a section that pins something to the view (a fixed navbar, a sticky bar) is kept wherever
 * it is, because it shows on the first screen too. happy-dom has no layout: positions are set by hand.
 */
import { describe, expect, it } from 'vitest';
import { sectionsBelowFirstScreen, thumbnailScale } from '../../../src/app/builder/lifecycle/thumbnail.ts';

function page(sections: { id: string; top: number; html?: string }[], scrollY = 0): Document {
  document.body.innerHTML = sections
    .map(({ id, html }) => `<div data-section-id="${id}">${html ?? `<p>${id}</p>`}</div>`)
    .join('');
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  for (const { id, top } of sections) {
    const element = document.querySelector(`[data-section-id="${id}"]`)!;
    // The canvas may be scrolled: rectangles are relative to the view, the cut to the page's top.
    element.getBoundingClientRect = () => ({ top: top - scrollY }) as DOMRect;
  }
  return document;
}

const ids = (elements: Set<Element>) =>
  [...elements].map((element) => element.getAttribute('data-section-id'));

describe('thumbnail', () => {
  it('leaves out the sections that start below the first screen', () => {
    const doc = page([
      { id: 'a', top: 0 },
      { id: 'b', top: 500 },
      { id: 'c', top: 800 },
      { id: 'd', top: 1300 },
    ]);
    expect(ids(sectionsBelowFirstScreen(doc, 800))).toEqual(['c', 'd']);
  });

  it('measures from the top of the page, wherever the canvas is scrolled', () => {
    const doc = page(
      [
        { id: 'a', top: 0 },
        { id: 'b', top: 700 },
        { id: 'c', top: 2000 },
      ],
      1900,
    );
    expect(ids(sectionsBelowFirstScreen(doc, 800))).toEqual(['c']);
  });

  it('keeps a section that pins content to the view', () => {
    const doc = page([
      { id: 'a', top: 0 },
      { id: 'b', top: 900, html: '<nav class="navbar fixed-bottom">Buy now</nav>' },
      { id: 'c', top: 1400 },
    ]);
    expect(ids(sectionsBelowFirstScreen(doc, 800))).toEqual(['c']);
  });

  it('scales the first screen to 600 px high', () => {
    expect(thumbnailScale(800)).toBe(0.75);
    expect(thumbnailScale(0)).toBe(1);
  });
});
