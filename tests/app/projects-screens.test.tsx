// @vitest-environment happy-dom
/**
 * Project screens on a fake server: the grid (search, empty results), optimistic rename, add page
 * (checks, a taken slug), version restore (saves the current state first), and page settings (only
 * changed values, each through its call).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageSummary } from '../../src/api/page.ts';
import type { Project } from '../../src/api/project.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';
import { fail, type Handler, ok, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const P1 = '11111111-1111-4111-8111-111111111111';
const PAGE1 = '22222222-2222-4222-8222-222222222222';
const V1 = '33333333-3333-4333-8333-333333333333';
const NOW = new Date().toISOString();

const page: PageSummary = {
  _id: PAGE1,
  page_id: PAGE1,
  page_name: 'Home',
  page_slug: 'index',
  image: '',
  page_group_type: 'generic_website',
  revision: 0,
  updated_at: NOW,
};

function project(overrides: Partial<Project> = {}): Project {
  return {
    _id: P1,
    project_name: 'Spring sale',
    preview_domain: 'spring-sale.localhost',
    image: '',
    domain: '',
    logo: '',
    template_id: null,
    is_approved: false,
    is_completed: false,
    is_published: false,
    status: true,
    payment_page_id: null,
    page_list: [page],
    project_pages_count: 1,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

function field(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label}\\*?$`));
}

function findField(label: string): Promise<HTMLElement> {
  return screen.findByLabelText(new RegExp(`^${label}\\*?$`));
}

describe('projects grid', () => {
  it('lists projects with pages, domain and state, and filters by search', async () => {
    await renderApp('/projects', {
      'GET /api/project/list_project': () =>
        ok({
          projects: [
            project(),
            project({
              _id: '44444444-4444-4444-8444-444444444444',
              project_name: 'Bakery',
              domain: 'bakery.example',
              is_published: true,
              project_pages_count: 3,
            }),
          ],
        }),
    });
    const bakery = await screen.findByRole('article', { name: 'Bakery' });
    expect(bakery.textContent).toContain('3 pages');
    expect(bakery.textContent).toContain('bakery.example');
    expect(bakery.textContent).toContain('Published');
    expect(screen.getByRole('article', { name: 'Spring sale' }).textContent).toContain('Draft');

    fireEvent.change(screen.getByLabelText('Search projects'), { target: { value: 'BAKERY.ex' } });
    expect(screen.queryByRole('article', { name: 'Spring sale' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Bakery' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search projects'), { target: { value: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No projects match' })).toBeTruthy();
  });
});

describe('project detail', () => {
  it('renames the project optimistically and keeps the name when the server agrees', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderApp(`/projects/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project: project() }),
      [`PUT /api/project/edit_project_name/${P1}`]: async (body) => {
        await held;
        return ok({ project: project({ project_name: (body as { project_name: string }).project_name }) });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename project' }));
    fireEvent.change(await findField('Project name'), { target: { value: 'Summer sale' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));
    // Shown before the server answers.
    expect(await screen.findByRole('heading', { level: 1, name: /Summer sale/ })).toBeTruthy();
    release();
    await waitFor(() =>
      expect(toaster.getVisibleToasts().some((toast) => toast.title === 'Project renamed')).toBe(true),
    );
    expect(screen.getByRole('heading', { level: 1, name: /Summer sale/ })).toBeTruthy();
  });

  it('rolls the optimistic name back when the rename fails', async () => {
    await renderApp(`/projects/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project: project() }),
      [`PUT /api/project/edit_project_name/${P1}`]: () => fail(500, 'Internal server error'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename project' }));
    fireEvent.change(await findField('Project name'), { target: { value: 'Summer sale' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(toaster.getVisibleToasts().some((toast) => toast.title === 'Could not rename the project')).toBe(
        true,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Spring sale/ })).toBeTruthy();
  });

  it('adds a page: checks the slug, and shows a taken slug on the field', async () => {
    const { calls } = await renderApp(`/projects/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project: project() }),
      'POST /api/page/add_page': () => fail(409, 'page_slug: already used by another page of this project'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(dialog).findByText('Enter a page name')).toBeTruthy();
    fireEvent.change(field('Page name'), { target: { value: 'About us' } });
    fireEvent.change(field('Slug'), { target: { value: 'about--us' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(dialog).findByText(/single hyphens/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/page/add_page')).toBe(false);
    fireEvent.change(field('Slug'), { target: { value: 'about' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(
      await within(dialog).findByText('Another page of this project already uses this slug'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/page/add_page')?.body).toEqual({
      project_id: P1,
      page_name: 'About us',
      page_slug: 'about',
      page_group_type: 'generic_website',
    });
  });
});

describe('versions', () => {
  it('restoring asks first, saves the current state as a version, then restores', async () => {
    const order: string[] = [];
    const track =
      (name: string, answer: Handler): Handler =>
      (body, request) => {
        order.push(name);
        return answer(body, request);
      };
    const version = {
      _id: V1,
      version_name: 'Before redesign',
      project_id: P1,
      page_id: null,
      pages_count: 1,
      created_at: NOW,
    };
    const { calls } = await renderApp(`/projects/${P1}/version`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project: project() }),
      [`GET /api/project/get_version_list_by_project/${P1}`]: () => ok({ versions: [version] }),
      'POST /api/project/save_version': track('save', (body) =>
        ok({
          version: {
            ...version,
            _id: '55555555-5555-4555-8555-555555555555',
            version_name: (body as { version_name: string }).version_name,
          },
        }),
      ),
      'POST /api/project/use_project_version': track('use', () => ok({ project: project() })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Before redesign' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('We save the current state as a version first');
    expect(order).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore version' }));
    await waitFor(() => expect(order).toEqual(['save', 'use']));
    expect(calls.find((call) => call.path === '/api/project/save_version')?.body).toEqual({
      project_id: P1,
      version_name: 'Before restoring “Before redesign”',
    });
    expect(calls.find((call) => call.path === '/api/project/use_project_version')?.body).toEqual({
      version_id: V1,
    });
  });
});

describe('page settings', () => {
  it('sends meta fields to update_page_meta_setting and the rest to edit_page, only what changed', async () => {
    const detail = {
      ...page,
      ...DEFAULT_ROOT_VALUES,
      project: P1,
      mode: 'light',
      sections: [],
      settings: {},
      created_at: NOW,
    };
    const { calls } = await renderApp(`/page-settings/${P1}/${PAGE1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project: project() }),
      [`GET /api/page/detail_page/${PAGE1}`]: () => ok({ page: detail }),
      'PUT /api/page/update_page_meta_setting': (body) => ok({ page: { ...detail, ...(body as object) } }),
      [`PUT /api/page/edit_page/${PAGE1}`]: (body) => ok({ page: { ...detail, ...(body as object) } }),
      [`GET /api/page/list_page_group/${P1}`]: () => ok({ page_group_detail: [], pages_without_group: [] }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Home settings' });
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    fireEvent.change(field('Meta title'), { target: { value: 'Spring sale' } });
    fireEvent.change(field('Google Analytics source'), { target: { value: 'page' } });
    fireEvent.change(field('Success message'), { target: { value: 'Thanks!' } });
    fireEvent.change(field('Page name'), { target: { value: 'Landing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(
      () =>
        expect(toaster.getVisibleToasts().some((toast) => toast.title === 'Page settings saved')).toBe(true),
      { timeout: 5000 },
    );
    expect(calls.find((call) => call.path === '/api/page/update_page_meta_setting')?.body).toEqual({
      page_id: PAGE1,
      meta_title: 'Spring sale',
      google_script_to_add: 'page',
    });
    expect(calls.find((call) => call.path === `/api/page/edit_page/${PAGE1}`)?.body).toEqual({
      page_name: 'Landing',
      success_message: 'Thanks!',
    });
  });
});
