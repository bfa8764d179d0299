// @vitest-environment happy-dom
/**
 * Drops into the canvas document: builder drags are accepted over the right elements (blocks
 * anywhere in a section, gallery images only on images), the drop indicator stays outside the
 * page root and goes away on drop, after the clean-up delay, and on detach; a drop asks for
 * exactly one command. A library section lands before or after the section under the pointer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCKS } from '../../../src/app/builder/elements/blocks.ts';
import {
  attachCanvasDrop,
  columnsAt,
  DROP_INDICATOR_ATTR,
} from '../../../src/app/builder/elements/canvas-drop.ts';
import { revealSection } from '../../../src/app/builder/elements/canvas-sections.ts';
import {
  BLOCK_DRAG_TYPE,
  dragKind,
  IMAGE_DRAG_TYPE,
  readSectionDragData,
  SECTION_DRAG_TYPE,
  setSectionDragData,
} from '../../../src/app/builder/elements/drag-data.ts';
import type { ElementCommand } from '../../../src/commands/element.ts';
import type { SectionCommand } from '../../../src/commands/section.ts';
import { DROP_CLEANUP_MS } from '../../../src/domain/limits.ts';
import { PLACEHOLDER_HTML } from '../../../src/domain/placeholder.ts';

const RECTS: Record<string, { top: number; left: number; width: number; height: number }> = {
  wrapper: { top: 0, left: 0, width: 1200, height: 600 },
  col: { top: 0, left: 0, width: 400, height: 600 },
  h: { top: 20, left: 10, width: 380, height: 60 },
  img: { top: 100, left: 10, width: 380, height: 200 },
  ph: { top: 320, left: 10, width: 380, height: 96 },
  // Three stacked sections, for library sections.
  s1: { top: 0, left: 0, width: 1200, height: 400 },
  s2: { top: 400, left: 0, width: 1200, height: 200 },
  s3: { top: 600, left: 0, width: 1200, height: 300 },
  s3h: { top: 620, left: 10, width: 380, height: 60 },
  // A fixed bar of the first section, drawn over the third one's area (the page is scrolled).
  nav: { top: 650, left: 0, width: 1200, height: 60 },
};
const realRect = Element.prototype.getBoundingClientRect;

beforeEach(() => {
  document.body.innerHTML =
    '<main id="pw-page"><div class="pw-section" data-section-id="S1" data-pw-rect="wrapper">' +
    '<div class="col-md-4" data-pw-id="c1" data-pw-rect="col">' +
    '<h2 data-pw-id="h1" data-pw-rect="h">Title</h2>' +
    '<img data-pw-id="i1" data-pw-rect="img" src="a.webp" alt="">' +
    PLACEHOLDER_HTML.replace('<div ', '<div data-pw-id="p1" data-pw-rect="ph" ') +
    '</div></div></main>';
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const rect = RECTS[this.getAttribute('data-pw-rect') ?? ''];
    return rect
      ? DOMRect.fromRect({ x: rect.left, y: rect.top, width: rect.width, height: rect.height })
      : realRect.call(this);
  };
});

const attached: (() => void)[] = [];

afterEach(() => {
  for (const detach of attached.splice(0)) detach();
  Element.prototype.getBoundingClientRect = realRect;
  vi.useRealTimers();
});

function drag(type: 'dragover' | 'drop', target: Element, data: Record<string, string>, clientY: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperties(event, {
    clientY: { value: clientY },
    dataTransfer: {
      value: { types: Object.keys(data), getData: (t: string) => data[t] ?? '', dropEffect: 'none' },
    },
  });
  target.dispatchEvent(event);
  return event;
}

const el = (id: string) => document.querySelector(`[data-pw-id="${id}"]`)!;
const indicator = () => document.querySelector(`[${DROP_INDICATOR_ATTR}]`) as HTMLElement | null;
const heading = BLOCKS.find((block) => block.name === 'Heading')!;

function attach() {
  const commands: (ElementCommand | SectionCommand)[] = [];
  const detach = attachCanvasDrop(document, { onCommand: (command) => commands.push(command) });
  attached.push(detach);
  return { commands, detach };
}

describe('attachCanvasDrop', () => {
  it('accepts a block over an element and draws the indicator outside the page root', () => {
    attach();
    const event = drag('dragover', el('h1'), { [BLOCK_DRAG_TYPE]: '' }, 25);
    expect(event.defaultPrevented).toBe(true);
    const line = indicator();
    expect(line).not.toBeNull();
    expect(line!.closest('#pw-page')).toBeNull();
    // Before the heading: a 4 px line centred on its top edge (20 − 2).
    expect(line!.style.top).toBe('18px');
    expect(line!.style.height).toBe('4px');
    expect(line!.style.pointerEvents).toBe('none');
  });

  it('inserts the dropped block where the pointer is, measured in columns, and clears the indicator', () => {
    const { commands } = attach();
    drag('dragover', el('h1'), { [BLOCK_DRAG_TYPE]: '' }, 70);
    drag('drop', el('h1'), { [BLOCK_DRAG_TYPE]: 'Heading' }, 70);
    // After the heading (lower half); lands in the 400 px column of a 1200 px section: 33 % → 4 columns.
    expect(commands).toEqual([
      {
        kind: 'element.insert',
        sectionId: 'S1',
        targetId: 'h1',
        position: 'after',
        columns: 4,
        html: heading.html,
      },
    ]);
    expect(indicator()).toBeNull();
  });

  it('drops a block on a placeholder button into the placeholder', () => {
    const { commands } = attach();
    drag('drop', el('p1').querySelector('button')!, { [BLOCK_DRAG_TYPE]: 'Text' }, 330);
    expect(commands).toMatchObject([
      { kind: 'element.insert', targetId: 'p1', position: 'inside', columns: 4 },
    ]);
  });

  it('replaces an image with a dropped gallery image, and refuses it elsewhere', () => {
    const { commands } = attach();
    const overHeading = drag('dragover', el('h1'), { [IMAGE_DRAG_TYPE]: '' }, 30);
    expect(overHeading.defaultPrevented).toBe(false);
    expect(indicator()).toBeNull();
    expect(drag('dragover', el('i1'), { [IMAGE_DRAG_TYPE]: '' }, 150).defaultPrevented).toBe(true);
    drag('drop', el('i1'), { [IMAGE_DRAG_TYPE]: 'http://sites.test/media/c/x.webp' }, 150);
    drag('drop', el('h1'), { [IMAGE_DRAG_TYPE]: 'http://sites.test/media/c/x.webp' }, 30);
    expect(commands).toEqual([
      {
        kind: 'element.dropImage',
        sectionId: 'S1',
        elementId: 'i1',
        src: 'http://sites.test/media/c/x.webp',
      },
    ]);
  });

  it('ignores drags that are not the builder’s, and blocks it does not know', () => {
    const { commands } = attach();
    expect(drag('dragover', el('h1'), { 'text/plain': 'hi' }, 25).defaultPrevented).toBe(false);
    drag('drop', el('h1'), { [BLOCK_DRAG_TYPE]: 'Carousel' }, 25);
    expect(commands).toEqual([]);
  });

  it('clears the indicator when dragovers stop for the clean-up delay', () => {
    vi.useFakeTimers();
    attach();
    drag('dragover', el('h1'), { [BLOCK_DRAG_TYPE]: '' }, 25);
    vi.advanceTimersByTime(DROP_CLEANUP_MS - 1);
    expect(indicator()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(indicator()).toBeNull();
  });

  it('stops listening and clears the indicator on detach', () => {
    const { commands, detach } = attach();
    drag('dragover', el('h1'), { [BLOCK_DRAG_TYPE]: '' }, 25);
    detach();
    expect(indicator()).toBeNull();
    drag('drop', el('h1'), { [BLOCK_DRAG_TYPE]: 'Text' }, 25);
    expect(commands).toEqual([]);
  });
});

describe('columnsAt', () => {
  it('measures a keyboard insert the way a drop at the same place is measured', () => {
    expect(columnsAt(document, 'h1', 'after')).toBe(4);
    expect(columnsAt(document, 'c1', 'inside')).toBe(4);
    expect(columnsAt(document, 'c1', 'after')).toBe(12);
    expect(columnsAt(document, 'missing', 'after')).toBeUndefined();
    expect(columnsAt(null, 'h1', 'after')).toBeUndefined();
  });
});

const LIBRARY_SECTION = {
  section_name: 'pricing-1',
  section_title: 'Pricing',
  section_type: 'pricing',
  section_html: '<section><h2>Plans</h2></section>',
  section_css: '.plans{}',
  section_js: '',
};
const sectionData = (section: unknown = LIBRARY_SECTION) => ({
  [SECTION_DRAG_TYPE]: JSON.stringify(section),
});

describe('attachCanvasDrop with a library section', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<main id="pw-page">' +
      '<div class="pw-section" data-section-id="A" data-pw-rect="s1"><p data-pw-id="a1">A</p></div>' +
      '<div class="pw-section" data-section-id="B" data-pw-rect="s2"></div>' +
      '<div class="pw-section" data-section-id="C" data-pw-rect="s3">' +
      '<h2 data-pw-id="c1" data-pw-rect="s3h">C</h2></div>' +
      '</main>';
  });
  const section = (id: string) => document.querySelector(`[data-section-id="${id}"]`)!;

  it('goes before the section under the pointer in its upper half, with a line at its top', () => {
    const { commands } = attach();
    const over = drag('dragover', section('B'), sectionData(), 450);
    expect(over.defaultPrevented).toBe(true);
    expect(indicator()!.style.top).toBe('398px');
    expect(indicator()!.style.height).toBe('4px');
    expect(indicator()!.closest('#pw-page')).toBeNull();
    drag('drop', section('B'), sectionData(), 450);
    expect(commands).toEqual([{ kind: 'section.add', section: LIBRARY_SECTION, index: 1 }]);
    expect(indicator()).toBeNull();
  });

  it('goes after it in its lower half, measured on the section even over an element inside it', () => {
    const { commands } = attach();
    drag('dragover', el('c1'), sectionData(), 800);
    // The section's bottom edge (900), not the heading's.
    expect(indicator()!.style.top).toBe('898px');
    drag('drop', el('c1'), sectionData(), 800);
    drag('drop', el('a1'), sectionData(), 10);
    expect(commands).toEqual([
      { kind: 'section.add', section: LIBRARY_SECTION, index: 3 },
      { kind: 'section.add', section: LIBRARY_SECTION, index: 0 },
    ]);
  });

  it('follows the pointer outside any section: below the last one it goes at the end', () => {
    const { commands } = attach();
    drag('drop', document.body, sectionData(), 1000);
    drag('drop', document.getElementById('pw-page')!, sectionData(), 550);
    expect(commands).toMatchObject([{ index: 3 }, { index: 2 }]);
  });

  it('trusts the pointer height over a fixed bar of a section scrolled away', () => {
    section('A').insertAdjacentHTML('beforeend', '<nav data-pw-id="n1" data-pw-rect="nav">Menu</nav>');
    const { commands } = attach();
    // Over C's upper half: before C, not after A.
    drag('drop', el('n1'), sectionData(), 660);
    expect(commands).toMatchObject([{ index: 2 }]);
  });

  it('goes first on a page without sections', () => {
    document.getElementById('pw-page')!.innerHTML = '';
    const { commands } = attach();
    expect(drag('dragover', document.body, sectionData(), 100).defaultPrevented).toBe(true);
    drag('drop', document.body, sectionData(), 100);
    expect(commands).toEqual([{ kind: 'section.add', section: LIBRARY_SECTION, index: 0 }]);
  });

  it('adds nothing for data that is not a section', () => {
    const { commands } = attach();
    drag('drop', section('B'), { [SECTION_DRAG_TYPE]: 'not json' }, 450);
    drag('drop', section('B'), sectionData({ section_title: 'No html' }), 450);
    expect(commands).toEqual([]);
  });
});

describe('section drag data', () => {
  it('carries the section whole, and reads back only its own string fields', () => {
    const stored: Record<string, string> = {};
    const data = {
      setData: (type: string, value: string) => {
        stored[type] = value;
      },
      effectAllowed: 'none',
    } as unknown as DataTransfer;
    setSectionDragData(data, LIBRARY_SECTION);
    expect(data.effectAllowed).toBe('copy');
    expect(dragKind(Object.keys(stored))).toBe('section');
    expect(readSectionDragData(stored[SECTION_DRAG_TYPE]!)).toEqual(LIBRARY_SECTION);
    const { section_css: _css, section_js: _js, ...bare } = LIBRARY_SECTION;
    expect(readSectionDragData(JSON.stringify({ ...bare, extra: 1 }))).toEqual(bare);
    expect(readSectionDragData(JSON.stringify({ ...bare, section_css: 3 }))).toBeNull();
    expect(readSectionDragData('null')).toBeNull();
    expect(readSectionDragData('')).toBeNull();
  });
});

describe('revealSection', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<main id="pw-page"><div data-section-id="A" data-pw-rect="s1"></div>' +
      '<div data-section-id="C" data-pw-rect="s3"></div></main>';
  });

  it('jumps to a section below the upper part of the view, and leaves one already there', () => {
    const scrolled: string[] = [];
    const options: unknown[] = [];
    const real = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
      scrolled.push(this.getAttribute('data-section-id') ?? '');
      options.push(arg);
    };
    const height = vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800);
    try {
      // C's top (600) is below two thirds of an 800 px view; A's (0) is at the top.
      expect(revealSection(document, 'C')).toBe(true);
      expect(revealSection(document, 'A')).toBe(false);
      expect(revealSection(document, 'missing')).toBe(false);
      expect(revealSection(null, 'C')).toBe(false);
      expect(scrolled).toEqual(['C']);
      // Not smooth, whatever the page's css says: a smooth scroll draws every section on the way.
      expect(options).toEqual([{ block: 'start', behavior: 'instant' }]);
    } finally {
      Element.prototype.scrollIntoView = real;
      height.mockRestore();
    }
  });
});
