// @vitest-environment happy-dom
/**
 * Website settings → Payments (issue 25) on a fake server: totals per plan in the plan's currency
 * symbol (fallback `$`), the payments newest first as the server sends them, paging, the empty state,
 * and the load error with a retry.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Payment, PaymentListResponse } from '../../src/api/payments.ts';
import type { Project } from '../../src/api/project.ts';
import { PROJECT_SETTING_KEYS } from '../../src/api/project-settings.ts';
import { formatDateTime } from '../../src/app/shell/format.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';
import { fail, type Handler, ok, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const P1 = '11111111-1111-4111-8111-111111111111';
const PLAN = '88888888-8888-4888-8888-888888888888';
const NOW = '2026-03-01T10:00:00.000Z';

const project: Project = {
  _id: P1,
  project_name: 'Bakery',
  preview_domain: 'bakery.localhost',
  image: '',
  domain: '',
  logo: '',
  template_id: null,
  is_approved: false,
  is_completed: false,
  is_published: false,
  status: true,
  payment_page_id: null,
  page_list: [],
  project_pages_count: 0,
  created_at: NOW,
  updated_at: NOW,
};

const payment = (n: number, overrides: Partial<Payment> = {}): Payment => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  project_id: P1,
  plan_id: PLAN,
  plan_title: 'Bread club',
  page_id: null,
  page_slug: 'index',
  amount_minor: 1250,
  amount: 12.5,
  currency: 'GBP',
  currency_symbol: '£',
  customer_email: `buyer${n}@example.com`,
  mode: 'subscription',
  stripe_session_id: `cs_test_${n}`,
  stripe_payment_intent: '',
  stripe_subscription: `sub_test_${n}`,
  paid_at: NOW,
  ...overrides,
});

function handlers(list: Handler): Record<string, Handler> {
  return {
    [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
    [`GET /api/business_info/get_business_info/${P1}`]: () => ok({ business_info: null }),
    [`GET /api/project_configuration/get_stripe_keys/${P1}`]: () =>
      ok({
        stripe_keys: {
          project_id: P1,
          publishable_key: '',
          secret_key_masked: '',
          has_secret_key: false,
          updated_at: null,
        },
      }),
    [`GET /api/plan/list_all_plan_by_project_id/${P1}`]: () => ok({ plans: [] }),
    [`GET /api/project/get_project_settings/${P1}`]: () =>
      ok({
        project_settings: {
          project_id: P1,
          ...Object.fromEntries(PROJECT_SETTING_KEYS.map((key) => [key, DEFAULT_ROOT_VALUES[key] ?? ''])),
        },
      }),
    [`GET /api/payment/list_payments/${P1}`]: list,
  };
}

const answer = (body: Omit<PaymentListResponse, 'code' | 'message'>) => ok(body);

describe('the Payments section', () => {
  it('shows totals per plan with its currency symbol and the payments, a page at a time', async () => {
    const pages: number[] = [];
    await renderApp(
      `/website-settings/${P1}`,
      handlers((_body, request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(page);
        return answer({
          payments: page === 1 ? [payment(1), payment(2, { customer_email: '' })] : [payment(3)],
          totals: [
            {
              plan_id: PLAN,
              plan_title: 'Bread club',
              currency: 'GBP',
              currency_symbol: '£',
              count: 21,
              amount_minor: 26250,
              amount: 262.5,
            },
            {
              plan_id: null,
              plan_title: '',
              currency: 'XYZ',
              currency_symbol: '$',
              count: 1,
              amount_minor: 500,
              amount: 5,
            },
          ],
          total: 21,
          page,
          limit: 20,
        });
      }),
    );
    const section = await screen.findByRole('region', { name: 'Payments' });
    const totals = await within(section).findByRole('list', { name: 'Totals per plan' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bread club£262.5021 payments · GBP', 'Plan deleted$5.001 payment · XYZ']);
    const table = within(section).getByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [formatDateTime(NOW), 'Bread clubSubscription', 'buyer1@example.com', '£12.50', '/ (home)'],
      [formatDateTime(NOW), 'Bread clubSubscription', '—', '£12.50', '/ (home)'],
    ]);
    expect(formatDateTime(NOW)).toMatch(/^1 Mar 2026, \d\d:\d\d$/);
    fireEvent.click(within(section).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(section).getByText('buyer3@example.com')).toBeTruthy());
    expect(pages).toEqual([1, 2]);
  });

  it('says when nothing was paid yet', async () => {
    await renderApp(
      `/website-settings/${P1}`,
      handlers(() => answer({ payments: [], totals: [], total: 0, page: 1, limit: 20 })),
    );
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(section).findByText('No payments yet')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    let calls = 0;
    await renderApp(
      `/website-settings/${P1}`,
      handlers(() => {
        calls += 1;
        return calls === 1
          ? fail(404, 'Project not found')
          : answer({ payments: [payment(1)], totals: [], total: 1, page: 1, limit: 20 });
      }),
    );
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(section).findByText('The payments did not load')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('buyer1@example.com')).toBeTruthy();
  });
});
