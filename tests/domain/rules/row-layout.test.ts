/**
 * Row arithmetic (issue 23 "Layout row"; spec §9: column count = floor(percent width / 8), capped at
 * 12): reading a row's columns, widths and classes, a row's capacity from the columns around it, and
 * the width rules — evenly shared, resized against a neighbour, added, removed — which always keep
 * every width ≥ 1 and the sum ≤ 12 (property-tested).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ElementNode, type HtmlNode, parseHtml } from '../../../src/domain/html-tree.ts';
import {
  columnClass,
  distributeWidths,
  readRowLayout,
  resizeWidths,
  rowCapacity,
  rowClassWith,
  rowOf,
  widthsWithAdded,
  widthsWithRemoved,
} from '../../../src/domain/rules/row-layout.ts';

function tree(html: string): HtmlNode[] {
  let n = 0;
  return parseHtml(html, () => `n${n++}`);
}

function find(nodes: readonly HtmlNode[], test: (e: ElementNode) => boolean): ElementNode {
  for (const node of nodes) {
    if (node.kind !== 'element') continue;
    if (test(node)) return node;
    const inner = find(node.children, test);
    if (inner) return inner;
  }
  return undefined as unknown as ElementNode;
}

const hasClass = (c: string) => (e: ElementNode) =>
  e.attrs.some(([k, v]) => k === 'class' && v.split(' ').includes(c));

describe('readRowLayout', () => {
  it('reads spans (lg over md over none), gap, alignment and stacking', () => {
    const nodes = tree(
      '<div class="row g-3 align-items-center justify-content-between"><div class="col-md-4 col-lg-3">a</div> <div class="col-md-8">b</div></div>',
    );
    const layout = readRowLayout(nodes[0] as ElementNode);
    expect(layout.columns).toHaveLength(2);
    expect(layout.widths).toEqual([3, 8]);
    expect(layout).toMatchObject({ gap: '3', align: 'center', justify: 'between', stack: true });
  });

  it('shares what is left among auto columns; col-N columns do not stack', () => {
    const auto = readRowLayout(
      tree(
        '<div class="row"><div class="col">a</div><div class="col">b</div><div class="col-6">c</div></div>',
      )[0] as ElementNode,
    );
    expect(auto.widths).toEqual([3, 3, 6]);
    expect(auto).toMatchObject({ gap: '', align: '', justify: '', stack: false });
  });
});

describe('spec §9 column rule: a row holds floor(percent width / 8) columns, at most 12', () => {
  it('a full-width row holds 12; inside a col-md-6 (50 %) 6; inside a col-md-4 (33 %) 4; inside col-2 of col-6 (8.3 %) 1', () => {
    const nodes = tree(
      '<div class="row" id="top"><div class="col-md-6"><div class="row" id="half"><div class="col-2"><div class="row" id="tiny"><div class="col">x</div></div></div></div></div><div class="col-md-4"><div class="row" id="third"><div class="col">y</div></div></div></div>',
    );
    const byId = (id: string) => find(nodes, (e) => e.attrs.some(([k, v]) => k === 'id' && v === id));
    expect(rowCapacity(nodes, byId('top'))).toBe(12);
    expect(rowCapacity(nodes, byId('half'))).toBe(6);
    expect(rowCapacity(nodes, byId('third'))).toBe(4);
    expect(rowCapacity(nodes, byId('tiny'))).toBe(1);
  });

  it('the row of a column is its parent; a row is its own', () => {
    const nodes = tree('<div class="row"><div class="col-md-6"><p>x</p></div></div>');
    const row = nodes[0] as ElementNode;
    expect(rowOf(nodes, row)).toBe(row);
    expect(rowOf(nodes, find(nodes, hasClass('col-md-6')))).toBe(row);
    expect(
      rowOf(
        nodes,
        find(nodes, (e) => e.tag === 'p'),
      ),
    ).toBeNull();
  });
});

describe('widths', () => {
  it('shares 12 evenly, wider first', () => {
    expect(distributeWidths(1)).toEqual([12]);
    expect(distributeWidths(3)).toEqual([4, 4, 4]);
    expect(distributeWidths(5)).toEqual([3, 3, 2, 2, 2]);
    expect(distributeWidths(12)).toEqual(Array(12).fill(1));
  });

  it('resizes against the next column, the last against the previous; the neighbour keeps 1', () => {
    expect(resizeWidths([4, 4, 4], 0, 6)).toEqual([6, 2, 4]);
    expect(resizeWidths([4, 4, 4], 2, 2)).toEqual([4, 6, 2]);
    expect(resizeWidths([4, 4, 4], 1, 12)).toEqual([4, 7, 1]);
    expect(resizeWidths([12], 0, 8)).toEqual([8]);
  });

  it('adds into free space, else halves the widest; removes into the neighbour', () => {
    expect(widthsWithAdded([4, 4], 1)).toEqual([4, 4, 4]);
    expect(widthsWithAdded([6, 6], 0)).toEqual([3, 3, 6]);
    expect(widthsWithAdded(Array(12).fill(1), 3)).toBeNull();
    expect(widthsWithRemoved([3, 6, 3], 1)).toEqual([3, 9]);
    expect(widthsWithRemoved([3, 6, 3], 2)).toEqual([3, 9]);
  });

  it('property: every rule keeps each width ≥ 1 and the sum ≤ 12', () => {
    const valid = (widths: readonly number[]) =>
      widths.every((w) => Number.isInteger(w) && w >= 1) && widths.reduce((a, b) => a + b, 0) <= 12;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(20), fc.integer({ min: -5, max: 20 })), { maxLength: 30 }),
        (count, steps) => {
          let widths = distributeWidths(count);
          expect(valid(widths)).toBe(true);
          for (const [op, at, width] of steps) {
            const index = at % widths.length;
            if (op === 0) widths = resizeWidths(widths, index, width);
            else if (op === 1) widths = widthsWithAdded(widths, index) ?? widths;
            else if (op === 2 && widths.length > 1) widths = widthsWithRemoved(widths, index);
            else widths = distributeWidths(widths.length);
            expect(valid(widths)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('classes', () => {
  it('writes one span class for the stacking choice, keeping the others', () => {
    expect(columnClass(['col-md-4', 'col-lg-3', 'text-center'], 6, true)).toBe('col-md-6 text-center');
    expect(columnClass(['col', 'mb-3'], 2, false)).toBe('col-2 mb-3');
  });

  it('replaces one prefixed row choice; empty removes it', () => {
    expect(rowClassWith(['row', 'g-4', 'gx-2'], 'gap', '0')).toBe('row g-0');
    expect(rowClassWith(['row', 'align-items-center'], 'align', '')).toBe('row');
    expect(rowClassWith(['row'], 'justify', 'between')).toBe('row justify-content-between');
  });
});
