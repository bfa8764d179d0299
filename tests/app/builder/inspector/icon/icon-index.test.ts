/**
 * The picker's index (issue 20 §2 Icon): generated from Font Awesome 6.6.0 free, loaded on
 * demand, and searched with the exact name first.
 */
import { describe, expect, it } from 'vitest';
import {
  loadIconIndex,
  parseIconIndex,
  searchIcons,
} from '../../../../../src/app/builder/inspector/icon/icon-index.ts';

describe('the Font Awesome index', () => {
  it('holds the free icons of 6.6.0 in their styles and categories', async () => {
    const index = await loadIconIndex();
    expect(index.version).toBe('6.6.0');
    expect(index.icons.length).toBeGreaterThan(1800);
    const byName = new Map(index.icons.map((icon) => [icon.name, icon]));
    expect(byName.get('rocket')?.styles).toEqual(['solid']);
    expect(byName.get('star')?.styles).toEqual(['solid', 'regular']);
    expect(byName.get('github')?.styles).toEqual(['brands']);
    const transportation = index.categories.indexOf('Transportation');
    expect(byName.get('rocket')?.categories).toContain(transportation);
    // Pro-only icons are not offered.
    expect(byName.has('alarm-clock')).toBe(false);
  });

  it('is loaded once', async () => {
    expect(await loadIconIndex()).toBe(await loadIconIndex());
  });
});

describe('searchIcons', () => {
  const index = parseIconIndex({
    version: 'test',
    categories: ['Transport', 'Shapes'],
    icons: [
      'jet-fighter|s|airplane plane war|0',
      'rocket|s|aircraft launch nasa space|0',
      'shuttle-space|s|rocket astronaut nasa|0',
      'star|sr|achievement favorite|1',
    ],
  });

  it('puts the exact name first, then names, then search words', () => {
    expect(searchIcons(index, { search: 'rocket', category: null }).map((c) => c.name)).toEqual([
      'rocket',
      'shuttle-space',
    ]);
    expect(searchIcons(index, { search: 'Space Shuttle', category: null }).map((c) => c.name)).toEqual([
      'shuttle-space',
    ]);
    expect(searchIcons(index, { search: 'plane', category: null }).map((c) => c.name)).toEqual([
      'jet-fighter',
    ]);
  });

  it('offers each style as its own tile, named after the icon', () => {
    expect(searchIcons(index, { search: 'star', category: null })).toEqual([
      { name: 'star', style: 'solid', label: 'star' },
      { name: 'star', style: 'regular', label: 'star (regular)' },
    ]);
  });

  it('filters by category, and lists everything for an empty search', () => {
    expect(searchIcons(index, { search: '', category: 1 }).map((c) => c.name)).toEqual(['star', 'star']);
    expect(searchIcons(index, { search: '', category: null })).toHaveLength(5);
    expect(searchIcons(index, { search: 'star', category: 0 })).toEqual([]);
  });

  it('finds fa-rocket first in the real index', async () => {
    const real = await loadIconIndex();
    expect(searchIcons(real, { search: 'rocket', category: null })[0]).toEqual({
      name: 'rocket',
      style: 'solid',
      label: 'rocket',
    });
  });
});
