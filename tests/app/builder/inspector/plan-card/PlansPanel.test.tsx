// @vitest-environment happy-dom
/**
 * The Plan settings panel on a real store (issue 23 "Plan card and plan settings"): a pricing table
 * (`.pw-plans`) shows the ticked project plans, one card each; ticking adds a card, unticking removes
 * one, "Show all" shows every plan, and the last plan cannot be unticked.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentPlan } from '../../../../../src/api/plan.ts';
import { kindOf } from '../../../../../src/app/builder/canvas/selection.ts';
import { panelName } from '../../../../../src/app/builder/inspector/panel-registry.ts';
import PlansPanel from '../../../../../src/app/builder/inspector/plan-card/PlansPanel.tsx';
import { byTag, docOf, findNode, renderStorePanel, sectionHtml, storeWith } from '../../panel-harness.tsx';

afterEach(cleanup);

const plan = (n: number, currency = 'EUR'): PaymentPlan => ({
  _id: `0b7f3c1e-1d2a-4c3b-9a8e-5f6a7b8c9d0${n}`,
  project_id: '1b7f3c1e-1d2a-4c3b-9a8e-5f6a7b8c9d0e',
  plan_title: `Plan ${n}`,
  plan_description: '',
  plan_price: 10 * n,
  currency_type: currency,
  currency_symbol: '',
  billing_interval: 'month',
  features: {},
  page_ids: [],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});
const PLANS = [plan(1), plan(2), plan(3, 'JPY')];

const CARD = (name: string) =>
  `<div class="col"><div class="pws-card pw-plan-card"><h3 class="pw-plan-name">${name}</h3>` +
  '<p class="pw-plan-price"><span class="pw-plan-currency">$</span><span class="pw-plan-amount">9</span></p>' +
  '<a href="#" class="btn pw-plan-button">Buy</a></div></div>';
const HTML = `<section><div class="row pw-plans">${CARD('Starter')}${CARD('Growth')}</div></section>`;
const PATH = 'GET /api/plan/list_all_plan_by_project_id/pr1';

async function open() {
  const store = storeWith(HTML);
  const node = findNode(store, byTag('div', 'pw-plans'));
  const selection = { sectionId: docOf(store).sections[0]!.section_id, elementId: node.id };
  await renderStorePanel(PlansPanel, store, selection, {
    handlers: { [PATH]: () => ({ body: { code: 200, message: 'ok', plans: PLANS } }) },
  });
  return store;
}

const names = (html: string) =>
  [...html.matchAll(/<h3 class="pw-plan-name">([^<]*)<\/h3>/g)].map((m) => m[1]);
const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('Plan settings', () => {
  it('a pricing table opens it', () => {
    expect(kindOf('div', ['row', 'g-4', 'pw-plans'])).toBe('plans');
    expect(kindOf('div', ['row', 'g-4'])).toBe('row');
    expect(panelName('plans')).toBe('Plan settings');
  });

  it('ticks plans into cards, unticks them out, shows all, and keeps the last one', async () => {
    const store = await open();
    await screen.findByRole('checkbox', { name: /Plan 1/ }, { timeout: 5000 });
    expect(screen.getByText(/still show the template’s sample plans/)).toBeTruthy();
    expect(PLANS.map((p) => box(new RegExp(p.plan_title)).checked)).toEqual([false, false, false]);

    fireEvent.click(box(/Plan 2/));
    expect(names(sectionHtml(store))).toEqual(['Plan 2']);
    expect(box(/Plan 2/).checked).toBe(true);
    expect(box(/Plan 2/).disabled).toBe(true); // the table keeps one card

    fireEvent.click(box(/Plan 3/));
    expect(names(sectionHtml(store))).toEqual(['Plan 2', 'Plan 3']);
    expect(sectionHtml(store)).toContain(
      '<span class="pw-plan-currency">¥</span><span class="pw-plan-amount">30</span>',
    );

    fireEvent.click(box(/Plan 2/));
    expect(names(sectionHtml(store))).toEqual(['Plan 3']);

    fireEvent.click(screen.getByRole('button', { name: 'Show all 3 plans' }));
    expect(names(sectionHtml(store))).toEqual(['Plan 1', 'Plan 2', 'Plan 3']);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
