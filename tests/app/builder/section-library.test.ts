/** The sections library's grouping (issue 27): categories in the library's order, each once, none empty. */
import { describe, expect, it } from 'vitest';
import type { ListSectionResponse } from '../../../src/api/section.ts';
import { groupByCategory } from '../../../src/app/builder/SectionLibrary.tsx';

type LibrarySection = ListSectionResponse['sections'][number];
const section = (id: string, category: string) => ({ _id: id, category }) as unknown as LibrarySection;

describe('groupByCategory', () => {
  it('keeps the library’s category order and each section’s order within it, and drops empty groups', () => {
    const groups = groupByCategory(
      [section('a', 'Heroes'), section('b', 'Navigation'), section('c', 'Heroes'), section('d', 'Other')],
      ['Navigation', 'Heroes', 'Footers'],
    );
    expect(groups.map((group) => [group.category, group.sections.map((s) => s._id)])).toEqual([
      ['Navigation', ['b']],
      ['Heroes', ['a', 'c']],
      ['Other', ['d']],
    ]);
  });
});
