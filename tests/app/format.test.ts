/** Counts as people read them (spec §9 "Number abbreviations K, M, B"; issue 27). */
import { describe, expect, it } from 'vitest';
import { plural } from '../../src/app/shell/format.ts';

describe('plural', () => {
  it('abbreviates counts wherever they are shown', () => {
    expect(plural(1, 'page')).toBe('1 page');
    expect(plural(5, 'page')).toBe('5 pages');
    expect(plural(1234, 'person', 'people')).toBe('1.2K people');
    expect(plural(2_500_000, 'subscriber')).toBe('2.5M subscribers');
  });
});
