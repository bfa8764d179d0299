// @vitest-environment happy-dom
/**
 * Element-level canvas patches (src/app/builder/canvas/patch-in-place.ts): a text, attribute or
 * style edit changes only its elements in the canvas (the rest of the section keeps its DOM
 * nodes), and the canvas still equals one rendered from scratch; whatever it cannot patch
 * exactly, the section is rendered anew.
 */
import { describe, expect, it } from 'vitest';
import { emptyCanvasState, patchCanvas } from '../../../src/app/builder/canvas/patch-canvas.ts';
import { patchSectionInPlace } from '../../../src/app/builder/canvas/patch-in-place.ts';
import type { Command } from '../../../src/commands/registry.ts';
import type { SectionInput } from '../../../src/commands/section.ts';
import { SectionHtmlCache } from '../../../src/projections/section-html.ts';
import { emptyHead } from '../../support/empty-head.ts';
import { FEATURES, HERO, run, type Session, session } from '../../support/fixtures.ts';

function freshContainer(): Element {
  emptyHead();
  document.body.innerHTML = '<main id="pw-page"></main>';
  return document.getElementById('pw-page')!;
}

/** A canvas on `s`'s document, and a way to apply a command to both and compare with a fresh render. */
function canvasOf(s: Session) {
  const container = freshContainer();
  const cache = new SectionHtmlCache();
  let state = patchCanvas(container, emptyCanvasState(), s.state.doc, cache).state;
  return {
    container,
    apply(command: Command) {
      run(s, command);
      const result = patchCanvas(container, state, s.state.doc, cache);
      state = result.state;
      return result.stats;
    },
    /** The canvas as a render from scratch gives it. */
    fresh(): string {
      const other = document.createElement('main');
      patchCanvas(other, emptyCanvasState(), s.state.doc, new SectionHtmlCache());
      return other.innerHTML;
    },
  };
}

const idOf = (element: Element | null | undefined) => element?.getAttribute('data-pw-id') ?? '';
const sectionIdOf = (s: Session, index: number) => s.state.doc.sections[index]!.section_id;

describe('patching a section in place', () => {
  it('sets a heading’s text without touching the rest of its section', () => {
    const s = session([HERO, FEATURES]);
    const canvas = canvasOf(s);
    const wrapper = canvas.container.children[0]!;
    const heading = wrapper.querySelector('h1')!;
    const image = wrapper.querySelector('img')!;
    const stats = canvas.apply({
      kind: 'element.setText',
      sectionId: sectionIdOf(s, 0),
      elementId: idOf(heading),
      text: 'Fresh bread daily',
    });
    expect(stats).toMatchObject({ rendered: 0, patched: 1 });
    expect(canvas.container.children[0]).toBe(wrapper);
    expect(heading.isConnected).toBe(true);
    expect(heading.textContent).toBe('Fresh bread daily');
    expect(wrapper.querySelector('img')).toBe(image);
    expect(canvas.container.innerHTML).toBe(canvas.fresh());
  });

  it('sets a style on the element itself, adding and then changing its style attribute', () => {
    const s = session([HERO]);
    const canvas = canvasOf(s);
    const paragraph = canvas.container.querySelector('p')!;
    const target = { sectionId: sectionIdOf(s, 0), elementId: idOf(paragraph) };
    expect(canvas.apply({ kind: 'style.set', target, property: 'color', value: '#ff0000' })).toMatchObject({
      rendered: 0,
      patched: 1,
    });
    expect(paragraph.isConnected).toBe(true);
    expect(paragraph.getAttribute('style')).toContain('color: #ff0000');
    canvas.apply({ kind: 'style.set', target, property: 'color', value: '#00ff00' });
    expect(paragraph.getAttribute('style')).toContain('color: #00ff00');
    expect(canvas.container.innerHTML).toBe(canvas.fresh());
  });

  it('re-parses only the element whose children changed shape', () => {
    const s = session([FEATURES]);
    const canvas = canvasOf(s);
    const heading = canvas.container.querySelector('h2, h3')!;
    const column = heading.parentElement!;
    const outside = canvas.container.querySelector('section')!;
    canvas.apply({
      kind: 'element.insert',
      sectionId: sectionIdOf(s, 0),
      targetId: idOf(heading),
      position: 'after',
      html: '<p>A new line</p>',
    });
    expect(canvas.container.querySelector('section')).toBe(outside);
    expect(column.isConnected).toBe(true);
    expect(column.textContent).toContain('A new line');
    expect(canvas.container.innerHTML).toBe(canvas.fresh());
  });

  it('leaves a settings change to the canvas patcher, which rewrites only the wrapper', () => {
    const s = session([HERO]);
    const canvas = canvasOf(s);
    const wrapper = canvas.container.querySelector('[data-section-id]')!;
    const before = s.state.doc.sections[0]!;
    run(s, { kind: 'section.setSettings', sectionId: sectionIdOf(s, 0), patch: { width: 'full' } });
    // On its own, the element patch declines: the wrapper is not its to change.
    expect(patchSectionInPlace(wrapper, before, s.state.doc.sections[0]!)).toBe(false);
    const heading = canvas.container.querySelector('h1')!;
    const stats = canvas.apply({
      kind: 'section.setSettings',
      sectionId: sectionIdOf(s, 0),
      patch: { width: 'container' },
    });
    expect(stats).toMatchObject({ patched: 1, rendered: 0 });
    expect(heading.isConnected).toBe(true);
    expect(canvas.container.innerHTML).toBe(canvas.fresh());
  });

  it('leaves a block being edited with the text editor to a full render', () => {
    const s = session([HERO]);
    const canvas = canvasOf(s);
    const heading = canvas.container.querySelector('h1')!;
    heading.setAttribute('contenteditable', 'true');
    const stats = canvas.apply({
      kind: 'element.setText',
      sectionId: sectionIdOf(s, 0),
      elementId: idOf(heading),
      text: 'Typed',
    });
    expect(stats).toMatchObject({ patched: 0, rendered: 1 });
    expect(heading.isConnected).toBe(false);
  });

  it('re-parses the children of an element the canvas does not mirror one to one', () => {
    const s = session([HERO]);
    const canvas = canvasOf(s);
    const wrapper = canvas.container.children[0]!;
    const heading = wrapper.querySelector('h1')!;
    const before = s.state.doc.sections[0]!;
    run(s, {
      kind: 'element.setText',
      sectionId: before.section_id,
      elementId: idOf(heading),
      text: 'Other',
    });
    // As a browser's parser may have nested it differently from the document: an extra node.
    heading.append(document.createElement('br'));
    expect(patchSectionInPlace(wrapper, before, s.state.doc.sections[0]!)).toBe(true);
    expect(heading.innerHTML).toBe('Other');
    expect(canvas.container.innerHTML).toBe(canvas.fresh());
  });

  it('declines, changing nothing, when the section’s top level changes shape', () => {
    const s = session([HERO]);
    const canvas = canvasOf(s);
    const wrapper = canvas.container.children[0]!;
    const before = s.state.doc.sections[0]!;
    const top = wrapper.firstElementChild!;
    run(s, {
      kind: 'element.insert',
      sectionId: before.section_id,
      targetId: idOf(top),
      position: 'after',
      html: '<p>Below</p>',
    });
    const html = wrapper.innerHTML;
    expect(patchSectionInPlace(wrapper, before, s.state.doc.sections[0]!)).toBe(false);
    expect(wrapper.innerHTML).toBe(html);
  });

  it('prepares changed elements the way a rendered section is prepared', () => {
    const s = session([HERO]);
    const container = freshContainer();
    const cache = new SectionHtmlCache();
    const prepared: Element[] = [];
    const options = { prepareElement: (element: Element) => prepared.push(element) };
    const state = patchCanvas(container, emptyCanvasState(), s.state.doc, cache, options).state;
    prepared.length = 0;
    const image = container.querySelector('img')!;
    run(s, {
      kind: 'element.setAttributes',
      sectionId: sectionIdOf(s, 0),
      elementId: idOf(image),
      attributes: { alt: 'A loaf' },
    });
    patchCanvas(container, state, s.state.doc, cache, options);
    expect(prepared).toEqual([image]);
    expect(image.getAttribute('alt')).toBe('A loaf');
  });

  it('matches a fresh render after edits to a section whose html the parser fixes up', () => {
    const MALFORMED: SectionInput = {
      section_name: 'odd',
      section_title: 'Odd',
      section_type: 'content',
      section_html:
        '<section><div class="container"><p>one<div>two</div></p><h2>Title <b>bold</b></h2>' +
        '<table><tr><td>cell</td></tr></table><ul><li>a</li><li>b</li></ul></div></section>',
    };
    const s = session([MALFORMED]);
    const canvas = canvasOf(s);
    const sectionId = sectionIdOf(s, 0);
    for (const selector of ['p', 'h2', 'td', 'li', 'b']) {
      const element = canvas.container.querySelector(selector);
      if (!element) continue;
      canvas.apply({
        kind: 'element.setText',
        sectionId,
        elementId: idOf(element),
        text: `${selector} edited`,
      });
      expect(canvas.container.innerHTML).toBe(canvas.fresh());
      const again = canvas.container.querySelector(selector);
      if (!again) continue;
      canvas.apply({
        kind: 'style.set',
        target: { sectionId, elementId: idOf(again) },
        property: 'color',
        value: '#123456',
      });
      expect(canvas.container.innerHTML).toBe(canvas.fresh());
    }
  });
});
