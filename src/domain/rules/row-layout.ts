/**
 * A Bootstrap 5.0.2 row as the Row settings panel sees it (issue 23 "Layout row"; spec §9 column
 * rule): its columns and their widths in the 12-column grid, gap (g-0…g-5), vertical
 * (align-items-*) and horizontal (justify-content-*) alignment, and whether the columns stack
 * under 768 px (`col-md-N`) or keep side by side (`col-N`). Pure class arithmetic on document
 * nodes; the row family (commands/row.ts) writes what this reads.
 *
 * Invariants of what `distributeWidths` and `resizeWidths` return: every width ≥ 1 and the sum ≤ 12.
 */

import { type ElementNode, getAttr, type HtmlNode, isElement } from '../html-tree.ts';
import { MAX_COLUMNS } from '../limits.ts';
import { ancestry } from '../tree-paths.ts';
import { columnCount } from './columns.ts';

export const GRID_COLUMNS = 12;
export const GAPS = ['0', '1', '2', '3', '4', '5'] as const;
export type RowGap = (typeof GAPS)[number] | '';
export const ALIGNS = ['start', 'center', 'end'] as const;
export type RowAlign = (typeof ALIGNS)[number] | '';
export const JUSTIFIES = ['start', 'center', 'end', 'between', 'around', 'evenly'] as const;
export type RowJustify = (typeof JUSTIFIES)[number] | '';

export interface RowLayout {
  /** The row's column elements, in order. */
  readonly columns: readonly ElementNode[];
  /** Each column's span (1–12); an auto column (`col`) counts as an equal share of what is left. */
  readonly widths: readonly number[];
  readonly gap: RowGap;
  readonly align: RowAlign;
  readonly justify: RowJustify;
  /** True when columns stack under 768 px (`col-md-N`), false when they stay side by side (`col-N`). */
  readonly stack: boolean;
}

const COLUMN_CLASS = /^col(-(sm|md|lg|xl|xxl))?(-(\d{1,2}|auto))?$/;

export function classesOf(node: ElementNode): string[] {
  return (getAttr(node, 'class') ?? '').split(/\s+/).filter((c) => c !== '');
}

export function isRow(node: HtmlNode | undefined): boolean {
  return isElement(node) && classesOf(node).includes('row');
}

export function isColumn(node: HtmlNode | undefined): node is ElementNode {
  return isElement(node) && classesOf(node).some((c) => COLUMN_CLASS.test(c));
}

/** A column's explicit span at the widest breakpoint it names (lg over md over none), or null for auto. */
function spanOf(node: ElementNode): number | null {
  const classes = classesOf(node);
  for (const infix of ['-xxl', '-xl', '-lg', '-md', '-sm', '']) {
    const match = classes.map((c) => new RegExp(`^col${infix}-(\\d{1,2})$`).exec(c)).find((m) => m !== null);
    if (match) return Math.min(GRID_COLUMNS, Math.max(1, Number(match[1])));
  }
  return null;
}

function prefixed<T extends string>(
  classes: readonly string[],
  prefix: string,
  values: readonly T[],
): T | '' {
  for (const c of classes) {
    if (!c.startsWith(prefix)) continue;
    const value = c.slice(prefix.length) as T;
    if (values.includes(value)) return value;
  }
  return '';
}

export function readRowLayout(row: ElementNode): RowLayout {
  const columns = row.children.filter(isColumn);
  const spans = columns.map(spanOf);
  const fixed = spans.reduce<number>((sum, span) => sum + (span ?? 0), 0);
  const autos = spans.filter((span) => span === null).length;
  const share = autos ? Math.max(1, Math.floor((GRID_COLUMNS - fixed) / autos)) : 0;
  const rowClasses = classesOf(row);
  const columnClasses = columns.flatMap(classesOf);
  return {
    columns,
    widths: spans.map((span) => span ?? share),
    gap: prefixed(rowClasses, 'g-', GAPS),
    align: prefixed(rowClasses, 'align-items-', ALIGNS),
    justify: prefixed(rowClasses, 'justify-content-', JUSTIFIES),
    stack: columnClasses.some((c) => /^col-(sm|md|lg|xl|xxl)(-|$)/.test(c)),
  };
}

/** The row around `node`: itself when it is a row, its parent when it is a column of one. */
export function rowOf(nodes: readonly HtmlNode[], node: ElementNode): ElementNode | null {
  if (isRow(node)) return node;
  const parent = ancestry(nodes, node.id).at(-2);
  return isColumn(node) && parent && isRow(parent) ? parent : null;
}

/**
 * Spec §9: how many columns a row can hold, floor(percent width / 8) capped at 12, where its
 * percent width is what the columns around it span (a row inside a `col-md-6` is 50 % wide: 6).
 */
export function rowCapacity(nodes: readonly HtmlNode[], row: ElementNode): number {
  let percent = 100;
  for (const outer of ancestry(nodes, row.id).slice(0, -1)) {
    if (isColumn(outer)) percent *= (spanOf(outer) ?? GRID_COLUMNS) / GRID_COLUMNS;
  }
  return Math.max(1, columnCount(percent + 1e-9));
}

/** `count` columns sharing the 12-grid as evenly as it divides, the wider ones first (5 → 3,3,2,2,2). */
export function distributeWidths(count: number): number[] {
  const n = Math.min(MAX_COLUMNS, Math.max(1, Math.floor(count)));
  const base = Math.floor(GRID_COLUMNS / n);
  const extra = GRID_COLUMNS - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The neighbour a column resizes against: the next one, or the previous for the last. */
export function neighbourOf(index: number, count: number): number | null {
  if (count < 2) return null;
  return index < count - 1 ? index + 1 : index - 1;
}

/**
 * Column `index` set to `width`: the difference is taken from (or given to) its neighbour, which
 * keeps at least 1; a lone column just takes the width. The sum never grows past max(12, before).
 */
export function resizeWidths(widths: readonly number[], index: number, width: number): number[] {
  const next = [...widths];
  const current = next[index];
  if (current === undefined) return next;
  const other = neighbourOf(index, next.length);
  if (other === null) {
    next[index] = Math.min(GRID_COLUMNS, Math.max(1, Math.round(width)));
    return next;
  }
  const pair = current + next[other]!;
  const wanted = Math.min(pair - 1, Math.max(1, Math.round(width)));
  next[index] = wanted;
  next[other] = pair - wanted;
  return next;
}

/** The widths after adding a column after `index`: it takes the free space, else half of the widest. */
export function widthsWithAdded(widths: readonly number[], index: number): number[] | null {
  if (widths.length >= MAX_COLUMNS) return null;
  const free = GRID_COLUMNS - widths.reduce((sum, w) => sum + w, 0);
  const next = [...widths];
  if (free >= 1) {
    next.splice(index + 1, 0, free);
    return next;
  }
  let widest = 0;
  for (let i = 1; i < next.length; i++) if (next[i]! > next[widest]!) widest = i;
  if (next[widest]! < 2) return null;
  const half = Math.floor(next[widest]! / 2);
  next[widest] = next[widest]! - half;
  next.splice(index + 1, 0, half);
  return next;
}

/** The widths after removing column `index`: its span goes to its neighbour. */
export function widthsWithRemoved(widths: readonly number[], index: number): number[] {
  const next = [...widths];
  const other = neighbourOf(index, next.length);
  if (other !== null) next[other] = next[other]! + next[index]!;
  next.splice(index, 1);
  return next;
}

/** A column's class with its span written for the stacking choice; other classes kept in order. */
export function columnClass(current: readonly string[], width: number, stack: boolean): string {
  const kept = current.filter((c) => !COLUMN_CLASS.test(c));
  return [stack ? `col-md-${width}` : `col-${width}`, ...kept].join(' ');
}

/** The row's class with one prefixed choice (gap, align, justify) replaced; '' removes it. */
export function rowClassWith(
  current: readonly string[],
  family: 'gap' | 'align' | 'justify',
  value: string,
): string {
  const pattern =
    family === 'gap' ? /^g[xy]?-\d$/ : family === 'align' ? /^align-items-/ : /^justify-content-/;
  const prefix = family === 'gap' ? 'g-' : family === 'align' ? 'align-items-' : 'justify-content-';
  const kept = current.filter((c) => !pattern.test(c));
  return (value ? [...kept, `${prefix}${value}`] : kept).join(' ');
}
