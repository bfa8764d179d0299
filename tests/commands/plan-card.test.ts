/**
 * Plan card family (issue 23 "Plan card"): a card shows a plan — name, description, price with the
 * currency symbol (spec §9: `$` fallback), interval, features — and its buy button carries
 * `data-pw-plan`; refusals; one undo step back to the exact card.
 */
import { describe, expect, it } from 'vitest';
import { dispatch, undoEntry } from '../../src/commands/editor.ts';
import type { CardPlan, PlanCardCommand } from '../../src/commands/plan-card.ts';
import { type ElementNode, forEachElement, hasClass, serializeNodes } from '../../src/domain/html-tree.ts';
import { run, type Session, session } from '../support/fixtures.ts';

const CARD =
  '<div class="pws-card pw-plan-card h-100" data-plan-name="Starter" data-currency="USD" data-price="19">' +
  '<h3 class="pw-plan-name">Starter</h3><p class="pws-muted pw-plan-description">For one server.</p>' +
  '<p class="pw-plan-price"><span class="pw-plan-currency">$</span><span class="pw-plan-amount">19</span><span class="pw-plan-period">/month</span></p>' +
  '<a href="#order" class="btn btn-primary w-100 pw-plan-button">Start</a>' +
  '<ul class="pws-check pw-plan-features"><li>1 server</li><li>Backups</li></ul></div>';

const PLAN: CardPlan = {
  id: '0b7f3c1e-1d2a-4c3b-9a8e-5f6a7b8c9d0e',
  title: 'Pro & more',
  description: 'For growing teams.',
  price: 29.5,
  currency: 'eur',
  interval: 'year',
  features: ['5 servers', 'Priority <support>'],
};

function withCard(html = CARD): Session {
  return session([
    {
      section_name: 's',
      section_title: 'S',
      section_type: 'pricing',
      section_html: `<section>${html}</section>`,
    },
  ]);
}

const html = (s: Session) => serializeNodes(s.state.doc.sections[0]!.nodes);

function card(s: Session): ElementNode {
  let found: ElementNode | undefined;
  forEachElement(s.state.doc.sections[0]!.nodes, (e) => {
    if (!found && hasClass(e, 'pw-plan-card')) found = e;
  });
  return found!;
}

const command = (
  s: Session,
  plan: CardPlan = PLAN,
): Extract<PlanCardCommand, { kind: 'planCard.setPlan' }> => ({
  kind: 'planCard.setPlan',
  sectionId: s.state.doc.sections[0]!.section_id,
  cardId: card(s).id,
  plan,
});

describe('planCard.setPlan', () => {
  it('fills in the plan and marks the buy button; undo is one step to the exact card', () => {
    const s = withCard();
    const before = html(s);
    run(s, command(s));
    expect(html(s)).toBe(
      '<section><div class="pws-card pw-plan-card h-100" data-plan-name="Pro &amp; more" data-currency="EUR" data-price="29.50" ' +
        `data-plan-id="${PLAN.id}">` +
        '<h3 class="pw-plan-name">Pro &amp; more</h3><p class="pws-muted pw-plan-description">For growing teams.</p>' +
        '<p class="pw-plan-price"><span class="pw-plan-currency">€</span><span class="pw-plan-amount">29.50</span><span class="pw-plan-period">/year</span></p>' +
        `<a href="#order" class="btn btn-primary w-100 pw-plan-button" data-pw-plan="${PLAN.id}">Start</a>` +
        '<ul class="pws-check pw-plan-features"><li>5 servers</li><li>Priority &lt;support&gt;</li></ul></div></section>',
    );
    expect(serializeNodes(undoEntry(s.state, s.clock + 1)!.state.doc.sections[0]!.nodes)).toBe(before);
  });

  it('a button label naming the old plan names the new one; other labels stay', () => {
    const s = withCard(CARD.replace('>Start</a>', '>Start Starter</a>'));
    run(s, command(s));
    expect(html(s)).toContain(`data-pw-plan="${PLAN.id}">Start Pro &amp; more</a>`);
  });

  it('an unknown currency shows `$`; a one-time plan says so; a card without a currency part prefixes the amount', () => {
    const s = withCard(CARD.replace('<span class="pw-plan-currency">$</span>', ''));
    run(s, command(s, { ...PLAN, currency: 'XXX', interval: 'one_time', price: 5 }));
    expect(html(s)).toContain(
      '<span class="pw-plan-amount">$5</span><span class="pw-plan-period"> one-time</span>',
    );
  });

  it('refuses what is not a plan card, a card with no name or price, and a bad plan', () => {
    const s = withCard('<div class="pw-plan-card"><p>Just text</p></div><div class="other">x</div>');
    const refused = (c: PlanCardCommand) => {
      const result = dispatch(s.state, c, s.ctx, { at: s.clock + 1 });
      return result.ok ? null : result.error.code;
    };
    expect(refused(command(s))).toBe('not_plan_card');
    const other = s.state.doc.sections[0]!.nodes[0]!;
    const otherId = other.kind === 'element' ? (other.children[1] as ElementNode).id : '';
    expect(refused({ ...command(s), cardId: otherId })).toBe('not_plan_card');
    const t = withCard();
    const bad = (plan: CardPlan) => dispatch(t.state, command(t, plan), t.ctx, { at: t.clock + 1 });
    expect(bad({ ...PLAN, price: -1 }).ok).toBe(false);
    expect(bad({ ...PLAN, price: Number.NaN }).ok).toBe(false);
    expect(bad({ ...PLAN, id: 'has space' }).ok).toBe(false);
  });
});

describe('planCard.setPlans (Plan settings)', () => {
  // A table of three cards, the middle one featured, with a note that is not a card.
  const slot = (name: string, featured = false) =>
    `<div class="col">${CARD.replace('h-100"', featured ? 'h-100 pws-plan-featured"' : 'h-100"').replaceAll('Starter', name)}</div>`;
  const TABLE = `<div class="row pw-plans">${slot('A')}${slot('B', true)}${slot('C')}<p class="note">VAT included</p></div>`;
  const plan = (n: number): CardPlan => ({
    id: `plan-${n}`,
    title: `Plan ${n}`,
    description: `Plan ${n} for you.`,
    price: 10 * n,
    currency: 'GBP',
    interval: 'month',
    features: [`Feature ${n}`],
  });

  function table(s: Session): ElementNode {
    let found: ElementNode | undefined;
    forEachElement(s.state.doc.sections[0]!.nodes, (e) => {
      if (!found && hasClass(e, 'pw-plans')) found = e;
    });
    return found!;
  }
  const setPlans = (s: Session, plans: readonly CardPlan[]): PlanCardCommand => ({
    kind: 'planCard.setPlans',
    sectionId: s.state.doc.sections[0]!.section_id,
    groupId: table(s).id,
    plans,
  });
  const names = (s: Session) =>
    [...html(s).matchAll(/<h3 class="pw-plan-name">([^<]*)<\/h3>/g)].map((m) => m[1]);
  const undoneHtml = (s: Session) =>
    serializeNodes(undoEntry(s.state, s.clock + 1)!.state.doc.sections[0]!.nodes);

  it('fewer plans than cards: the last cards go, the rest show the plans in order; one undo step', () => {
    const s = withCard(TABLE);
    const before = html(s);
    run(s, setPlans(s, [plan(2), plan(1)]));
    expect(names(s)).toEqual(['Plan 2', 'Plan 1']);
    expect(html(s)).toContain('pws-plan-featured'); // the second card keeps its look
    expect(html(s)).toContain('<p class="note">VAT included</p>');
    expect(html(s).match(/data-pw-plan="plan-\d"/g)).toEqual([
      'data-pw-plan="plan-2"',
      'data-pw-plan="plan-1"',
    ]);
    expect(undoneHtml(s)).toBe(before);
  });

  it('more plans than cards: copies of the last plain card are added after the last card, with ids of their own', () => {
    const s = withCard(TABLE);
    const before = html(s);
    run(s, setPlans(s, [1, 2, 3, 4, 5].map(plan)));
    expect(names(s)).toEqual(['Plan 1', 'Plan 2', 'Plan 3', 'Plan 4', 'Plan 5']);
    expect(html(s).match(/pws-plan-featured/g)).toHaveLength(1);
    expect(html(s)).toMatch(/Plan 5.*<\/div><\/div><p class="note">VAT included<\/p><\/div><\/section>$/);
    const ids: string[] = [];
    forEachElement(s.state.doc.sections[0]!.nodes, (e) => {
      ids.push(e.id);
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(html(s)).toContain(
      '<span class="pw-plan-currency">£</span><span class="pw-plan-amount">50</span>',
    );
    expect(undoneHtml(s)).toBe(before);
  });

  it('the same plans again change nothing (no undo entry)', () => {
    const s = withCard(TABLE);
    run(s, setPlans(s, [plan(1), plan(2), plan(3)]));
    // No events: no undo entry either.
    expect(dispatch(s.state, setPlans(s, [plan(1), plan(2), plan(3)]), s.ctx, { at: s.clock + 1 })).toEqual({
      ok: true,
      value: null,
    });
  });

  it('refuses no plans, too many, a plan twice, a bad plan and what is not a pricing table', () => {
    const s = withCard(TABLE);
    const refused = (c: PlanCardCommand) => {
      const result = dispatch(s.state, c, s.ctx, { at: s.clock + 1 });
      return result.ok ? null : result.error.code;
    };
    expect(refused(setPlans(s, []))).toBe('bad_plans');
    expect(refused(setPlans(s, [1, 2, 3, 4, 5, 6, 7].map(plan)))).toBe('bad_plans');
    expect(refused(setPlans(s, [plan(1), plan(1)]))).toBe('bad_plans');
    expect(refused(setPlans(s, [{ ...plan(1), price: -1 }]))).toBe('bad_plan');
    expect(refused({ ...setPlans(s, [plan(1)]), groupId: card(s).id } as PlanCardCommand)).toBe(
      'not_plans_table',
    );
    const empty = withCard('<div class="row pw-plans"><p>No cards</p></div>');
    expect(dispatch(empty.state, setPlans(empty, [plan(1)]), empty.ctx, { at: empty.clock + 1 }).ok).toBe(
      false,
    );
  });
});
