/**
 * A local Stripe for tests (issue 25 "Tests: local fakes speaking the real shapes"), on 127.0.0.1 with
 * a random port. It answers what the official `stripe` client sends and reads:
 * - `POST /v1/checkout/sessions`: form-encoded with bracketed keys (`line_items[0][price_data][currency]`),
 *   `Authorization: Bearer {secret key}`; answers a Checkout Session object (`id`, `url`, `amount_total`,
 *   `currency`, `mode`, `metadata`, …). An unknown key is a 401 with Stripe's error body
 *   `{error: {type, message, code}}`; a missing field is a 400 `invalid_request_error`.
 * - `GET /c/pay/{session id}`: a small checkout page (the plan, the price, an email field, "Pay");
 *   `POST` there pays: the session becomes `complete`/`paid`, a signed `checkout.session.completed`
 *   event goes to the webhook address set with `setWebhook`, and the browser is sent (303) to the
 *   session's `success_url` with `{CHECKOUT_SESSION_ID}` filled in.
 * Events are signed with the real scheme (`stripe.webhooks.generateTestHeaderString`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  success_url: string;
  cancel_url: string;
  url: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { email: string } | null;
  payment_intent: string | null;
  subscription: string | null;
  line_items: { name: string; unit_amount: number; currency: string; interval: string | null }[];
  created: number;
  expires_at: number;
  livemode: false;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly form: Record<string, unknown>;
}

export interface FakeStripe {
  /** `http://127.0.0.1:{port}`: the server's `STRIPE_API_BASE`. */
  readonly url: string;
  readonly sessions: Map<string, FakeSession>;
  readonly requests: RecordedRequest[];
  /** Secret keys the fake accepts. */
  readonly validKeys: Set<string>;
  /** Where paying sends the signed event, and with which signing secret. */
  setWebhook(url: string, secret: string): void;
  /** The signed `checkout.session.completed` event for a paid session (as Stripe would send it). */
  completedEvent(sessionId: string): { payload: string; eventId: string };
  /** Marks a session paid (as the checkout page's Pay does) and delivers its event when a webhook is set. */
  pay(sessionId: string, email: string): Promise<{ successUrl: string; webhookStatus?: number }>;
  /** POSTs `payload` to `url` with a `Stripe-Signature` header made with `secret` (at `timestamp`, seconds). */
  deliver(url: string, payload: string, secret: string, timestamp?: number): Promise<Response>;
  close(): Promise<void>;
}

const signer = new Stripe('sk_test_signer');

/** `a[b][0][c]=x` pairs → nested objects and arrays, as Stripe reads its form bodies. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split('[').map((part, index) => (index === 0 ? part : part.replace(/]$/, '')));
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const stripeError = (status: number, type: string, message: string, code?: string) => ({
  status,
  body: { error: { type, message, ...(code && { code }) } },
});

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startFakeStripe(options: { keys?: readonly string[] } = {}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const requests: RecordedRequest[] = [];
  const validKeys = new Set(options.keys ?? []);
  const events = new Map<string, string>();
  let webhook: { url: string; secret: string } | undefined;
  let base = '';

  const createSession = (authorization: string | undefined, form: Record<string, unknown>) => {
    const key = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!key || !validKeys.has(key))
      return stripeError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key ? `${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}` : '(none)'}`,
        'api_key_invalid',
      );
    const items = (form.line_items ?? []) as {
      quantity?: string;
      price_data?: {
        currency?: string;
        unit_amount?: string;
        product_data?: { name?: string };
        recurring?: { interval?: string };
      };
    }[];
    const mode = form.mode;
    if (mode !== 'payment' && mode !== 'subscription')
      return stripeError(400, 'invalid_request_error', 'Missing required param: mode.', 'parameter_missing');
    if (typeof form.success_url !== 'string')
      return stripeError(
        400,
        'invalid_request_error',
        'Missing required param: success_url.',
        'parameter_missing',
      );
    const lineItems = items.map((item) => ({
      name: item.price_data?.product_data?.name ?? '',
      unit_amount: Number(item.price_data?.unit_amount),
      currency: item.price_data?.currency ?? '',
      interval: item.price_data?.recurring?.interval ?? null,
      quantity: Number(item.quantity ?? 1),
    }));
    if (
      lineItems.length === 0 ||
      lineItems.some((item) => !Number.isInteger(item.unit_amount) || !item.currency)
    )
      return stripeError(400, 'invalid_request_error', 'Invalid line_items.', 'parameter_invalid_integer');
    if (mode === 'subscription' && lineItems.some((item) => !item.interval))
      return stripeError(
        400,
        'invalid_request_error',
        'You must provide at least one recurring price in `subscription` mode when using prices.',
      );
    const sessionId = id('cs');
    const now = Math.floor(Date.now() / 1000);
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
      amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
      currency: lineItems[0]!.currency,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      success_url: form.success_url,
      cancel_url: typeof form.cancel_url === 'string' ? form.cancel_url : '',
      url: `${base}/c/pay/${sessionId}`,
      metadata: (form.metadata ?? {}) as Record<string, string>,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      customer_email: null,
      customer_details: null,
      payment_intent: null,
      subscription: null,
      line_items: lineItems,
      created: now,
      expires_at: now + 24 * 3600,
      livemode: false,
    };
    sessions.set(sessionId, session);
    const { line_items: _items, ...answer } = session;
    return { status: 200, body: answer };
  };

  const eventFor = (session: FakeSession) => {
    const eventId = events.get(session.id) ?? id('evt');
    events.set(session.id, eventId);
    const { line_items: _items, ...object } = session;
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    return { payload, eventId };
  };

  const deliver = (url: string, payload: string, secret: string, timestamp?: number) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret,
          ...(timestamp !== undefined && { timestamp }),
        }),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });

  const pay = async (sessionId: string, email: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.customer_details = { email };
    if (session.mode === 'subscription') session.subscription ??= id('sub');
    else session.payment_intent ??= id('pi');
    let webhookStatus: number | undefined;
    if (webhook) {
      const response = await deliver(webhook.url, eventFor(session).payload, webhook.secret);
      webhookStatus = response.status;
    }
    return { successUrl: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id), webhookStatus };
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(body));
  };

  const checkoutPage = (session: FakeSession) => {
    const item = session.line_items[0]!;
    const amount = (session.amount_total / 100).toFixed(2);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Pay ${escapeHtml(item.name)}</h1>
<p data-testid="amount">${escapeHtml(session.currency.toUpperCase())} ${amount}${item.interval ? ` per ${escapeHtml(item.interval)}` : ''}</p>
<form method="post"><label>Email <input name="email" type="email" required></label>
<button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p></main></body></html>`;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      const body = await readBody(request);
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = parseStripeForm(body);
        requests.push({
          method: 'POST',
          path: url.pathname,
          authorization: request.headers.authorization,
          form,
        });
        const answer = createSession(request.headers.authorization, form);
        return send(response, answer.status, answer.body);
      }
      const pagePath = /^\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
      const session = pagePath ? sessions.get(pagePath[1]!) : undefined;
      if (session && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(checkoutPage(session));
      }
      if (session && request.method === 'POST') {
        const email = new URLSearchParams(body).get('email') ?? 'buyer@example.com';
        const { successUrl } = await pay(session.id, email);
        response.writeHead(303, { location: successUrl });
        return response.end();
      }
      send(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
        },
      });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    sessions,
    requests,
    validKeys,
    setWebhook(url, secret) {
      webhook = { url, secret };
    },
    completedEvent(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return eventFor(session);
    },
    pay,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
