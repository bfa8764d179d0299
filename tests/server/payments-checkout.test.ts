/**
 * Issue 25 "Stripe": a published page's buy buttons start a Stripe Checkout Session on the site's own
 * origin, against a local fake Stripe speaking the real API (tests/support/fake-stripe.ts) through the
 * official `stripe` client. What is bought comes from the stored plan only; each failure (unknown plan,
 * another project's plan, no key, a key Stripe refuses, a changed page) is a page a visitor understands.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../src/server/sites/checkout-routes.ts';
import { buyButtons, wireBuyButtons } from '../../src/server/sites/checkout-wiring.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import {
  call,
  createProject,
  createTestApp,
  listenOnLoopback,
  registerUser,
  requestAsHost,
  sitesFor,
  type TestApp,
  type TestUser,
} from './helpers.ts';

const GOOD_KEY = 'sk_test_goodKey4242';

let stripe: FakeStripe;
let t: TestApp;
let sites: FastifyInstance;
let port: number;
let owner: TestUser;

type Project = { _id: string; preview_domain: string; page_list: { _id: string; page_slug: string }[] };

const page = (body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>Offer</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

async function save(token: string, projectId: string, slug: string, html: string) {
  const answer = await call(t.app, token, 'POST', '/api/project/user_template', {
    project_id: projectId,
    slug_name: slug,
    html,
    css: '',
    javascript: '',
  });
  expect(answer.status).toBe(200);
}

async function addPlan(token: string, projectId: string, plan: Record<string, unknown>) {
  const answer = await call(t.app, token, 'POST', '/api/pages_paymnet_plan/add_pages_payment_plan', {
    project_id: projectId,
    ...plan,
  });
  expect(answer.status).toBe(200);
  return answer.body.plan as { _id: string };
}

async function setKeys(token: string, projectId: string, secret?: string) {
  const answer = await call(t.app, token, 'PUT', '/api/project_configuration/update_stripe_keys', {
    project_id: projectId,
    publishable_key: 'pk_test_abc',
    ...(secret && { secret_key: secret }),
  });
  expect(answer.status).toBe(200);
}

/** The hidden fields of the wired buy form `index` on the served page. */
function buyFields(html: string, index = 0): Record<string, string> {
  const form = new RegExp(`<form id="pw-buy-${index}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1]!] = match[2]!;
  return fields;
}

const get = (host: string, path: string) =>
  requestAsHost(port, host, 'GET', path, { headers: { accept: 'text/html' } });

function buy(host: string, fields: Record<string, string>, json = false) {
  return requestAsHost(port, host, 'POST', '/_pw/checkout', {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: json ? 'application/json' : 'text/html',
    },
  });
}

let shop: Project;
let plan: { _id: string };
let monthly: { _id: string };
let yen: { _id: string };

beforeAll(async () => {
  stripe = await startFakeStripe({ keys: [GOOD_KEY] });
  t = await createTestApp({ stripe: { apiBase: stripe.url } });
  owner = await registerUser(t.app, 'shop-owner');
  sites = sitesFor(t);
  port = await listenOnLoopback(sites);
  shop = (await createProject(t.app, owner.token, 'Kettle Shop')) as Project;
  plan = await addPlan(owner.token, shop._id, {
    plan_title: 'Starter kit',
    plan_description: 'Everything to begin',
    plan_price: 49.99,
    currency_type: 'EUR',
  });
  monthly = await addPlan(owner.token, shop._id, {
    plan_title: 'Club',
    plan_price: 9,
    currency_type: 'GBP',
    billing_interval: 'month',
  });
  yen = await addPlan(owner.token, shop._id, { plan_title: 'Tea', plan_price: 500, currency_type: 'JPY' });
  await setKeys(owner.token, shop._id, GOOD_KEY);
  await save(
    owner.token,
    shop._id,
    'index',
    page(`<main><h1>Kettles</h1>
<a class="btn btn-primary btn-lg" href="#" data-pw-payment="true" data-pw-plan="${plan._id}" data-pw-next="/welcome">Buy now</a>
<div class="card"><button class="btn btn-outline-dark" data-pw-plan="${monthly._id}">Join the club</button></div>
<a class="btn btn-light" href="#" data-pw-plan="${yen._id}">Buy tea</a>
<a class="btn" href="/about">About</a>
<script>var s = '<a data-pw-plan="x">';</script></main>`),
  );
  const added = await call(t.app, owner.token, 'POST', '/api/page/add_page', {
    project_id: shop._id,
    page_name: 'Welcome',
    page_slug: 'welcome',
  });
  expect(added.status).toBe(200);
  await save(owner.token, shop._id, 'welcome', page('<h1>Welcome aboard</h1>'));
});
afterAll(async () => {
  await sites?.close();
  await t?.close();
  await stripe?.close();
});

describe('buy buttons on a published page', () => {
  it('become submit buttons of forms posting to the site, keeping their look and label', async () => {
    const html = (await get(shop.preview_domain, '/')).body;
    expect(html).toContain(
      '<button type="submit" form="pw-buy-0" class="btn btn-primary btn-lg" data-pw-payment="true"',
    );
    expect(html).toMatch(/form="pw-buy-0"[^>]*>Buy now<\/button>/);
    expect(html).toContain('<button type="submit" form="pw-buy-1" class="btn btn-outline-dark"');
    expect(html).toMatch(/<form id="pw-buy-0" action="\/_pw\/checkout" method="post" data-pw-buy/);
    expect(html).toContain('<a class="btn" href="/about">About</a>');
    expect(html).toContain(`var s = '<a data-pw-plan="x">';`);
    expect(buyFields(html, 0)._pw_buy).toBe('0');
    expect(buyButtons(html).get('0')).toEqual({ planId: plan._id, nextPath: '/welcome' });
    expect(buyButtons(html).get('1')).toEqual({ planId: monthly._id, nextPath: undefined });
    // The page script that sends them by fetch comes once.
    expect(html.match(/addEventListener\('pageshow'/g)).toHaveLength(1);
  });

  it('leave a page without plan references unchanged', () => {
    const html = page('<a class="btn" href="#" data-pw-payment="true">Buy now</a>');
    expect(wireBuyButtons(html, { pageId: shop._id })).toBe(html);
  });
});

describe('POST /_pw/checkout', () => {
  it('answers 303 to the Stripe checkout, priced from the stored plan even when the request carries an amount', async () => {
    const html = (await get(shop.preview_domain, '/')).body;
    const before = stripe.requests.length;
    const answer = await buy(shop.preview_domain, {
      ...buyFields(html, 0),
      amount: '1',
      unit_amount: '1',
      currency: 'usd',
      plan_price: '0.01',
      _pw_plan: monthly._id,
    });
    expect(answer.status).toBe(303);
    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe(`Bearer ${GOOD_KEY}`);
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(answer.headers.location).toBe(session.url);
    expect(session.url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);
    expect(session.mode).toBe('payment');
    expect(session.amount_total).toBe(4999);
    expect(session.currency).toBe('eur');
    expect(session.line_items).toEqual([
      { name: 'Starter kit', unit_amount: 4999, currency: 'eur', interval: null, quantity: 1 },
    ]);
    expect(session.metadata).toEqual({
      pw_project_id: shop._id,
      pw_page_id: shop.page_list[0]!._id,
      pw_plan_id: plan._id,
    });
    expect(session.success_url).toBe(
      `http://${shop.preview_domain}/welcome?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`http://${shop.preview_domain}/`);
  });

  it('opens a subscription for a monthly plan, and goes to the thank-you page without a next page', async () => {
    const html = (await get(shop.preview_domain, '/')).body;
    const answer = await buy(shop.preview_domain, buyFields(html, 1), true);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body);
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(body).toEqual({ code: 200, message: 'Checkout started', redirect: session.url });
    expect(session.mode).toBe('subscription');
    expect(session.line_items[0]).toMatchObject({ unit_amount: 900, currency: 'gbp', interval: 'month' });
    expect(session.success_url).toMatch(
      new RegExp(
        `^http://${shop.preview_domain}/_pw/checkout/thanks\\?page=[0-9a-f-]{36}&session_id=\\{CHECKOUT_SESSION_ID\\}$`,
      ),
    );
    const landing = new URL(session.success_url.replace('{CHECKOUT_SESSION_ID}', 'cs_x'));
    const thanks = await get(shop.preview_domain, `${landing.pathname}${landing.search}`);
    expect(thanks.status).toBe(200);
    expect(thanks.body).toContain('Thank you for your payment');
  });

  it('counts a zero-decimal currency in whole units (¥500 is 500)', async () => {
    const html = (await get(shop.preview_domain, '/')).body;
    expect((await buy(shop.preview_domain, buyFields(html, 2))).status).toBe(303);
    expect([...stripe.sessions.values()].at(-1)!.amount_total).toBe(500);
  });

  it('refuses a button the page does not have, or a page of another project', async () => {
    const html = (await get(shop.preview_domain, '/')).body;
    const before = stripe.requests.length;
    const missing = await buy(shop.preview_domain, { ...buyFields(html, 0), _pw_buy: '9' });
    expect(missing.status).toBe(400);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('This button has changed since the page was opened');
    expect(missing.body).toContain('role="alert"');
    const noPage = await buy(shop.preview_domain, { _pw_buy: '0' }, true);
    expect(noPage.status).toBe(400);
    expect(stripe.requests.length).toBe(before);
  });
});

describe('on a published domain', () => {
  it('the published copy carries the wired buttons and takes the checkout on its own origin', async () => {
    const attached = await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: shop._id,
      domain: 'shop.kettle-e2e.example',
    });
    expect(attached.status).toBe(200);
    expect(
      (await call(t.app, owner.token, 'POST', '/api/project/publish', { project_id: shop._id })).status,
    ).toBe(200);
    const html = (await get('shop.kettle-e2e.example', '/')).body;
    expect(html).toContain('<form id="pw-buy-0" action="/_pw/checkout" method="post" data-pw-buy');
    const answer = await buy('shop.kettle-e2e.example', buyFields(html, 0));
    expect(answer.status).toBe(303);
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(answer.headers.location).toBe(session.url);
    expect(session.amount_total).toBe(4999);
    expect(session.success_url).toBe(
      'http://shop.kettle-e2e.example/welcome?session_id={CHECKOUT_SESSION_ID}',
    );
  });
});

describe('clear errors, nothing sent to Stripe', () => {
  let other: Project;
  let deleted: { _id: string };
  let foreign: { _id: string };

  beforeAll(async () => {
    other = (await createProject(t.app, owner.token, 'Second Shop')) as Project;
    const stranger = await registerUser(t.app, 'stranger');
    const theirs = (await createProject(t.app, stranger.token, 'Their shop')) as Project;
    foreign = await addPlan(stranger.token, theirs._id, {
      plan_title: 'Theirs',
      plan_price: 5,
      currency_type: 'USD',
    });
    deleted = await addPlan(owner.token, other._id, {
      plan_title: 'Gone',
      plan_price: 5,
      currency_type: 'USD',
    });
    expect(
      (
        await call(
          t.app,
          owner.token,
          'DELETE',
          `/api/pages_paymnet_plan/delete_pages_payment_plan/${deleted._id}/${other._id}`,
        )
      ).status,
    ).toBe(200);
    await save(
      owner.token,
      other._id,
      'index',
      page(`<a class="btn" href="#" data-pw-plan="${deleted._id}">Gone</a>
<a class="btn" href="#" data-pw-plan="${foreign._id}">Theirs</a>
<a class="btn" href="#" data-pw-plan="${plan._id}">From the first shop</a>`),
    );
  });

  const tryBuy = async (index: number) => {
    const html = (await get(other.preview_domain, '/')).body;
    const before = stripe.requests.length;
    const page = await buy(other.preview_domain, buyFields(html, index));
    const json = await buy(other.preview_domain, buyFields(html, index), true);
    expect(stripe.requests.length).toBe(before);
    return { page, json: { status: json.status, body: JSON.parse(json.body) } };
  };

  it('an unknown plan', async () => {
    await setKeys(owner.token, other._id, GOOD_KEY);
    const { page, json } = await tryBuy(0);
    expect(page.status).toBe(409);
    expect(page.body).toContain(CHECKOUT_MESSAGES.unknownPlan);
    expect(page.body).toContain('<a href="/">Back to the page</a>');
    expect(json).toEqual({ status: 409, body: { code: 409, message: CHECKOUT_MESSAGES.unknownPlan } });
  });

  it("a plan of another project (another user's, or the same owner's other site)", async () => {
    for (const index of [1, 2]) {
      const { page, json } = await tryBuy(index);
      expect(page.status).toBe(409);
      expect(page.body).toContain(CHECKOUT_MESSAGES.otherProject);
      expect(json.body.message).toBe(CHECKOUT_MESSAGES.otherProject);
    }
  });

  it('no Stripe secret key: "This site cannot take payments yet"', async () => {
    const bare = (await createProject(t.app, owner.token, 'No keys yet')) as Project;
    const own = await addPlan(owner.token, bare._id, {
      plan_title: 'Kit',
      plan_price: 10,
      currency_type: 'USD',
    });
    await save(
      owner.token,
      bare._id,
      'index',
      page(`<a class="btn" href="#" data-pw-plan="${own._id}">Buy</a>`),
    );
    const html = (await get(bare.preview_domain, '/')).body;
    const before = stripe.requests.length;
    const answer = await buy(bare.preview_domain, buyFields(html, 0));
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('This site cannot take payments yet');
    expect(stripe.requests.length).toBe(before);
  });

  it('a key Stripe refuses (401 from Stripe), without the key in the answer', async () => {
    const refused = (await createProject(t.app, owner.token, 'Bad key shop')) as Project;
    const own = await addPlan(owner.token, refused._id, {
      plan_title: 'Kit',
      plan_price: 10,
      currency_type: 'USD',
    });
    await setKeys(owner.token, refused._id, 'sk_test_revokedKey9999');
    await save(
      owner.token,
      refused._id,
      'index',
      page(`<a class="btn" href="#" data-pw-plan="${own._id}">Buy</a>`),
    );
    const html = (await get(refused.preview_domain, '/')).body;
    const before = stripe.requests.length;
    const answer = await buy(refused.preview_domain, buyFields(html, 0));
    expect(stripe.requests.length).toBe(before + 1);
    expect(stripe.requests.at(-1)!.authorization).toBe('Bearer sk_test_revokedKey9999');
    expect(answer.status).toBe(502);
    expect(answer.body).toContain(CHECKOUT_MESSAGES.keyRefused);
    expect(answer.body).not.toContain('sk_test_');
  });
});
