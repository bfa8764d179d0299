/**
 * Where a canvas drop goes: before/after/inside from the pointer height, columns from the width
 * the block lands in (spec §9: floor(percent / 8), capped at 12), images only onto images; a
 * library section before/after the section under the pointer, or by Add after the selected one.
 */
import { describe, expect, it } from 'vitest';
import {
  type DropCandidate,
  dropColumns,
  dropPosition,
  indicatorRect,
  libraryInsertIndex,
  placeBlockDrop,
  placeImageDrop,
  placeSectionDrop,
} from '../../../src/app/builder/elements/drop-placement.ts';

const candidate = (over: Partial<DropCandidate>): DropCandidate => ({
  sectionId: 's1',
  elementId: 'e1',
  tag: 'p',
  placeholder: false,
  rect: { top: 100, left: 10, width: 600, height: 40 },
  parentWidth: 600,
  sectionWidth: 1200,
  ...over,
});

describe('dropPosition', () => {
  it('puts a block before a text element in its upper half and after it in its lower half', () => {
    const p = candidate({ tag: 'p' });
    expect(dropPosition(p, 101)).toBe('before');
    expect(dropPosition(p, 119)).toBe('before');
    expect(dropPosition(p, 120)).toBe('after');
    expect(dropPosition(p, 139)).toBe('after');
  });

  it('never drops inside an image, a heading or a list', () => {
    for (const tag of ['img', 'h2', 'ul', 'a', 'iframe']) {
      const element = candidate({ tag, rect: { top: 0, left: 0, width: 100, height: 400 } });
      expect(dropPosition(element, 200)).not.toBe('inside');
    }
  });

  it('drops inside a container except in the 12 px bands at its edges', () => {
    const div = candidate({ tag: 'div', rect: { top: 100, left: 0, width: 600, height: 200 } });
    expect(dropPosition(div, 111)).toBe('before');
    expect(dropPosition(div, 112)).toBe('inside');
    expect(dropPosition(div, 200)).toBe('inside');
    expect(dropPosition(div, 288)).toBe('inside');
    expect(dropPosition(div, 289)).toBe('after');
  });

  it('narrows the bands to a quarter of a short container', () => {
    const div = candidate({ tag: 'section', rect: { top: 0, left: 0, width: 600, height: 20 } });
    expect(dropPosition(div, 4)).toBe('before');
    expect(dropPosition(div, 10)).toBe('inside');
    expect(dropPosition(div, 16)).toBe('after');
  });

  it('always drops into a placeholder', () => {
    const placeholder = candidate({ tag: 'div', placeholder: true });
    expect(dropPosition(placeholder, 100)).toBe('inside');
    expect(dropPosition(placeholder, 139)).toBe('inside');
  });
});

describe('dropColumns', () => {
  it('is the share of the section width in twelfths, floor(percent / 8), capped at 12', () => {
    expect(dropColumns(1200, 1200)).toBe(12);
    expect(dropColumns(300, 1200)).toBe(3); // 25 %
    expect(dropColumns(287, 1200)).toBe(2); // 23.9 %
    expect(dropColumns(600, 1200)).toBe(6); // 50 %
  });

  it('is unknown when the section has no width', () => {
    expect(dropColumns(300, 0)).toBeUndefined();
  });
});

describe('placeBlockDrop', () => {
  it('measures a before/after drop by the parent the block lands in', () => {
    const p = candidate({ rect: { top: 0, left: 0, width: 200, height: 40 }, parentWidth: 280 });
    expect(placeBlockDrop(p, 5)).toEqual({ sectionId: 's1', targetId: 'e1', position: 'before', columns: 2 });
    expect(placeBlockDrop({ ...p, parentWidth: 1200 }, 35)).toEqual({
      sectionId: 's1',
      targetId: 'e1',
      position: 'after',
      columns: 12,
    });
  });

  it('measures an inside drop by the container itself', () => {
    const column = candidate({
      tag: 'div',
      rect: { top: 0, left: 0, width: 200, height: 300 },
      parentWidth: 1200,
    });
    expect(placeBlockDrop(column, 150)).toEqual({
      sectionId: 's1',
      targetId: 'e1',
      position: 'inside',
      columns: 2,
    });
  });

  it('measures a placeholder by the column it fills', () => {
    const placeholder = candidate({
      tag: 'div',
      placeholder: true,
      rect: { top: 0, left: 0, width: 360, height: 96 },
      parentWidth: 400,
    });
    expect(placeBlockDrop(placeholder, 50)).toMatchObject({ position: 'inside', columns: 4 });
  });

  it('leaves columns out when the section cannot be measured', () => {
    expect(placeBlockDrop(candidate({ sectionWidth: 0 }), 100)).not.toHaveProperty('columns');
  });
});

describe('placeImageDrop', () => {
  it('accepts images only', () => {
    expect(placeImageDrop(candidate({ tag: 'img', elementId: 'i9' }))).toEqual({
      sectionId: 's1',
      elementId: 'i9',
    });
    expect(placeImageDrop(candidate({ tag: 'div' }))).toBeNull();
    expect(placeImageDrop(candidate({ tag: 'picture' }))).toBeNull();
  });
});

describe('indicatorRect', () => {
  const rect = { top: 100, left: 10, width: 200, height: 40 };
  it('is a line centred on the top edge before, on the bottom edge after, and the box inside', () => {
    expect(indicatorRect(rect, 'before')).toEqual({ top: 98, left: 10, width: 200, height: 4 });
    expect(indicatorRect(rect, 'after')).toEqual({ top: 138, left: 10, width: 200, height: 4 });
    expect(indicatorRect(rect, 'inside')).toEqual(rect);
  });
});

describe('placeSectionDrop', () => {
  const second = { sectionId: 'b', index: 1, rect: { top: 400, left: 0, width: 1200, height: 200 } };
  it('goes before the section in its upper half and after it in its lower half', () => {
    expect(placeSectionDrop(second, 400)).toEqual({ index: 1, position: 'before' });
    expect(placeSectionDrop(second, 499)).toEqual({ index: 1, position: 'before' });
    expect(placeSectionDrop(second, 500)).toEqual({ index: 2, position: 'after' });
    expect(placeSectionDrop(second, 600)).toEqual({ index: 2, position: 'after' });
  });

  it('goes first above the first section and last below the last one', () => {
    const first = { ...second, index: 0 };
    expect(placeSectionDrop(first, -50)).toEqual({ index: 0, position: 'before' });
    const last = { ...second, index: 4 };
    expect(placeSectionDrop(last, 2000)).toEqual({ index: 5, position: 'after' });
  });
});

describe('libraryInsertIndex', () => {
  const sections = ['hero', 'features', 'footer'].map((section_id) => ({ section_id }));
  it('is right after the selected section', () => {
    expect(libraryInsertIndex(sections, 'hero')).toBe(1);
    expect(libraryInsertIndex(sections, 'features')).toBe(2);
    expect(libraryInsertIndex(sections, 'footer')).toBe(3);
  });

  it('is the end when nothing is selected or the selected section is gone', () => {
    expect(libraryInsertIndex(sections, null)).toBe(3);
    expect(libraryInsertIndex(sections, undefined)).toBe(3);
    expect(libraryInsertIndex(sections, 'removed')).toBe(3);
    expect(libraryInsertIndex([], null)).toBe(0);
  });
});
