// @vitest-environment happy-dom
/**
 * Drops into the canvas document: builder drags are accepted over the right elements (blocks
 * anywhere in a section, gallery images only on images), the drop indicator stays outside the
 * page root and goes away on drop, after the clean-up delay, and on detach; a drop asks for
 * exactly one command.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCKS } from '../../../src/app/builder/elements/blocks.ts';
import {
  attachCanvasDrop,
  columnsAt,
  DROP_INDICATOR_ATTR,
} from '../../../src/app/builder/elements/canvas-drop.ts';
import { BLOCK_DRAG_TYPE, IMAGE_DRAG_TYPE } from '../../../src/app/builder/elements/drag-data.ts';
import type { ElementCommand } from '../../../src/commands/element.ts';
import { DROP_CLEANUP_MS } from '../../../src/domain/limits.ts';
import { PLACEHOLDER_HTML } from '../../../src/domain/placeholder.ts';

const RECTS: Record<string, { top: number; left: number; width: number; height: number }> = {
  wrapper: { top: 0, left: 0, width: 1200, height: 600 },
  col: { top: 0, left: 0, width: 400, height: 600 },
  h: { top: 20, left: 10, width: 380, height: 60 },
  img: { top: 100, left: 10, width: 380, height: 200 },
  ph: { top: 320, left: 10, width: 380, height: 96 },
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
  const commands: ElementCommand[] = [];
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
