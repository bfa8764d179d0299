/**
 * Pricing with plan cards. A plan card is `.pw-plan-card` with `data-plan-name`, `data-currency`
 * and `data-price` (what the plan-card panel and payment plans attach to), its price split into
 * `.pw-plan-currency`, `.pw-plan-amount` and `.pw-plan-period`, features as a list and one button
 * (to `#order`, or where the template page's `plans` says ordering happens).
 */
import { esc, heading, icon } from '../html.ts';
import type { Business, Plan, SectionVariant } from '../model.ts';
import { need } from '../model.ts';

const SYMBOL_TO_CODE: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', A$: 'AUD' };

export function planCard(plan: Plan, href = '#order', extra = ''): string {
  const match = /^(\D*)([\d.,]+)$/.exec(plan.price) ?? ['', '', plan.price];
  const symbol = match[1] ?? '';
  const amount = match[2] ?? plan.price;
  return `<div class="pws-card pw-plan-card h-100${plan.featured ? ' pws-plan-featured' : ''}${extra}" data-plan-name="${esc(plan.name)}" data-currency="${SYMBOL_TO_CODE[symbol] ?? 'USD'}" data-price="${esc(amount.replace(/,/g, ''))}">
          ${plan.featured ? '<p class="pws-plan-badge">Most popular</p>' : ''}
          <h3 class="pw-plan-name">${esc(plan.name)}</h3>
          <p class="pws-muted pw-plan-description">${esc(plan.description)}</p>
          <p class="pw-plan-price"><span class="pw-plan-currency">${esc(symbol)}</span><span class="pw-plan-amount">${esc(amount)}</span><span class="pw-plan-period">${esc(plan.period)}</span></p>
          <a href="${esc(href)}" class="btn ${plan.featured ? 'btn-primary' : 'pws-btn-ghost'} w-100 pw-plan-button">${esc(plan.cta)}</a>
          <ul class="pws-check pw-plan-features">
            ${plan.features.map((f) => `<li>${esc(f)}</li>`).join('\n            ')}
          </ul>
        </div>`;
}

export const PLAN_CSS = `:where(.pws) .pw-plan-card { padding: 2rem; position: relative; display: flex; flex-direction: column; }
:where(.pws) .pws-plan-featured { border: 2px solid var(--pw-secondary-color); box-shadow: var(--pws-shadow); }
:where(.pws) .pws-plan-badge { position: absolute; top: -.85rem; left: 50%; transform: translateX(-50%); margin: 0; padding: .3rem .9rem; border-radius: 999px; background: var(--pw-secondary-color); color: var(--pw-secondary-text-color); font-size: .75rem; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; white-space: nowrap; }
:where(.pws) .pw-plan-name { font-size: 1.25rem; margin-bottom: .35rem; }
:where(.pws) .pw-plan-price { display: flex; align-items: baseline; gap: .15rem; margin: 1rem 0 1.5rem; color: var(--pw-heading-color); }
:where(.pws) .pw-plan-currency { font-size: 1.5rem; font-weight: 700; align-self: flex-start; margin-top: .35rem; }
:where(.pws) .pw-plan-amount { font-size: 3rem; font-weight: 800; line-height: 1; letter-spacing: -0.03em; }
:where(.pws) .pw-plan-period { color: var(--pws-muted); margin-left: .25rem; }
:where(.pws) .pw-plan-features { margin: 1.75rem 0 0; font-size: .9375rem; }
`;

function plans(b: Business) {
  return need(b.pricing, 'pricing', b);
}

export const commerce: SectionVariant[] = [
  {
    name: 'pricing-plans',
    title: 'Pricing: three plan cards',
    type: 'pricing',
    category: 'Commerce',
    description: 'Three plan cards with the middle one highlighted; each card is a payment plan card.',
    sample: 'northwind-cloud',
    build: (b, page) => {
      const p = plans(b);
      return {
        html: `<section class="pws pws-pricing-plans" id="pricing">
  <div class="container">
    ${heading(p.title, p.lead, p.kicker)}
    <div class="row g-4 justify-content-center align-items-stretch">
      ${p.plans
        .slice(0, 3)
        .map((plan) => `<div class="col-md-6 col-lg-4">\n        ${planCard(plan, page.plans)}\n      </div>`)
        .join('\n      ')}
    </div>
    <p class="text-center pws-muted mt-4 mb-0">${icon('shield-halved', 'me-2')}Prices include VAT where applicable. Cancel or change plan at any time.</p>
  </div>
</section>`,
        css: PLAN_CSS,
      };
    },
  },
  {
    name: 'pricing-duo',
    title: 'Pricing: two plans side by side',
    type: 'pricing',
    category: 'Commerce',
    description: 'Two plan cards on a tinted band, for simple offers or memberships.',
    sample: 'summit-academy',
    build: (b, page) => {
      const p = plans(b);
      return {
        html: `<section class="pws pws-pricing-duo pws-tone-tint" id="pricing">
  <div class="container">
    ${heading(p.title, p.lead, p.kicker)}
    <div class="row g-4 justify-content-center">
      ${p.plans
        .slice(0, 2)
        .map((plan) => `<div class="col-md-6 col-lg-5">\n        ${planCard(plan, page.plans)}\n      </div>`)
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: PLAN_CSS,
      };
    },
  },
  {
    name: 'pricing-offer',
    title: 'Pricing: single offer with guarantee',
    type: 'pricing',
    category: 'Commerce',
    description:
      'A sales-page offer: what is included on the left, one plan card and a guarantee on the right.',
    sample: 'brightpath-coaching',
    build: (b, page) => {
      const p = plans(b);
      const plan = p.plans.find((x) => x.featured) ?? p.plans[0]!;
      return {
        html: `<section class="pws pws-pricing-offer" id="order">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-6">
        ${heading(p.title, p.lead, p.kicker, 'start')}
        <ul class="pws-check pws-offer-list">
          ${plan.features.map((f) => `<li>${esc(f)}</li>`).join('\n          ')}
        </ul>
      </div>
      <div class="col-lg-5 offset-lg-1">
        ${planCard({ ...plan, features: [] }, page.plans)}
        <div class="pws-guarantee">${icon('medal')}<p class="mb-0"><strong>30-day guarantee.</strong> If it is not right for you, email us within 30 days for a full refund.</p></div>
      </div>
    </div>
  </div>
</section>`,
        css: `${PLAN_CSS}.pws-pricing-offer .pw-plan-features:empty { display: none; }
.pws-pricing-offer .pws-offer-list li { font-size: 1.0625rem; }
.pws-pricing-offer .pws-guarantee { display: flex; gap: 1rem; align-items: flex-start; margin-top: 1.5rem; padding: 1.25rem; border-radius: var(--pw-border-radius); border: 1px dashed var(--pws-line); }
.pws-pricing-offer .pws-guarantee i { font-size: 1.75rem; color: var(--pw-secondary-color); }
`,
      };
    },
  },
  {
    name: 'pricing-table',
    title: 'Pricing: comparison table',
    type: 'pricing',
    category: 'Commerce',
    description: 'Plans compared feature by feature in a responsive table.',
    sample: 'ledgerline',
    build: (b) => {
      const p = plans(b);
      const all = [...new Set(p.plans.flatMap((x) => x.features))];
      return {
        html: `<section class="pws pws-pricing-table">
  <div class="container">
    ${heading('Compare plans', 'Everything in each plan, side by side.', 'Details')}
    <div class="table-responsive pws-card" tabindex="0" role="region" aria-label="Plan comparison">
      <table class="table mb-0 align-middle">
        <thead>
          <tr><th scope="col">Feature</th>${p.plans.map((x) => `<th scope="col" class="text-center">${esc(x.name)}<span class="d-block pws-muted fw-normal">${esc(x.price)}${esc(x.period)}</span></th>`).join('')}</tr>
        </thead>
        <tbody>
          ${all
            .map(
              (f) =>
                `<tr><th scope="row" class="fw-normal">${esc(f)}</th>${p.plans
                  .map((x) =>
                    x.features.includes(f)
                      ? `<td class="text-center">${icon('check', 'pws-yes')}<span class="visually-hidden">Included</span></td>`
                      : `<td class="text-center">${icon('minus', 'pws-no')}<span class="visually-hidden">Not included</span></td>`,
                  )
                  .join('')}</tr>`,
            )
            .join('\n          ')}
        </tbody>
      </table>
    </div>
  </div>
</section>`,
        css: `.pws-pricing-table .table { --bs-table-bg: transparent; color: var(--pw-primary-text-color); border-color: var(--pws-line); min-width: 36rem; }
.pws-pricing-table .table > :not(caption) > * > * { padding: 1rem 1.25rem; border-bottom-color: var(--pws-line); }
.pws-pricing-table thead th { color: var(--pw-heading-color); font-size: 1.05rem; }
.pws-pricing-table .pws-yes { color: var(--pw-secondary-color); }
.pws-pricing-table .pws-no { color: var(--pws-muted); opacity: .6; }
.pws-pricing-table .table-responsive { padding: .5rem; }
`,
      };
    },
  },
];
