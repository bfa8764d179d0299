/**
 * Row family (issue 23 "Layout row"; spec §9 column rule): each command's saved html, its refusals,
 * and its undo (one step back to the exact document before). A property test runs random row
 * commands: the spans always sum to at most 12 and undoing every step restores the start exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispatch, undoEntry } from '../../src/commands/editor.ts';
import type { RowCommand } from '../../src/commands/row.ts';
import { type ElementNode, forEachElement, getAttr } from '../../src/domain/html-tree.ts';
import { readRowLayout } from '../../src/domain/rules/row-layout.ts';
import { renderSection } from '../../src/projections/section-html.ts';
import { run, type Session, session } from '../support/fixtures.ts';

const HTML =
  '<section><div class="container"><div class="row g-4">' +
  '<div class="col-md-6"><h2>Left</h2></div><div class="col-md-6"><p>Right</p></div>' +
  '</div></div></section>';

const NESTED =
  '<section><div class="row"><div class="col-md-6"><div class="row inner"><div class="col-md-12">x</div></div></div>' +
  '<div class="col-md-6">y</div></div></section>';

function withSection(html: string, seed = 1): Session {
  return session(
    [{ section_name: 'row', section_title: 'Row', section_type: 'content', section_html: html }],
    seed,
  );
}

function rowNode(s: Session, className = 'row'): ElementNode {
  let row: ElementNode | undefined;
  forEachElement(s.state.doc.sections[0]!.nodes, (e) => {
    if (!row && (getAttr(e, 'class') ?? '').split(' ').includes(className)) row = e;
  });
  return row!;
}

const target = (s: Session, className?: string) => ({
  sectionId: s.state.doc.sections[0]!.section_id,
  rowId: rowNode(s, className).id,
});
const layout = (s: Session) => readRowLayout(rowNode(s));
const html = (s: Session) => renderSection(s.state.doc.sections[0]!, 'clean');
const rowHtml = (s: Session) => {
  const out = html(s);
  return out.slice(out.indexOf('<div class="row'), out.lastIndexOf('</div></div>') + 6);
};

function tryRun(s: Session, command: RowCommand) {
  return dispatch(s.state, command, s.ctx, { at: s.clock + 1 });
}

/** Runs `command`, checks one undo step gives the document back exactly, and leaves it run. */
function runUndoable(s: Session, command: RowCommand): void {
  const before = s.state.doc;
  run(s, command);
  expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
}

describe('row.setColumns', () => {
  it('3 columns: a new empty column, the 12-grid shared 4/4/4; content kept; one undo step', () => {
    const s = withSection(HTML);
    runUndoable(s, { kind: 'row.setColumns', ...target(s), count: 3 });
    expect(layout(s).widths).toEqual([4, 4, 4]);
    expect(rowHtml(s)).toMatch(
      /^<div class="row g-4"><div class="col-md-4"><h2>Left<\/h2><\/div><div class="col-md-4"><p>Right<\/p><\/div><div class="col-md-4">/,
    );
  });

  it('fewer columns drop the last ones with their content (undo brings them back)', () => {
    const s = withSection(HTML);
    runUndoable(s, { kind: 'row.setColumns', ...target(s), count: 1 });
    expect(rowHtml(s)).toBe('<div class="row g-4"><div class="col-md-12"><h2>Left</h2></div></div>');
  });

  it('spec §9: a row in a half-width column holds at most 6; 0 and 13 are refused', () => {
    const s = withSection(NESTED);
    const inner = target(s, 'inner');
    expect(tryRun(s, { kind: 'row.setColumns', ...inner, count: 7 })).toMatchObject({
      ok: false,
      error: { code: 'too_many_columns' },
    });
    runUndoable(s, { kind: 'row.setColumns', ...inner, count: 6 });
    expect(readRowLayout(rowNode(s, 'inner')).widths).toEqual([2, 2, 2, 2, 2, 2]);
    expect(tryRun(s, { kind: 'row.setColumns', ...target(s), count: 0 }).ok).toBe(false);
    expect(tryRun(s, { kind: 'row.setColumns', ...target(s), count: 13 }).ok).toBe(false);
  });

  it('refuses what is not a row', () => {
    const s = withSection(HTML);
    let h2 = '';
    forEachElement(s.state.doc.sections[0]!.nodes, (e) => {
      if (e.tag === 'h2') h2 = e.id;
    });
    const result = tryRun(s, { kind: 'row.setColumns', sectionId: target(s).sectionId, rowId: h2, count: 2 });
    expect(result).toMatchObject({ ok: false, error: { code: 'not_row' } });
  });
});

describe('adding, removing and resizing columns', () => {
  it('resizing takes from the neighbour; the last column resizes against the one before', () => {
    const s = withSection(HTML);
    run(s, { kind: 'row.setColumns', ...target(s), count: 3 });
    const [a, , c] = layout(s).columns;
    runUndoable(s, { kind: 'row.resizeColumn', ...target(s), columnId: a!.id, width: 6 });
    expect(layout(s).widths).toEqual([6, 2, 4]);
    runUndoable(s, { kind: 'row.resizeColumn', ...target(s), columnId: c!.id, width: 5 });
    expect(layout(s).widths).toEqual([6, 1, 5]);
    expect(rowHtml(s)).toContain(
      '<div class="col-md-6"><h2>Left</h2></div><div class="col-md-1"><p>Right</p></div><div class="col-md-5">',
    );
  });

  it('adding after a column splits the widest when the grid is full; removing gives the span to the neighbour', () => {
    const s = withSection(HTML);
    const [left, right] = layout(s).columns;
    runUndoable(s, { kind: 'row.addColumn', ...target(s), afterColumnId: left!.id });
    expect(layout(s).widths).toEqual([3, 3, 6]);
    expect(layout(s).columns[2]!.id).toBe(right!.id);
    runUndoable(s, { kind: 'row.removeColumn', ...target(s), columnId: right!.id });
    expect(layout(s).widths).toEqual([3, 9]);
  });

  it('the last column cannot be removed', () => {
    const s = withSection(HTML);
    run(s, { kind: 'row.setColumns', ...target(s), count: 1 });
    const [only] = layout(s).columns;
    expect(tryRun(s, { kind: 'row.removeColumn', ...target(s), columnId: only!.id })).toMatchObject({
      ok: false,
      error: { code: 'last_column' },
    });
  });
});

describe('row.setLayout', () => {
  it('gap, alignment and stacking write Bootstrap classes', () => {
    const s = withSection(HTML);
    runUndoable(s, {
      kind: 'row.setLayout',
      ...target(s),
      changes: { gap: '0', align: 'end', justify: 'center' },
    });
    expect(rowHtml(s)).toMatch(/^<div class="row g-0 align-items-end justify-content-center">/);
    runUndoable(s, { kind: 'row.setLayout', ...target(s), changes: { stack: false } });
    expect(rowHtml(s)).toContain('<div class="col-6"><h2>Left</h2></div><div class="col-6">');
    expect(layout(s).stack).toBe(false);
  });

  it('a change to what is already there is no step', () => {
    const s = withSection(HTML);
    expect(run(s, { kind: 'row.setLayout', ...target(s), changes: { gap: '4', stack: true } })).toBeNull();
  });
});

describe('property: random row edits', () => {
  it('spans stay ≥ 1 and sum ≤ 12, and undoing every step restores the exact document', () => {
    const command = fc.oneof(
      fc.record({ op: fc.constant('set' as const), n: fc.integer({ min: -1, max: 14 }) }),
      fc.record({ op: fc.constant('add' as const), n: fc.nat(20) }),
      fc.record({ op: fc.constant('remove' as const), n: fc.nat(20) }),
      fc.record({ op: fc.constant('resize' as const), n: fc.nat(20), w: fc.integer({ min: -2, max: 14 }) }),
      fc.record({ op: fc.constant('layout' as const), n: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 12 }), fc.nat(1000), (steps, seed) => {
        const s = withSection(HTML, seed);
        const start = s.state.doc;
        let recorded = 0;
        for (const step of steps) {
          const t = target(s);
          const columns = layout(s).columns;
          const column = columns[Math.abs(step.n) % columns.length]!.id;
          const cmd: RowCommand =
            step.op === 'set'
              ? { kind: 'row.setColumns', ...t, count: step.n }
              : step.op === 'add'
                ? { kind: 'row.addColumn', ...t, afterColumnId: column }
                : step.op === 'remove'
                  ? { kind: 'row.removeColumn', ...t, columnId: column }
                  : step.op === 'resize'
                    ? { kind: 'row.resizeColumn', ...t, columnId: column, width: step.w }
                    : {
                        kind: 'row.setLayout',
                        ...t,
                        changes: { gap: (['', '0', '5'] as const)[step.n % 3]!, stack: step.n % 2 === 0 },
                      };
          s.clock += 1000;
          const result = dispatch(s.state, cmd, s.ctx, { at: s.clock });
          if (!result.ok) continue;
          if (result.value) {
            s.state = result.value.state;
            recorded++;
          }
          const { widths } = layout(s);
          expect(widths.every((w) => w >= 1)).toBe(true);
          expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(12);
        }
        // At most 12 steps: all within the 15-entry history.
        for (let i = 0; i < recorded; i++) {
          s.clock += 1000;
          s.state = undoEntry(s.state, s.clock)!.state;
        }
        expect(s.state.doc).toEqual(start);
      }),
      { numRuns: 150 },
    );
  });
});
