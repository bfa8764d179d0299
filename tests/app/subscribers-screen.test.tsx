// @vitest-environment happy-dom
/**
 * Subscribers on a fake server: the empty state, the table (page names, other answers), search sent to
 * the server, paging, the CSV export downloading the server's file, and the email-list sync (a long
 * failure reason expands with Show more; each cell names its column for the phone's card layout).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../src/api/project.ts';
import type { Subscriber } from '../../src/api/subscriber.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { ok, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
  vi.restoreAllMocks();
});

const P1 = '11111111-1111-4111-8111-111111111111';
const PAGE1 = '22222222-2222-4222-8222-222222222222';
const NOW = new Date().toISOString();

const project = {
  _id: P1,
  project_name: 'Bakery',
  preview_domain: 'bakery.localhost',
  image: '',
  domain: '',
  logo: '',
  template_id: null,
  is_approved: false,
  is_completed: false,
  is_published: true,
  status: true,
  payment_page_id: null,
  page_list: [
    {
      _id: PAGE1,
      page_id: PAGE1,
      page_name: 'Home',
      page_slug: 'index',
      image: '',
      page_group_type: 'generic_website',
      revision: 0,
      updated_at: NOW,
    },
  ],
  project_pages_count: 1,
  created_at: NOW,
  updated_at: NOW,
} satisfies Project;

function subscriber(index: number): Subscriber {
  return {
    _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    project_id: P1,
    page_id: PAGE1,
    email: `person${index}@example.com`,
    name: `Person ${index}`,
    fields: { email: `person${index}@example.com`, name: `Person ${index}`, phone: `555-${index}` },
    sync_state: '',
    sync_error: '',
    created_at: NOW,
  };
}

describe('subscribers', () => {
  it('says when nobody has subscribed yet', async () => {
    await renderApp(`/subscribers/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
      [`GET /api/subscriber/list_subscriber/${P1}`]: () =>
        ok({ subscribers: [], total: 0, page: 1, limit: 20 }),
    });
    expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('shows a paged table, searches on the server and exports the CSV', async () => {
    const all = Array.from({ length: 25 }, (_, index) => subscriber(index + 1));
    const seen: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderApp(`/subscribers/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
      [`GET /api/subscriber/list_subscriber/${P1}`]: (_body, request) => {
        const params = new URL(request.url).searchParams;
        seen.push(params.toString());
        const search = params.get('search') ?? '';
        const page = Number(params.get('page'));
        const matching = all.filter((item) => item.name.includes(search));
        return ok({
          subscribers: matching.slice((page - 1) * 20, page * 20),
          total: matching.length,
          page,
          limit: 20,
        });
      },
      [`GET /api/subscriber/export_subscriber_csv/${P1}`]: () =>
        ok({ file_name: 'bakery-subscribers.csv', csv: '"email"\n"a@b.c"\n', rows: 1 }),
    });
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(rows[1]?.textContent).toContain('Person 1');
    expect(rows[1]?.textContent).toContain('Home');
    expect(rows[1]?.textContent).toContain('phone: 555-1');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 25')).toBeTruthy();
    expect(seen).toContain('page=2&limit=20');

    fireEvent.change(screen.getByLabelText('Search subscribers'), { target: { value: 'Person 7' } });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(seen).toContain('page=1&limit=20&search=Person+7');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
    await waitFor(() =>
      expect(toaster.getVisibleToasts().some((toast) => toast.title === 'Export ready')).toBe(true),
    );
  });

  it('filters by page and days on the server, and exports with the same filters', async () => {
    const lists: URLSearchParams[] = [];
    const exports: URLSearchParams[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderApp(`/subscribers/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
      [`GET /api/subscriber/list_subscriber/${P1}`]: (_body, request) => {
        const params = new URL(request.url).searchParams;
        lists.push(params);
        // Day-filtered answers are empty, so the "no match" state shows.
        const filtered = params.has('from') || params.has('to');
        return ok({
          subscribers: filtered ? [] : [subscriber(1)],
          total: filtered ? 0 : 1,
          page: 1,
          limit: 20,
        });
      },
      [`GET /api/subscriber/export_subscriber_csv/${P1}`]: (_body, request) => {
        exports.push(new URL(request.url).searchParams);
        return ok({ file_name: 'bakery-subscribers.csv', csv: '"email"\r\n', rows: 0 });
      },
    });
    await screen.findByRole('table', { name: 'Subscribers' });
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: PAGE1 } });
    await waitFor(() => expect(lists.some((params) => params.get('page_id') === PAGE1)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]?.get('page_id')).toBe(PAGE1);
    expect(exports[0]?.has('search')).toBe(false);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    const from = new Date(2025, 2, 1).toISOString();
    const to = new Date(2025, 3, 1).toISOString(); // the midnight after the last day
    await waitFor(() =>
      expect(
        lists.some(
          (params) =>
            params.get('page_id') === PAGE1 && params.get('from') === from && params.get('to') === to,
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('heading', { name: 'No subscribers match' })).toBeTruthy();

    // A reversed range is shown on the field and not sent.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-02-01' } });
    expect(await screen.findByText('The end date is before the start date')).toBeTruthy();
    // Back to the page-only rows (already loaded), and no reversed range ever reached the server.
    expect(await screen.findByRole('table', { name: 'Subscribers' })).toBeTruthy();
    expect(lists.some((params) => params.get('to') === new Date(2025, 1, 2).toISOString())).toBe(false);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    expect(await screen.findByRole('heading', { name: 'No subscribers match' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'Subscribers' })).toBeTruthy();
    expect((screen.getByLabelText('Page') as HTMLSelectElement).value).toBe('');
  });

  it('shows each subscriber’s email-list sync, and Retry sends a failed one again', async () => {
    const failed = {
      ...subscriber(1),
      sync_state: 'failed' as const,
      sync_error: 'Mailchimp refused: Resource Not Found: The requested resource could not be found.',
    };
    const synced = { ...subscriber(2), sync_state: 'synced' as const };
    const retried: unknown[] = [];
    let rows: Subscriber[] = [failed, synced];
    await renderApp(`/subscribers/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
      [`GET /api/subscriber/list_subscriber/${P1}`]: () =>
        ok({ subscribers: rows, total: rows.length, page: 1, limit: 20 }),
      'POST /api/subscriber/retry_sync': (body) => {
        retried.push(body);
        rows = [{ ...failed, sync_state: 'pending', sync_error: '' }, synced];
        return ok({ subscriber_id: failed._id, sync_state: 'pending' });
      },
    });
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(within(table).getByRole('columnheader', { name: 'Email list' })).toBeTruthy();
    expect(within(table).getByText('Synced')).toBeTruthy();
    expect(within(table).getByText('Sync failed')).toBeTruthy();
    expect(within(table).getByText(failed.sync_error)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Retry sending person1@example.com' }));
    await waitFor(() => expect(retried).toEqual([{ subscriber_id: failed._id }]));
    expect(await within(table).findByText('Sending…')).toBeTruthy();
    expect(within(table).queryByText('Sync failed')).toBeNull();
  });

  it('cuts a long sync failure reason with Show more, a button that expands it and back', async () => {
    const reason =
      'Mailchimp refused: Member In Compliance State: person1@example.com is in a compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.';
    const rows: Subscriber[] = [
      { ...subscriber(1), sync_state: 'failed', sync_error: reason },
      { ...subscriber(2), sync_state: 'failed', sync_error: 'Mailchimp refused: Invalid Resource' },
    ];
    await renderApp(`/subscribers/${P1}`, {
      [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
      [`GET /api/subscriber/list_subscriber/${P1}`]: () =>
        ok({ subscribers: rows, total: rows.length, page: 1, limit: 20 }),
    });
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    // Only the long reason can be expanded; the short one fits and has no button.
    const more = within(table).getByRole('button', { name: 'Show more' });
    expect(within(table).getAllByRole('button', { name: /^Show/ })).toHaveLength(1);
    const text = within(table).getByText(reason);
    expect(more.getAttribute('aria-controls')).toBe(text.id);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(text.getAttribute('title')).toBe(reason);
    fireEvent.click(more);
    const less = within(table).getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(within(table).getByRole('button', { name: 'Show more' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // Each cell names its column, which a phone shows above it in the row's card (the header is hidden there).
    const row = within(table).getByRole('row', { name: /person2@example\.com/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Email', 'Page', 'Other answers', 'Received', 'Email list']);
  });
});
