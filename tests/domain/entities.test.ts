import { describe, expect, it } from 'vitest';
import {
  EDITABLE_ATTRIBUTES,
  isPageGroupType,
  isUserType,
  PAGE_GROUP_TYPES,
  type Page,
  SECTION_DATA_ATTRIBUTES,
  USER_TYPES,
} from '../../src/domain/entities.ts';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';

describe('entities', () => {
  it('lists the editable attributes of spec §3 in order', () => {
    expect(EDITABLE_ATTRIBUTES).toEqual([
      'text',
      'href',
      'src',
      'alt',
      'width',
      'height',
      'imageName',
      'imageType',
    ]);
  });

  it('lists the section data attributes', () => {
    expect(SECTION_DATA_ATTRIBUTES).toEqual(['_id', 'section_id', 'section_title', 'section_name']);
  });

  it('knows the three user types, with the stored spelling inovate', () => {
    expect(USER_TYPES).toEqual(['default', 'vision', 'inovate']);
    expect(isUserType('vision')).toBe(true);
    expect(isUserType('innovate')).toBe(false);
    expect(isUserType('')).toBe(false);
  });

  it('knows the two page group types', () => {
    expect(PAGE_GROUP_TYPES).toEqual(['generic_website', 'funnel']);
    expect(isPageGroupType('funnel')).toBe(true);
    expect(isPageGroupType('website')).toBe(false);
  });

  it('builds a page from the default root values', () => {
    const page: Page = {
      ...DEFAULT_ROOT_VALUES,
      _id: 'p1',
      page_id: 'p1',
      page_name: 'Home',
      page_slug: 'index',
      project: 'pr1',
      image: '',
      mode: '',
      sections: [{ section_id: 'abcdefghij', section_name: 'Hero' }],
    };
    expect(page.primary_color).toBe('#FFFFFF');
    expect(page.sections).toHaveLength(1);
  });
});
