import { describe, expect, it } from 'vitest';
import { columnCount, shouldWrapInRow } from '../../../src/domain/rules/columns.ts';

describe('columnCount', () => {
  it.each([
    [0, 0],
    [7.9, 0],
    [8, 1],
    [23, 2],
    [24, 3],
    [50, 6],
    [96, 12],
    [100, 12],
    [150, 12],
    [-10, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 12],
  ])('%d%% spans %d columns', (percent, columns) => {
    expect(columnCount(percent)).toBe(columns);
  });
});

describe('shouldWrapInRow', () => {
  it('wraps from three columns up', () => {
    expect(shouldWrapInRow(2)).toBe(false);
    expect(shouldWrapInRow(3)).toBe(true);
    expect(shouldWrapInRow(12)).toBe(true);
    expect(shouldWrapInRow(0)).toBe(false);
  });

  it('agrees with the percent boundary 23/24', () => {
    expect(shouldWrapInRow(columnCount(23))).toBe(false);
    expect(shouldWrapInRow(columnCount(24))).toBe(true);
  });
});
