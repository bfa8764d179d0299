/**
 * Issue 25 "Stripe": the webhook checks the signature in the request and queues one `stripe-event`
 * job per event id, which records a paid checkout exactly once (events signed by the fake Stripe with
 * the real scheme) — a redelivery queues nothing, a job that fails is retried and records once, the
 * answer comes before the payment is recorded; unsigned, tampered, stale and wrongly signed
 * deliveries get a 400 with nothing queued or recorded; the owner's payments list (newest first, paged), totals per plan in the
 * plan's currency symbol, and the CSV export with its formula guard; another user sees a 404.
 */
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADER } from '../../src/api/auth.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import {
  call,
  createProject,
  createTestApp,
  listenOnLoopback,
  registerUser,
  type TestApp,
  type TestUser,
} from './helpers.ts';

const KEY = 'sk_test_webhookShop1234';
const SIGNING = 'whsec_projectSecret123';
const FALLBACK = 'whsec_serverFallback456';
const JOB_SCHEMA = `jobs_pay_${process.pid}_${Date.now().toString(36)}`;

let stripe: FakeStripe;
let t: TestApp;
let base: string;
let owner: TestUser;
let stranger: TestUser;
let project: { _id: string; page_list: { _id: string }[] };
let plans: { kit: string; club: string };

const webhookUrl = (projectId: string) => `${base}/api/stripe/webhook/${projectId}`;

/** A checkout session as the buy button would make it, through the real client path. */
async function session(planId: string, pageId: string) {
  const answer = await fetch(`${stripe.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mode: planId === plans.club ? 'subscription' : 'payment',
      success_url: 'http://shop.localhost/thanks',
      cancel_url: 'http://shop.localhost/',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': planId === plans.club ? 'gbp' : 'eur',
      'line_items[0][price_data][unit_amount]': planId === plans.club ? '900' : '4999',
      'line_items[0][price_data][product_data][name]': 'x',
      ...(planId === plans.club && { 'line_items[0][price_data][recurring][interval]': 'month' }),
      'metadata[pw_project_id]': project._id,
      'metadata[pw_page_id]': pageId,
      'metadata[pw_plan_id]': planId,
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { id: string }).id;
}

const list = async (user: TestUser, projectId: string, query = '') =>
  call(t.app, user.token, 'GET', `/api/payment/list_payments/${projectId}${query}`);

async function payments() {
  const answer = await list(owner, project._id, '?limit=100');
  expect(answer.status).toBe(200);
  return answer.body.payments as { stripe_session_id: string; customer_email: string }[];
}

/** The queue's `stripe-event` jobs (all, or one event's), with their state and retries. */
async function eventJobs(eventId?: string) {
  const result = (await t.app.store.db.execute(
    sql.raw(
      `SELECT data->>'eventId' AS event_id, state, retry_count FROM ${JOB_SCHEMA}.job WHERE name = 'stripe-event'${
        eventId ? ` AND data->>'eventId' = '${eventId}'` : ''
      }`,
    ),
  )) as unknown as { rows: { event_id: string; state: string; retry_count: number }[] };
  return result.rows;
}

/** Waits until `check` holds (the job runs after the webhook has answered). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const paymentsOf = async (sessionId: string) =>
  (await payments()).filter((payment) => payment.stripe_session_id === sessionId);

beforeAll(async () => {
  stripe = await startFakeStripe({ keys: [KEY] });
  t = await createTestApp({
    stripe: { apiBase: stripe.url, webhookSecret: FALLBACK },
    jobs: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2, pollingSeconds: 0.5, schema: JOB_SCHEMA },
  });
  base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
  owner = await registerUser(t.app, 'pay-owner');
  stranger = await registerUser(t.app, 'pay-stranger');
  project = await createProject(t.app, owner.token, 'Webhook shop');
  const add = async (body: Record<string, unknown>) =>
    (
      await call(t.app, owner.token, 'POST', '/api/pages_paymnet_plan/add_pages_payment_plan', {
        project_id: project._id,
        ...body,
      })
    ).body.plan._id as string;
  plans = {
    kit: await add({ plan_title: 'Starter kit', plan_price: 49.99, currency_type: 'EUR' }),
    club: await add({ plan_title: 'Club', plan_price: 9, currency_type: 'GBP', billing_interval: 'month' }),
  };
  const keys = await call(t.app, owner.token, 'PUT', '/api/project_configuration/update_stripe_keys', {
    project_id: project._id,
    publishable_key: 'pk_test_1',
    secret_key: KEY,
    webhook_secret: SIGNING,
  });
  expect(keys.status).toBe(200);
  stripe.setWebhook(webhookUrl(project._id), SIGNING);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe('update_stripe_keys with a webhook signing secret', () => {
  it('stores it sealed and never answers it', async () => {
    const keys = await call(
      t.app,
      owner.token,
      'GET',
      `/api/project_configuration/get_stripe_keys/${project._id}`,
    );
    expect(keys.body.stripe_keys.has_webhook_secret).toBe(true);
    expect(JSON.stringify(keys.body)).not.toContain('whsec_');
    const rows = await t.app.store.db.execute(
      `SELECT webhook_secret_sealed FROM project_payment_keys WHERE project_id = '${project._id}'` as never,
    );
    expect(JSON.stringify(rows)).not.toContain('projectSecret');
  });

  it('refuses something that is not a signing secret', async () => {
    const answer = await call(t.app, owner.token, 'PUT', '/api/project_configuration/update_stripe_keys', {
      project_id: project._id,
      publishable_key: 'pk_test_1',
      webhook_secret: 'not a secret',
    });
    expect(answer.status).toBe(400);
  });
});

describe('POST /api/stripe/webhook/{project_id}', () => {
  it('records a paid checkout once, even when the event is delivered twice', async () => {
    const id = await session(plans.kit, project.page_list[0]!._id);
    const paid = await stripe.pay(id, 'ada@example.com');
    expect(paid.webhookStatus).toBe(200);
    const { payload } = stripe.completedEvent(id);
    const eventId = JSON.parse(payload).id as string;
    await eventually(
      () => paymentsOf(id),
      (rows) => rows.length > 0,
    );
    const again = await stripe.deliver(webhookUrl(project._id), payload, SIGNING);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ code: 200, queued: false });
    expect(await eventJobs(eventId)).toEqual([expect.objectContaining({ state: 'completed' })]);
    const mine = await paymentsOf(id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      customer_email: 'ada@example.com',
      plan_id: plans.kit,
      plan_title: 'Starter kit',
      page_id: project.page_list[0]!._id,
      page_slug: 'index',
      amount_minor: 4999,
      amount: 49.99,
      currency: 'EUR',
      currency_symbol: '€',
      mode: 'payment',
    });
  });

  it('records a second event about the same session (a new event id) nothing new', async () => {
    const id = await session(plans.kit, project.page_list[0]!._id);
    await stripe.pay(id, 'bo@example.com');
    const event = JSON.parse(stripe.completedEvent(id).payload);
    const other = JSON.stringify({ ...event, id: 'evt_test_another' });
    const answer = await stripe.deliver(webhookUrl(project._id), other, SIGNING);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ queued: true });
    const job = await eventually(
      () => eventJobs('evt_test_another'),
      (rows) => rows[0]?.state === 'completed',
    );
    expect(job).toEqual([expect.objectContaining({ state: 'completed' })]);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('answers 200 before the payment is recorded: the queued job records it', async () => {
    const id = await session(plans.kit, project.page_list[0]!._id);
    stripe.sessions.get(id)!.payment_status = 'paid';
    stripe.sessions.get(id)!.customer_details = { email: 'later@example.com' };
    const { payload } = stripe.completedEvent(id);
    const record = t.app.store.payments.record.bind(t.app.store.payments);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(t.app.store.payments, 'record').mockImplementation(async (input) => {
      await held;
      return record(input);
    });
    const answer = await stripe.deliver(webhookUrl(project._id), payload, SIGNING);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ code: 200, queued: true });
    expect(await paymentsOf(id)).toHaveLength(0);
    release();
    const mine = await eventually(
      () => paymentsOf(id),
      (rows) => rows.length > 0,
    );
    expect(mine).toEqual([expect.objectContaining({ customer_email: 'later@example.com' })]);
  });

  it('retries a job that failed (a transient database error) and records the payment once', async () => {
    const id = await session(plans.kit, project.page_list[0]!._id);
    stripe.sessions.get(id)!.payment_status = 'paid';
    stripe.sessions.get(id)!.customer_details = { email: 'retry@example.com' };
    const { payload } = stripe.completedEvent(id);
    const eventId = JSON.parse(payload).id as string;
    const record = vi
      .spyOn(t.app.store.payments, 'record')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    const answer = await stripe.deliver(webhookUrl(project._id), payload, SIGNING);
    expect(answer.status).toBe(200);
    // Delivered again while the job waits for its retry: still one job.
    expect(await (await stripe.deliver(webhookUrl(project._id), payload, SIGNING)).json()).toMatchObject({
      queued: false,
    });
    const jobs = await eventually(
      () => eventJobs(eventId),
      (rows) => rows[0]?.state === 'completed',
    );
    expect(jobs).toEqual([expect.objectContaining({ state: 'completed', retry_count: 1 })]);
    expect(record).toHaveBeenCalledTimes(2);
    expect(await paymentsOf(id)).toEqual([expect.objectContaining({ customer_email: 'retry@example.com' })]);
  });

  it('refuses unsigned, tampered, wrongly signed and stale deliveries with 400, recording nothing', async () => {
    const id = await session(plans.kit, project.page_list[0]!._id);
    stripe.sessions.get(id)!.payment_status = 'paid';
    stripe.sessions.get(id)!.customer_details = { email: 'eve@example.com' };
    const { payload } = stripe.completedEvent(id);
    const before = (await payments()).length;
    const jobsBefore = (await eventJobs()).length;
    const unsigned = await fetch(webhookUrl(project._id), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    const tampered = payload.replace('"amount_total":4999', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    const answers = [
      unsigned,
      await stripe.deliver(webhookUrl(project._id), payload, 'whsec_somebodyElse'),
      await stripe.deliver(webhookUrl(project._id), payload, SIGNING, Math.floor(Date.now() / 1000) - 3600),
      // Signed over one body, sent with another.
      await fetch(webhookUrl(project._id), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': new Stripe('sk_test_x').webhooks.generateTestHeaderString({
            payload,
            secret: SIGNING,
          }),
        },
        body: tampered,
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { code: number; message: string };
      expect(body.code).toBe(400);
      expect(body.message).toMatch(/signature/i);
    }
    expect((await eventJobs()).length).toBe(jobsBefore);
    expect((await payments()).length).toBe(before);
  });

  it('uses STRIPE_WEBHOOK_SECRET for a project that stored no signing secret', async () => {
    const plain = await createProject(t.app, owner.token, 'Fallback shop');
    const event = JSON.stringify({
      id: 'evt_test_fallback',
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_fallback',
          object: 'checkout.session',
          amount_total: 1200,
          currency: 'usd',
          mode: 'payment',
          payment_status: 'paid',
          customer_details: { email: 'fallback@example.com' },
          payment_intent: 'pi_test_fallback',
          metadata: { pw_project_id: plain._id },
        },
      },
    });
    expect((await stripe.deliver(webhookUrl(plain._id), event, SIGNING)).status).toBe(400);
    const answer = await stripe.deliver(webhookUrl(plain._id), event, FALLBACK);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ queued: true });
    const listed = await eventually(
      () => list(owner, plain._id),
      (answer) => answer.body.payments?.length > 0,
    );
    expect(listed.body.payments).toHaveLength(1);
    expect(listed.body.payments[0]).toMatchObject({
      amount: 12,
      currency: 'USD',
      currency_symbol: '$',
      plan_id: null,
    });
  });

  it('answers 200 without recording events that are not a paid checkout of this project', async () => {
    const before = (await payments()).length;
    const event = (object: Record<string, unknown>, type = 'checkout.session.completed') =>
      JSON.stringify({
        id: `evt_test_${Math.random().toString(16).slice(2)}`,
        object: 'event',
        created: 1,
        type,
        data: { object },
      });
    const session = {
      object: 'checkout.session',
      amount_total: 5,
      currency: 'usd',
      metadata: { pw_project_id: project._id },
    };
    for (const payload of [
      event({ ...session, id: 'cs_test_unpaid', payment_status: 'unpaid' }),
      event({
        ...session,
        id: 'cs_test_elsewhere',
        payment_status: 'paid',
        metadata: { pw_project_id: 'x' },
      }),
      event({ id: 'pi_1', object: 'payment_intent' }, 'payment_intent.succeeded'),
    ]) {
      const answer = await stripe.deliver(webhookUrl(project._id), payload, SIGNING);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ queued: false });
    }
    expect((await payments()).length).toBe(before);
  });

  it('is a 404 for an unknown project and a 400 for a bad id', async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'x', data: { object: {} } });
    expect(
      (await stripe.deliver(webhookUrl('00000000-0000-4000-8000-000000000000'), payload, SIGNING)).status,
    ).toBe(404);
    expect((await stripe.deliver(webhookUrl('nope'), payload, SIGNING)).status).toBe(400);
  });
});

describe('the payments list, totals and CSV', () => {
  // Its own payments, so the list is never empty whatever ran before: a kit, then (newest) the club.
  beforeAll(async () => {
    const kit = await session(plans.kit, project.page_list[0]!._id);
    await stripe.pay(kit, 'ada@example.com');
    await eventually(
      () => paymentsOf(kit),
      (rows) => rows.length > 0,
    );
    const club = await session(plans.club, project.page_list[0]!._id);
    await stripe.pay(club, '=HYPERLINK("http://evil.example")@x.example');
    await eventually(
      () => paymentsOf(club),
      (rows) => rows.length > 0,
    );
  });

  it('lists newest first, paged, with totals per plan in its currency symbol', async () => {
    const all = await list(owner, project._id, '?limit=100');
    expect(all.status).toBe(200);
    const { payments: rows, totals, total } = all.body;
    expect(total).toBe(rows.length);
    expect(rows[0]).toMatchObject({
      plan_title: 'Club',
      mode: 'subscription',
      currency_symbol: '£',
      amount: 9,
    });
    expect(rows[0].stripe_subscription).toMatch(/^sub_test_/);
    const times = rows.map((row: { paid_at: string }) => row.paid_at);
    expect([...times].sort().reverse()).toEqual(times);
    const kitCount = rows.filter((row: { plan_id: string }) => row.plan_id === plans.kit).length;
    expect(totals).toEqual([
      {
        plan_id: plans.club,
        plan_title: 'Club',
        currency: 'GBP',
        currency_symbol: '£',
        count: 1,
        amount_minor: 900,
        amount: 9,
      },
      {
        plan_id: plans.kit,
        plan_title: 'Starter kit',
        currency: 'EUR',
        currency_symbol: '€',
        count: kitCount,
        amount_minor: 4999 * kitCount,
        amount: (4999 * kitCount) / 100,
      },
    ]);
    const paged = await list(owner, project._id, '?page=2&limit=1');
    expect(paged.body.payments).toHaveLength(1);
    expect(paged.body.payments[0]._id).toBe(rows[1]._id);
    expect(paged.body.totals).toEqual(totals);
  });

  it('exports text/csv with a file name, formulas neutralised', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/payment/export_payments_csv/${project._id}`,
      headers: { [AUTH_HEADER]: owner.token },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="Webhook-shop-payments\.csv"$/,
    );
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"paid_at","plan","amount","currency","customer_email","page","mode","stripe_session_id","stripe_payment_intent","stripe_subscription"',
    );
    expect(lines[1]).toContain(
      `"Club","9","GBP","'=HYPERLINK(""http://evil.example"")@x.example","index","subscription"`,
    );
    expect(lines.some((line) => line.includes('"Starter kit","49.99","EUR","ada@example.com"'))).toBe(true);
  });

  it("another user's project is a 404, for the list and the export; an empty project lists nothing", async () => {
    expect((await list(stranger, project._id)).status).toBe(404);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/payment/export_payments_csv/${project._id}`,
      headers: { [AUTH_HEADER]: stranger.token },
    });
    expect(csv.statusCode).toBe(404);
    expect(csv.json()).toMatchObject({ code: 404 });
    expect((await list(owner, project._id)).body.total).toBeGreaterThan(0);
    const empty = await createProject(t.app, stranger.token, 'Nothing sold');
    expect((await list(stranger, empty._id)).body).toMatchObject({ payments: [], totals: [], total: 0 });
    expect((await call(t.app, undefined, 'GET', `/api/payment/list_payments/${project._id}`)).status).toBe(
      401,
    );
  });
});

describe('hostile input', () => {
  it('answers 4xx in the envelope, never 5xx, and records nothing', async () => {
    const before = (await payments()).length;
    const url = `/api/stripe/webhook/${project._id}`;
    const bodies: [string, string][] = [
      ['application/json', `{"id":"evt\u0000x"}`],
      ['application/json', `"${'m'.repeat(1_000_000)}"`],
      ['application/json', `${'['.repeat(5000)}1${']'.repeat(5000)}`],
      ['application/json', 'not json at all'],
      ['application/json; charset=latin1', '{}'],
      ['text/plain', '{}'],
      ['application/x-www-form-urlencoded', 'a=1'],
    ];
    for (const [type, payload] of bodies) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type, 'stripe-signature': 't=1,v1=abc' },
        payload,
      });
      expect(answer.statusCode, `${type} ${payload.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ code: answer.statusCode });
    }
    for (const query of ['?page=0', '?limit=1000', '?page=x', '?limit=%00']) {
      const answer = await list(owner, project._id, query);
      expect(answer.status, query).toBe(400);
    }
    for (const path of [
      'list_payments/nope',
      'export_payments_csv/nope',
      `list_payments/${'x'.repeat(5000)}`,
    ]) {
      const answer = await call(t.app, owner.token, 'GET', `/api/payment/${path}`);
      // 400 for a bad id; 414 for an address longer than the server reads.
      expect([400, 414], path.slice(0, 40)).toContain(answer.status);
      expect(answer.body).toMatchObject({ code: answer.status });
    }
    expect((await payments()).length).toBe(before);
  });
});
