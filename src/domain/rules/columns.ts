/**
 * Bootstrap column arithmetic (spec §4, §9): how many of the 12 grid columns a drop target spans,
 * and whether a dropped element gets wrapped in a new row.
 */

import { COLUMN_PERCENT_DIVISOR, MAX_COLUMNS, WRAP_IN_ROW_MIN_COLUMNS } from '../limits.ts';

/** floor(percent width / 8), capped at 12; never negative, and 0 for a non-number. */
export function columnCount(percentWidth: number): number {
  if (Number.isNaN(percentWidth)) return 0;
  const columns = Math.floor(percentWidth / COLUMN_PERCENT_DIVISOR);
  return Math.min(MAX_COLUMNS, Math.max(0, columns));
}

/** A drop target three columns wide or wider wraps the dropped element in a new row (§4). */
export function shouldWrapInRow(columns: number): boolean {
  return columns >= WRAP_IN_ROW_MIN_COLUMNS;
}
