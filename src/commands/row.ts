/**
 * Row family (issue 23 "Layout row"; spec §9 column rule): the Row settings panel's edits to a
 * Bootstrap row — the number of columns, adding, removing and resizing one, gap, vertical and
 * horizontal alignment, and stacking under 768 px.
 *
 * Emits only element events (element-events.ts), so undo, drafts and replay need nothing new; one
 * command is one undo step, so removing a column with content is undone in one go.
 * Invariants: after any row command every column has an explicit span ≥ 1 and the spans sum to at
 * most 12; a row never has more columns than spec §9 allows for its width (rules/row-layout.ts);
 * a row keeps at least one column. A row classed or named not-editable changes nothing.
 */
import { findSection, type SectionState } from '../domain/document.ts';
import { type ElementNode, getAttr, type HtmlNode, parseHtml, setAttr } from '../domain/html-tree.ts';
import { nodeId } from '../domain/ids.ts';
import { MESSAGES } from '../domain/messages.ts';
import { PLACEHOLDER_HTML } from '../domain/placeholder.ts';
import { err, ok, type Result } from '../domain/result.ts';
import {
  classesOf,
  columnClass,
  distributeWidths,
  isRow,
  type RowAlign,
  type RowGap,
  type RowJustify,
  type RowLayout,
  readRowLayout,
  resizeWidths,
  rowCapacity,
  rowClassWith,
  widthsWithAdded,
  widthsWithRemoved,
} from '../domain/rules/row-layout.ts';
import { locate } from '../domain/tree-paths.ts';
import { attributesChange } from './carousel.ts';
import { isEditableNode } from './element.ts';
import type { ElementEvent } from './element-events.ts';
import { type CommandContext, type CommandError, commandError, type Decide } from './types.ts';

export type RowTarget = { readonly sectionId: string; readonly rowId: string };

export interface RowLayoutChanges {
  readonly gap?: RowGap;
  readonly align?: RowAlign;
  readonly justify?: RowJustify;
  readonly stack?: boolean;
}

export type RowCommand =
  | ({ readonly kind: 'row.setColumns'; readonly count: number } & RowTarget)
  | ({ readonly kind: 'row.addColumn'; readonly afterColumnId?: string } & RowTarget)
  | ({ readonly kind: 'row.removeColumn'; readonly columnId: string } & RowTarget)
  | ({ readonly kind: 'row.resizeColumn'; readonly columnId: string; readonly width: number } & RowTarget)
  | ({ readonly kind: 'row.setLayout'; readonly changes: RowLayoutChanges } & RowTarget);

export const LAST_COLUMN_MESSAGE = 'A row keeps at least one column; remove the row instead.';
export const NO_ROOM_MESSAGE = 'No room for another column: make a column wider than 1 first.';

export function tooManyColumnsMessage(capacity: number): string {
  return `This row holds at most ${capacity} column${capacity === 1 ? '' : 's'} (spec: one per 8 % of its width).`;
}

function findRow(doc: Parameters<Decide<RowCommand, ElementEvent>>[0], target: RowTarget) {
  const section = findSection(doc, target.sectionId);
  if (!section) return err(commandError('no_section', MESSAGES.noSectionSelected));
  const row = locate(section.nodes, target.rowId)?.node;
  if (!row) return err(commandError('no_element', MESSAGES.noElementSelected));
  if (!isRow(row)) return err(commandError('not_row', 'Select a row.'));
  return ok({ section, row });
}

export const decideRow: Decide<RowCommand, ElementEvent> = (doc, command, ctx) => {
  const found = findRow(doc, command);
  if (!found.ok) return found;
  const { section, row } = found.value;
  if (!isEditableNode(row)) return ok([]);
  const layout = readRowLayout(row);
  switch (command.kind) {
    case 'row.setColumns':
      return decideSetColumns(section, row, layout, command.count, ctx);
    case 'row.addColumn': {
      const index = command.afterColumnId
        ? layout.columns.findIndex((c) => c.id === command.afterColumnId)
        : layout.columns.length - 1;
      if (layout.columns.length + 1 > rowCapacity(section.nodes, row))
        return err(commandError('too_many_columns', tooManyColumnsMessage(rowCapacity(section.nodes, row))));
      const widths = widthsWithAdded(layout.widths, index);
      if (!widths) return err(commandError('no_room', NO_ROOM_MESSAGE));
      return ok(withColumns(section, row, layout, widths, layout.stack, index + 1, 1, ctx));
    }
    case 'row.removeColumn': {
      const index = layout.columns.findIndex((c) => c.id === command.columnId);
      if (index < 0) return err(commandError('no_element', MESSAGES.noElementSelected));
      if (layout.columns.length < 2) return err(commandError('last_column', LAST_COLUMN_MESSAGE));
      const widths = widthsWithRemoved(layout.widths, index);
      const kept = layout.columns.filter((_, i) => i !== index);
      const column = layout.columns[index]!;
      return ok([
        ...spanChanges(section, kept, widths, layout.stack),
        splice(section, row, row.children.indexOf(column), [column], []),
      ]);
    }
    case 'row.resizeColumn': {
      const index = layout.columns.findIndex((c) => c.id === command.columnId);
      if (index < 0) return err(commandError('no_element', MESSAGES.noElementSelected));
      if (!Number.isFinite(command.width))
        return err(commandError('bad_width', 'Choose a width from 1 to 12.'));
      const widths = resizeWidths(layout.widths, index, command.width);
      return ok(spanChanges(section, layout.columns, widths, layout.stack));
    }
    case 'row.setLayout':
      return ok(decideLayout(section, row, layout, command.changes));
  }
};

type Spliced = Extract<ElementEvent, { type: 'element.childrenSpliced' }>;

function splice(
  section: SectionState,
  row: ElementNode,
  index: number,
  removed: readonly HtmlNode[],
  inserted: readonly HtmlNode[],
): Spliced {
  return {
    type: 'element.childrenSpliced',
    v: 1,
    sectionId: section.section_id,
    parentId: row.id,
    index,
    removed,
    inserted,
  };
}

/** One attribute event per column whose class changes to carry `widths[i]` (columns unchanged are skipped). */
function spanChanges(
  section: SectionState,
  columns: readonly ElementNode[],
  widths: readonly number[],
  stack: boolean,
): ElementEvent[] {
  const events: ElementEvent[] = [];
  columns.forEach((column, i) => {
    const next = columnClass(classesOf(column), widths[i]!, stack);
    if (next !== getAttr(column, 'class'))
      events.push(attributesChange(section.section_id, column, setAttr(column.attrs, 'class', next)));
  });
  return events;
}

/** `count` new empty columns inserted as columns[at…], every column then given `widths`. */
function withColumns(
  section: SectionState,
  row: ElementNode,
  layout: RowLayout,
  widths: readonly number[],
  stack: boolean,
  at: number,
  count: number,
  ctx: CommandContext,
): ElementEvent[] {
  const added = widths.slice(at, at + count);
  const html = added
    .map((w) => `<div class="${columnClass([], w, stack)}">${PLACEHOLDER_HTML}</div>`)
    .join('');
  const nodes = parseHtml(html, () => nodeId(ctx.ids));
  const before = layout.columns[at - 1];
  const index = before ? row.children.indexOf(before) + 1 : 0;
  const kept = [...widths.slice(0, at), ...widths.slice(at + count)];
  const spans = spanChanges(section, layout.columns, kept, stack);
  return nodes.length ? [...spans, splice(section, row, index, [], nodes)] : spans;
}

function decideSetColumns(
  section: SectionState,
  row: ElementNode,
  layout: RowLayout,
  requested: number,
  ctx: CommandContext,
): Result<readonly ElementEvent[], CommandError> {
  const capacity = rowCapacity(section.nodes, row);
  if (!Number.isInteger(requested) || requested < 1)
    return err(commandError('bad_count', 'Choose from 1 to 12 columns.'));
  if (requested > capacity) return err(commandError('too_many_columns', tooManyColumnsMessage(capacity)));
  const current = layout.columns.length;
  const widths = distributeWidths(requested);
  if (requested >= current)
    return ok(withColumns(section, row, layout, widths, layout.stack, current, requested - current, ctx));
  // Fewer: the last columns go (their content with them: one undo step brings them back).
  const events: ElementEvent[] = spanChanges(
    section,
    layout.columns.slice(0, requested),
    widths,
    layout.stack,
  );
  for (let i = current - 1; i >= requested; i--) {
    const column = layout.columns[i]!;
    events.push(splice(section, row, row.children.indexOf(column), [column], []));
  }
  return ok(events);
}

function decideLayout(
  section: SectionState,
  row: ElementNode,
  layout: RowLayout,
  changes: RowLayoutChanges,
): ElementEvent[] {
  let classes = classesOf(row);
  if (changes.gap !== undefined) classes = rowClassWith(classes, 'gap', changes.gap).split(' ');
  if (changes.align !== undefined) classes = rowClassWith(classes, 'align', changes.align).split(' ');
  if (changes.justify !== undefined) classes = rowClassWith(classes, 'justify', changes.justify).split(' ');
  const events: ElementEvent[] = [];
  const rowClass = classes.filter((c) => c !== '').join(' ');
  if (rowClass !== classesOf(row).join(' '))
    events.push(attributesChange(section.section_id, row, setAttr(row.attrs, 'class', rowClass)));
  if (changes.stack !== undefined && changes.stack !== layout.stack)
    events.push(...spanChanges(section, layout.columns, layout.widths, changes.stack));
  return events;
}
