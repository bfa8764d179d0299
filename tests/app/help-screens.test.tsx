// @vitest-environment happy-dom
/**
 * Help on a fake server: categories, a category's articles with the first one shown (markdown as
 * headings, lists, tables and inline marks, unsafe links left as text), choosing another, and search.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HelpArticle, HelpCategory } from '../../src/api/help.ts';
import { parseBlocks, parseInline } from '../../src/app/screens/help/markdown.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { ok, pathOf, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const CAT = '6c1f4a2e-0001-4000-8000-000000000001';
const A1 = '6c1f4a2e-0001-4000-8000-000000000101';
const A2 = '6c1f4a2e-0001-4000-8000-000000000102';
const NOW = new Date().toISOString();

const category: HelpCategory = {
  _id: CAT,
  name: 'Getting started',
  description: 'Create your first project.',
  position: 0,
  articles_count: 2,
};

function article(id: string, title: string, body: string): HelpArticle {
  return { _id: id, category_id: CAT, title, excerpt: body.slice(0, 40), position: 0, updated_at: NOW, body };
}

const first = article(
  A1,
  'Create your first website',
  '# Create your first website\n\n1. Open **Projects** and choose\n   **Add project**.\n2. Pick a template.\n\n## Saving\n\nPress `Save`. See [evil](javascript:alert(1)) or [docs](https://example.com/docs).\n\n| keys | action |\n|---|---|\n| Ctrl + Z | undo |\n',
);
const second = article(
  A2,
  'A tour of the builder',
  'The canvas shows your page.\n\n- **Gallery**\n- Elements',
);

const handlers = {
  'GET /api/help/list_help_category': () => ok({ categories: [category] }),
  [`GET /api/help/list_help_article_by_category/${CAT}`]: () => ok({ category, articles: [first, second] }),
  [`GET /api/help/detail_help_article/${A1}`]: () => ok({ article: first }),
  [`GET /api/help/detail_help_article/${A2}`]: () => ok({ article: second }),
  'GET /api/help/search_help_article': (_body: unknown, request: Request) =>
    ok({ articles: new URL(request.url).searchParams.get('search') === 'canvas' ? [second] : [] }),
};

describe('markdown reader', () => {
  it('reads blocks and inline marks, and keeps unsafe links as text', () => {
    expect(parseBlocks(first.body).map((block) => block.kind)).toEqual([
      'heading',
      'list',
      'heading',
      'paragraph',
      'table',
    ]);
    expect(parseBlocks(first.body)[1]).toEqual({
      kind: 'list',
      ordered: true,
      items: ['Open **Projects** and choose **Add project**.', 'Pick a template.'],
    });
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ')' },
    ]);
    expect(parseInline('**a** and `b`')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'a' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'code', text: 'b' },
    ]);
  });
});

describe('help screens', () => {
  it('lists categories and opens one on its first article', async () => {
    const { router } = await renderApp('/helping-articles-categories', handlers);
    const list = await screen.findByRole('list', { name: 'Help categories' });
    expect(list.textContent).toContain('2 articles');
    fireEvent.click(within(list).getByRole('link', { name: 'Getting started' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeTruthy();
    expect(pathOf(router)).toBe(`/helping-articles/${CAT}`);

    const view = await screen.findByRole('article', { name: 'Create your first website' });
    // The article's own "# title" is not repeated.
    expect(
      within(view)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Create your first website', 'Saving']);
    expect(within(view).getByText('Projects').tagName).toBe('STRONG');
    expect(within(view).getAllByRole('listitem')).toHaveLength(2);
    expect(within(view).getByRole('link', { name: 'docs' }).getAttribute('href')).toBe(
      'https://example.com/docs',
    );
    expect(within(view).queryByRole('link', { name: 'evil' })).toBeNull();
    expect(within(view).getByRole('cell', { name: 'undo' })).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Articles in this category' });
    expect(
      within(nav).getByRole('link', { name: 'Create your first website' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(nav).getByRole('link', { name: 'A tour of the builder' }));
    const next = await screen.findByRole('article', { name: 'A tour of the builder' });
    expect(within(next).getByText('Gallery').tagName).toBe('STRONG');
  });

  it('searches every article, and says when nothing matches', async () => {
    await renderApp('/helping-articles-categories', handlers);
    await screen.findByRole('list', { name: 'Help categories' });
    fireEvent.change(screen.getByLabelText('Search help articles'), { target: { value: 'canvas' } });
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'A tour of the builder' }).getAttribute('href')).toBe(
      `/helping-articles/${CAT}?article=${A2}`,
    );
    fireEvent.change(screen.getByLabelText('Search help articles'), { target: { value: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No articles match' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Help categories' })).toBeTruthy();
  });
});
