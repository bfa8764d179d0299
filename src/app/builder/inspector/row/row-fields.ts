/**
 * The Row settings panel's table (issue 23 "Layout row"): what each field shows, read from the
 * document, and the one command each field runs (commands/row.ts). Pure, so it is tested without React.
 */
import type { RowCommand, RowLayoutChanges } from '../../../../commands/row.ts';
import type { PageDocument } from '../../../../domain/document.ts';
import { findSection } from '../../../../domain/document.ts';
import type { ElementNode } from '../../../../domain/html-tree.ts';
import {
  isColumn,
  type RowLayout,
  readRowLayout,
  rowCapacity,
  rowOf,
} from '../../../../domain/rules/row-layout.ts';
import type { SelectOption } from '../fields/SelectField.tsx';

export const GAP_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Default' },
  ...['0', '1', '2', '3', '4', '5'].map((value) => ({ value, label: value })),
];

export const ALIGN_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Default' },
  { value: 'start', label: 'Top' },
  { value: 'center', label: 'Middle' },
  { value: 'end', label: 'Bottom' },
];

export const JUSTIFY_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Default' },
  { value: 'start', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'end', label: 'Right' },
  { value: 'between', label: 'Space between' },
  { value: 'around', label: 'Space around' },
  { value: 'evenly', label: 'Space evenly' },
];

export interface RowView {
  readonly sectionId: string;
  readonly row: ElementNode;
  readonly layout: RowLayout;
  /** Spec §9: the most columns this row may hold. */
  readonly capacity: number;
  /** The selected column's index, when a column (not the row) is selected. */
  readonly selectedColumn: number | null;
}

/** The row a selection of it, or of one of its columns, edits; null when there is none. */
export function readRowView(doc: PageDocument, sectionId: string, node: ElementNode): RowView | null {
  const section = findSection(doc, sectionId);
  if (!section) return null;
  const row = rowOf(section.nodes, node);
  if (!row) return null;
  const layout = readRowLayout(row);
  const index = isColumn(node) && node.id !== row.id ? layout.columns.findIndex((c) => c.id === node.id) : -1;
  return {
    sectionId,
    row,
    layout,
    capacity: rowCapacity(section.nodes, row),
    selectedColumn: index >= 0 ? index : null,
  };
}

/** 1…capacity, plus the current count when a template gave the row more than that. */
export function columnCountOptions(view: RowView): SelectOption[] {
  const top = Math.max(view.capacity, view.layout.columns.length);
  return Array.from({ length: top }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
}

const target = (view: RowView) => ({ sectionId: view.sectionId, rowId: view.row.id });

export function setColumnsCommand(view: RowView, count: number): RowCommand {
  return { kind: 'row.setColumns', ...target(view), count };
}

export function addColumnCommand(view: RowView, afterColumnId?: string): RowCommand {
  return { kind: 'row.addColumn', ...target(view), ...(afterColumnId && { afterColumnId }) };
}

export function removeColumnCommand(view: RowView, columnId: string): RowCommand {
  return { kind: 'row.removeColumn', ...target(view), columnId };
}

export function resizeColumnCommand(view: RowView, columnId: string, width: number): RowCommand {
  return { kind: 'row.resizeColumn', ...target(view), columnId, width };
}

export function layoutCommand(view: RowView, changes: RowLayoutChanges): RowCommand {
  return { kind: 'row.setLayout', ...target(view), changes };
}

/** Whether column `index` can grow by one (its neighbour, or for a lone column the grid, has room). */
export function canWiden(layout: RowLayout, index: number): boolean {
  const { widths } = layout;
  if (widths.length === 1) return widths[0]! < 12;
  const other = index < widths.length - 1 ? index + 1 : index - 1;
  return widths[other]! > 1;
}

export function canNarrow(layout: RowLayout, index: number): boolean {
  return layout.widths[index]! > 1 && (layout.widths.length > 1 || layout.widths[index]! > 1);
}
