// @vitest-environment happy-dom
/**
 * CanvasView (issue 20 §1): attached to a canvas document it renders the source's document into the
 * page root, follows every change the source announces (each section's wrapper named as CONTRACT
 * says), stops following when disposed, and resolves the page's assets against its folder.
 */
import { describe, expect, it, vi } from 'vitest';
import { CanvasView } from '../../../src/app/builder/canvas/canvas-view.ts';
import type { Command } from '../../../src/commands/registry.ts';
import type { PageDocument } from '../../../src/domain/document.ts';
import { emptyHead } from '../../support/empty-head.ts';
import { HERO, run, session } from '../../support/fixtures.ts';

function sourceOf(s: ReturnType<typeof session>) {
  const listeners = new Set<() => void>();
  return {
    getDocument: (): PageDocument => s.state.doc,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run(command: Command) {
      run(s, command);
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function canvasDocument(): Document {
  emptyHead();
  document.body.innerHTML = '<main id="pw-page"></main>';
  return document;
}

describe('CanvasView', () => {
  it('renders the document into the page root and follows each change until disposed', () => {
    const s = session([HERO]);
    const source = sourceOf(s);
    const afterPatch = vi.fn();
    const view = CanvasView.attach(canvasDocument(), source, {
      assetBase: 'http://sites.test/p1/',
      afterPatch,
    })!;
    const root = document.getElementById('pw-page')!;
    const section = s.state.doc.sections[0]!;
    const wrapper = root.querySelector(`[data-section-id="${section.section_id}"]`)!;
    expect(wrapper.getAttribute('data-section-name')).toBe(section.section_name);
    expect(root.querySelector('h1')?.textContent).toBe('Grow your bakery online');
    expect(afterPatch).toHaveBeenCalledTimes(1);

    source.run({ kind: 'section.duplicate', sectionId: section.section_id });
    expect(root.querySelectorAll('[data-section-id]')).toHaveLength(2);
    expect(afterPatch).toHaveBeenCalledTimes(2);

    view.dispose();
    expect(source.listeners.size).toBe(0);
    source.run({ kind: 'section.remove', sectionId: section.section_id });
    expect(root.querySelectorAll('[data-section-id]')).toHaveLength(2);
  });

  it('follows another source from then on, patching nothing when it shows the same document', () => {
    const s = session([HERO]);
    const first = sourceOf(s);
    const view = CanvasView.attach(canvasDocument(), first, { assetBase: 'http://sites.test/p1/' })!;
    const root = document.getElementById('pw-page')!;
    const wrapper = root.querySelector('[data-section-id]')!;
    const next = sourceOf(s);
    const afterPatch = vi.fn();
    view.follow(next, afterPatch);
    expect(first.listeners.size).toBe(0);
    expect(next.listeners.size).toBe(1);
    expect(afterPatch).toHaveBeenCalledTimes(1);
    // The same document: the wrapper the canvas had is the one it keeps.
    expect(root.querySelector('[data-section-id]')).toBe(wrapper);
    next.run({ kind: 'section.duplicate', sectionId: s.state.doc.sections[0]!.section_id });
    expect(root.querySelectorAll('[data-section-id]')).toHaveLength(2);
    expect(root.querySelector('[data-section-id]')).toBe(wrapper);
    expect(afterPatch).toHaveBeenCalledTimes(2);
    view.dispose();
    expect(next.listeners.size).toBe(0);
  });

  it('resolves the page images against the page folder', () => {
    const s = session([HERO]);
    CanvasView.attach(canvasDocument(), sourceOf(s), { assetBase: 'http://sites.test/p1/' });
    const image = document.querySelector('#pw-page img')!;
    expect(image.getAttribute('src')).toMatch(/^http:\/\/sites\.test\/p1\//);
  });

  it('declares the faces of the fonts the page uses, and of a font that comes into use later', async () => {
    const s = session([HERO]);
    const source = sourceOf(s);
    CanvasView.attach(canvasDocument(), source, { assetBase: 'http://sites.test/p1/' });
    const declared = () =>
      [...document.querySelectorAll('style[data-pw-font]')].map((e) => e.getAttribute('data-pw-font'));
    // Roboto is the theme's default font; it is declared once the page is idle (happy-dom has no idle
    // callbacks: the view falls back to a short timer, then loads the font manifest).
    expect(declared()).toEqual([]);
    await expect.poll(declared).toEqual(['Roboto']);
    const heading = s.state.doc.sections[0]!;
    const h1 =
      heading.nodes.length > 0 ? document.querySelector('#pw-page h1')!.getAttribute('data-pw-id')! : '';
    source.run({
      kind: 'style.set',
      target: { sectionId: heading.section_id, elementId: h1 },
      property: 'font-family',
      value: "'Open Sans', sans-serif",
    });
    await expect.poll(declared).toEqual(['Roboto', 'Open Sans']);
    expect(document.querySelector('style[data-pw-font="Open Sans"]')?.textContent).toContain(
      'http://sites.test/p1/assets/vendor/fonts/',
    );
  });

  it('does not attach to a document without a page root', () => {
    document.body.innerHTML = '';
    expect(CanvasView.attach(document, sourceOf(session([HERO])), { assetBase: '/' })).toBeNull();
  });
});
