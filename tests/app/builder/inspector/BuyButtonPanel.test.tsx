// @vitest-environment happy-dom
/**
 * Buy button settings (issue 25) on a real store: the project's plans to choose from (with their
 * currency symbol and billing), the choice written as the button's `data-pw-plan` through the one
 * command, a plan no longer offered called out, no link field (a buy button's click is a checkout),
 * and the Button panel's own fields below.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentPlan } from '../../../../src/api/plan.ts';
import BuyButtonPanel from '../../../../src/app/builder/inspector/BuyButtonPanel.tsx';
import { ok } from '../../render-app.tsx';
import { renderStorePanel, sectionHtml, select, storeWith } from '../panel-harness.tsx';

afterEach(cleanup);

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const plan = (id: string, overrides: Partial<PaymentPlan>): PaymentPlan => ({
  _id: id,
  project_id: 'pr1',
  plan_title: 'Plan',
  plan_description: '',
  plan_price: 10,
  currency_type: 'USD',
  currency_symbol: '$',
  billing_interval: 'one_time',
  features: {},
  page_ids: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const PLANS = [
  plan(A, { plan_title: 'Starter kit', plan_price: 49.99, currency_type: 'EUR', currency_symbol: '€' }),
  plan(B, {
    plan_title: 'Club',
    plan_price: 9,
    currency_type: 'GBP',
    currency_symbol: '£',
    billing_interval: 'month',
  }),
];

async function renderBuy(html: string, plans: PaymentPlan[] = PLANS) {
  const store = storeWith(html);
  const selection = select(store, 'a');
  await renderStorePanel(BuyButtonPanel, store, selection, {
    kind: 'buyButton',
    handlers: { 'GET /api/plan/list_all_plan_by_project_id/pr1': () => ok({ plans }) },
  });
  return store;
}

describe('BuyButtonPanel', () => {
  it('offers the plans and writes the chosen one on the button', async () => {
    const store = await renderBuy('<a class="btn btn-primary" href="#" data-pw-payment="true">Buy now</a>');
    const field = (await screen.findByLabelText('Plan')) as HTMLSelectElement;
    expect([...field.options].map((option) => option.textContent)).toEqual([
      'Choose a plan',
      'Starter kit · €49.99',
      'Club · £9 a month',
    ]);
    expect(field.value).toBe('');
    expect(screen.getByText('Until a plan is chosen, the button takes no payment.')).toBeTruthy();
    fireEvent.change(field, { target: { value: B } });
    expect(sectionHtml(store)).toBe(
      `<a class="btn btn-primary" href="#" data-pw-payment="true" data-pw-plan="${B}">Buy now</a>`,
    );
    fireEvent.change(field, { target: { value: '' } });
    expect(sectionHtml(store)).toBe('<a class="btn btn-primary" href="#" data-pw-payment="true">Buy now</a>');
  });

  it('calls out a plan that is gone, and keeps the Button fields without a link', async () => {
    await renderBuy(
      '<a class="btn btn-primary" href="#" data-pw-plan="cccccccc-cccc-4ccc-8ccc-cccccccccccc">Buy</a>',
    );
    expect(await screen.findByText(/The plan this button sold is gone/)).toBeTruthy();
    expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe('Buy');
    expect(screen.queryByRole('button', { name: 'Choose link…' })).toBeNull();
  });

  it('says how to add a plan when the project has none', async () => {
    await renderBuy('<a class="btn" href="#" data-pw-payment="true">Buy now</a>', []);
    expect(await screen.findByText(/This project has no payment plans yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add one in Website settings' }).getAttribute('href')).toBe(
      '/website-settings/pr1#plans',
    );
  });
});
