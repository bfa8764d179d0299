/**
 * The page record a save sends with `edit_page` (spec §4 save step 5; issue 27): the root values and
 * the page's section list, in page order, cut to the record's limits and accepted by its schema.
 */
import { describe, expect, it } from 'vitest';
import { EditPageBody } from '../../src/api/page.ts';
import { DEFAULT_SECTION_SETTINGS, emptyDocument, type SectionState } from '../../src/domain/document.ts';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';
import { pageRecord } from '../../src/projections/page-record.ts';

function section(id: string, name: string, title: string): SectionState {
  return {
    section_id: id,
    section_name: name,
    section_title: title,
    section_type: 'hero',
    nodes: [],
    css: '',
    js: '',
    settings: DEFAULT_SECTION_SETTINGS,
  };
}

describe('pageRecord', () => {
  it('sends the root values and every section, in page order', () => {
    const doc = {
      ...emptyDocument(),
      sections: [section('b000000001', 'Navbar', 'Navbar: centred'), section('a000000002', 'Hero', 'Hero')],
    };
    const record = pageRecord(doc);
    expect(record.sections).toEqual([
      {
        section_id: 'b000000001',
        section_name: 'Navbar',
        section_title: 'Navbar: centred',
        section_type: 'hero',
      },
      { section_id: 'a000000002', section_name: 'Hero', section_title: 'Hero', section_type: 'hero' },
    ]);
    expect(record.primary_color).toBe(DEFAULT_ROOT_VALUES.primary_color);
    expect(EditPageBody.safeParse(record).success).toBe(true);
  });

  it('cuts names longer than the record keeps, so the save is never refused for them', () => {
    const doc = { ...emptyDocument(), sections: [section('c000000003', 'N'.repeat(300), 'T'.repeat(300))] };
    const [only] = pageRecord(doc).sections ?? [];
    expect(only?.section_name).toHaveLength(200);
    expect(only?.section_title).toHaveLength(200);
    expect(EditPageBody.safeParse(pageRecord(doc)).success).toBe(true);
  });
});
