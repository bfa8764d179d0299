// @vitest-environment happy-dom
/**
 * The Plan card settings panel on a real store (issue 23 "Plan card"): the project's plans come from
 * the API (a fake answering the plans call); choosing a EUR plan shows € on the card and marks its
 * buy button; no plans and a failed load each say so.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentPlan } from '../../../../../src/api/plan.ts';
import { kindOf } from '../../../../../src/app/builder/canvas/selection.ts';
import { panelName } from '../../../../../src/app/builder/inspector/panel-registry.ts';
import PlanCardPanel from '../../../../../src/app/builder/inspector/plan-card/PlanCardPanel.tsx';
import { planLabel } from '../../../../../src/app/builder/inspector/plan-card/plan-card-fields.ts';
import { fail } from '../../../render-app.tsx';
import { byTag, docOf, findNode, renderStorePanel, sectionHtml, storeWith } from '../../panel-harness.tsx';

afterEach(cleanup);

const PLAN_ID = '0b7f3c1e-1d2a-4c3b-9a8e-5f6a7b8c9d0e';
const plan = (over: Partial<PaymentPlan>): PaymentPlan => ({
  _id: PLAN_ID,
  project_id: '1b7f3c1e-1d2a-4c3b-9a8e-5f6a7b8c9d0e',
  plan_title: 'Pro',
  plan_description: 'For teams.',
  plan_price: 19,
  currency_type: 'EUR',
  currency_symbol: '€',
  billing_interval: 'month',
  features: { 'Unlimited pages': true, 'Phone support': false },
  page_ids: [],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

const HTML =
  '<section><div class="pws-card pw-plan-card"><h3 class="pw-plan-name">Starter</h3>' +
  '<p class="pw-plan-price"><span class="pw-plan-currency">$</span><span class="pw-plan-amount">9</span><span class="pw-plan-period">/month</span></p>' +
  '<a href="#" class="btn btn-primary pw-plan-button">Buy</a><ul class="pw-plan-features"><li>One</li></ul></div></section>';

const PATH = 'GET /api/plan/list_all_plan_by_project_id/pr1';

async function open(answer: () => { status?: number; body: unknown }) {
  const store = storeWith(HTML);
  const node = findNode(store, byTag('div', 'pw-plan-card'));
  const selection = { sectionId: docOf(store).sections[0]!.section_id, elementId: node.id };
  const view = await renderStorePanel(PlanCardPanel, store, selection, { handlers: { [PATH]: answer } });
  return { store, ...view };
}

describe('Plan card settings', () => {
  it('a plan card opens it', () => {
    expect(kindOf('div', ['pws-card', 'pw-plan-card'])).toBe('planCard');
    expect(panelName('planCard')).toBe('Plan card settings');
    expect(planLabel(plan({ plan_price: 19.5, currency_type: 'GBP', billing_interval: 'year' }))).toBe(
      'Pro — £19.50/year',
    );
  });

  it('choosing a EUR plan shows € with its price, interval and features; its button sells it', async () => {
    const { store } = await open(() => ({
      body: {
        code: 200,
        message: 'ok',
        plans: [plan({}), plan({ _id: `${PLAN_ID.slice(0, -1)}f`, plan_title: 'Team' })],
      },
    }));
    const select = (await screen.findByLabelText('Payment plan', {}, { timeout: 5000 })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Choose a plan',
      'Pro — €19/month',
      'Team — €19/month',
    ]);
    fireEvent.change(select, { target: { value: PLAN_ID } });
    expect(sectionHtml(store)).toBe(
      `<section><div class="pws-card pw-plan-card" data-plan-id="${PLAN_ID}"><h3 class="pw-plan-name">Pro</h3>` +
        '<p class="pw-plan-price"><span class="pw-plan-currency">€</span><span class="pw-plan-amount">19</span><span class="pw-plan-period">/month</span></p>' +
        `<a href="#" class="btn btn-primary pw-plan-button" data-pw-plan="${PLAN_ID}">Buy</a><ul class="pw-plan-features"><li>Unlimited pages</li></ul></div></section>`,
    );
    expect(select.value).toBe(PLAN_ID);
  });

  it('says when the project has no plans, and when they cannot be loaded', async () => {
    await open(() => ({ body: { code: 200, message: 'ok', plans: [] } }));
    expect(
      await screen.findByText('This project has no payment plans yet.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    cleanup();
    await open(() => fail(500, 'Server error'));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'Could not load the payment plans',
    );
  });
});
