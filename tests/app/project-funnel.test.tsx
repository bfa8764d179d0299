// @vitest-environment happy-dom
/**
 * The funnel view's step order on a fake server (duplicating a page is checked in e2e/app-screens): moves show
 * at once (optimistic), send the group's new order, keep the focus on the moved step, and move back
 * with an error toast when the server refuses.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageGroupsResponse, PageSummary } from '../../src/api/page.ts';
import type { Project } from '../../src/api/project.ts';
import { movedIds } from '../../src/app/screens/project/FunnelView.tsx';
import { withGroupOrder } from '../../src/app/screens/project/page-mutations.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { fail, ok, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const P1 = '11111111-1111-4111-8111-111111111111';
const NOW = new Date().toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function page(n: number, name: string, group: PageSummary['page_group_type'] = 'funnel'): PageSummary {
  return {
    _id: id(n),
    page_id: id(n),
    page_name: name,
    page_slug: name.toLowerCase(),
    image: '',
    page_group_type: group,
    revision: 0,
    updated_at: NOW,
  };
}

const steps = [page(1, 'Optin'), page(2, 'Offer'), page(3, 'Thanks')];

const project: Project = {
  _id: P1,
  project_name: 'Launch',
  preview_domain: 'launch.localhost',
  image: '',
  domain: '',
  logo: '',
  template_id: null,
  is_approved: false,
  is_completed: false,
  is_published: false,
  status: true,
  payment_page_id: null,
  page_list: steps,
  project_pages_count: steps.length,
  created_at: NOW,
  updated_at: NOW,
};

const groups = (pages: PageSummary[]): PageGroupsResponse => ({
  code: 200,
  message: 'Page groups',
  page_group_detail: [{ _id: `${P1}:funnel`, page_group_type: 'funnel', page_group_pages_list: pages }],
  pages_without_group: [],
});

const stepNames = () =>
  within(screen.getByRole('list', { name: 'Funnel steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

async function openFunnel() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Funnel' }));
  await screen.findByRole('list', { name: 'Funnel steps' });
}

describe('step order helpers', () => {
  it('movedIds swaps with the neighbour and ignores moves past either end', () => {
    expect(movedIds(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(movedIds(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(movedIds(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(movedIds(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });

  it('withGroupOrder reorders only the named group', () => {
    const answer = groups(steps);
    const next = withGroupOrder(answer, `${P1}:funnel`, [id(3), id(1), id(2)]);
    expect(next.page_group_detail[0]!.page_group_pages_list.map((item) => item._id)).toEqual([
      id(3),
      id(1),
      id(2),
    ]);
    expect(withGroupOrder(answer, 'other', [id(3)])).toEqual(answer);
  });
});

describe('funnel view', () => {
  it('moves a step at once, sends the new order and keeps the focus on the moved step', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = await renderApp(`/projects/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
      [`GET /api/page/list_page_group/${P1}`]: () => ok(groups(steps)),
      'PUT /api/page/reorder_pages': async () => {
        await held;
        return ok(groups([steps[1]!, steps[0]!, steps[2]!]));
      },
    });
    await openFunnel();
    expect((screen.getByRole('button', { name: 'Move Optin up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Thanks down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const down = screen.getByRole('button', { name: 'Move Optin down' });
    down.focus();
    fireEvent.click(down);
    // Before the server answers.
    await waitFor(() => expect(stepNames()[0]).toContain('Offer'));
    expect(stepNames()[1]).toContain('Optin');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Optin down');
    expect(calls.find((call) => call.path === '/api/page/reorder_pages')?.body).toEqual({
      project_id: P1,
      page_ids: [id(2), id(1), id(3)],
    });
    await act(async () => release());
    await waitFor(() => expect(stepNames().map((text) => text.replace(/\/.*$/, ''))).toHaveLength(3));
    expect(stepNames()[0]).toContain('Offer');
  });

  it('moves the step back and shows the server’s message when the reorder fails', async () => {
    await renderApp(`/projects/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
      [`GET /api/page/list_page_group/${P1}`]: () => ok(groups(steps)),
      'PUT /api/page/reorder_pages': () => fail(404, 'Page not found'),
    });
    await openFunnel();
    fireEvent.click(screen.getByRole('button', { name: 'Move Thanks up' }));
    await waitFor(() =>
      expect(
        toaster
          .getVisibleToasts()
          .some(
            (toast) =>
              toast.title === 'Could not reorder the steps' && toast.description === 'Page not found',
          ),
      ).toBe(true),
    );
    await waitFor(() => expect(stepNames()[2]).toContain('Thanks'));
  });
});
