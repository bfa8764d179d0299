// @vitest-environment happy-dom
/**
 * First impressions of the template gallery and "New project from a template" (issue 27): category
 * names read as words, usage counts only when they mean something (abbreviated), the project name
 * pre-filled from the template, and a toast that counts a multi-page template's pages.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Project } from '../../src/api/project.ts';
import type { TemplateSummary } from '../../src/api/template.ts';
import { projectReadyMessage } from '../../src/app/screens/projects/AddProjectScreen.tsx';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { categoryLabel } from '../../src/domain/categories.ts';
import { ok, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const T1 = 'bistro-home';
const P1 = '11111111-1111-4111-8111-111111111111';
const NOW = new Date().toISOString();

function template(overrides: Partial<TemplateSummary>): TemplateSummary {
  return {
    _id: T1,
    template_name: 'Bistro',
    slug: 'bistro',
    category: 'Food',
    kind: 'website',
    description: 'A restaurant site.',
    thumbnail: '/content/templates/bistro.png',
    usage_count: 0,
    palette: 'default',
    pages: [{ page_name: 'Home', page_slug: 'index' }],
    ...overrides,
  };
}

describe('categoryLabel', () => {
  it('turns stored names into words', () => {
    expect(categoryLabel('RealEstate')).toBe('Real estate');
    expect(categoryLabel('Technology')).toBe('Technology');
    expect(categoryLabel('')).toBe('');
  });
});

describe('projectReadyMessage', () => {
  it('counts the pages of a multi-page project', () => {
    expect(projectReadyMessage({ project_name: 'Shop', project_pages_count: 5 })).toBe(
      '“Shop” is ready with 5 pages.',
    );
    expect(projectReadyMessage({ project_name: 'Blank', project_pages_count: 1 })).toBe(
      '“Blank” is ready with its first page.',
    );
  });
});

describe('the template gallery', () => {
  it('shows readable categories and only meaningful, abbreviated usage counts', async () => {
    await renderApp('/choose-template', {
      'GET /api/template_category/list_template_category': () =>
        ok({ categories: [{ _id: 'RealEstate', name: 'RealEstate', template_count: 2 }] }),
      'POST /api/template/list_template': () =>
        ok({
          templates: [
            template({ _id: 'a', template_name: 'Homes', category: 'RealEstate', usage_count: 1105 }),
            template({ _id: 'b', template_name: 'Lofts', category: 'RealEstate', usage_count: 3 }),
          ],
          total: 2,
          page: 1,
          limit: 100,
        }),
    });
    const group = await screen.findByRole('group', { name: 'Template categories' });
    // The chips come with the categories, which may answer after the group is drawn.
    expect(await within(group).findByRole('button', { name: 'Real estate (2)' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Templates' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('used 1.1K times');
    expect(items[0]!.textContent).toContain('Real estate');
    expect(items[1]!.textContent).not.toContain('used');
    expect(list.textContent).not.toContain('RealEstate');
  });
});

describe('a new project from a template', () => {
  it('pre-fills the name and says how many pages are ready', async () => {
    const created: Project = {
      _id: P1,
      project_name: 'Bistro',
      preview_domain: 'bistro.localhost',
      image: '',
      domain: '',
      logo: '',
      template_id: T1,
      is_approved: false,
      is_completed: false,
      is_published: false,
      status: true,
      payment_page_id: null,
      page_list: [],
      project_pages_count: 5,
      created_at: NOW,
      updated_at: NOW,
    };
    const { calls } = await renderApp(`/add-project?template_id=${T1}&template_name=Bistro`, {
      'POST /api/project/add_project': () => ok({ project: created }),
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project: created }),
    });
    const name = (await screen.findByLabelText(/^Project name/)) as HTMLInputElement;
    expect(name.value).toBe('Bistro');
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() =>
      expect(
        toaster.getVisibleToasts().some((toast) => toast.description === '“Bistro” is ready with 5 pages.'),
      ).toBe(true),
    );
    expect(calls.find((call) => call.path === '/api/project/add_project')?.body).toEqual({
      project_name: 'Bistro',
      template_id: T1,
    });
  });
});
