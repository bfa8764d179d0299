import { describe, expect, it } from 'vitest';
import type { PageGroupsResponse, PageSummary } from '../../../src/api/page.ts';
import { pagesInFunnelOrder } from '../../../src/app/builder/FunnelPages.tsx';

const page = (id: string, group: PageSummary['page_group_type']): PageSummary => ({
  _id: id,
  page_id: id,
  page_name: `Page ${id}`,
  page_slug: `page-${id}`,
  image: '',
  page_group_type: group,
  revision: 1,
  updated_at: '2026-11-22T00:00:00.000Z',
});

describe('pages in funnel order', () => {
  it('lists funnel steps in their order first, then website pages, then pages without a group', () => {
    const groups = {
      code: 200,
      message: 'Page groups',
      page_group_detail: [
        {
          _id: 'p:generic_website',
          page_group_type: 'generic_website',
          page_group_pages_list: [page('home', 'generic_website'), page('about', 'generic_website')],
        },
        {
          _id: 'p:funnel',
          page_group_type: 'funnel',
          page_group_pages_list: [page('optin', 'funnel'), page('thanks', 'funnel')],
        },
      ],
      pages_without_group: [page('draft', null)],
    } as PageGroupsResponse;
    expect(pagesInFunnelOrder(groups).map((p) => p._id)).toEqual([
      'optin',
      'thanks',
      'home',
      'about',
      'draft',
    ]);
  });

  it('lists a page once even if the server repeats it', () => {
    const home = page('home', 'generic_website');
    const groups = {
      code: 200,
      message: 'Page groups',
      page_group_detail: [
        { _id: 'p:generic_website', page_group_type: 'generic_website', page_group_pages_list: [home] },
      ],
      pages_without_group: [home],
    } as PageGroupsResponse;
    expect(pagesInFunnelOrder(groups)).toHaveLength(1);
  });
});
