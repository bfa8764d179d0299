/**
 * CONTRACT auth calls: register, login, logout, forgot/reset password, token kinds, expiry. The limits
 * (issue 22 §4) are in auth-limits.test.ts, the cost of hashes in password.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema.ts';
import { listOutbox, type MailMessage } from '../../src/server/mail/mailer.ts';
import { call, createTestApp, registerUser, TEST_PASSWORD, type TestApp, uniqueEmail } from './helpers.ts';

let t: TestApp;
/** Every mail the app hands its mailer, as the mailer gets it (the outbox keeps no token). */
const sent: MailMessage[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const outbox = t.app.store.mailer;
  t.app.store.mailer = {
    async send(message) {
      sent.push(message);
      await outbox.send(message);
    },
  };
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each login comes from its own address unless one is given. */
const login = async (email: string, password: string, remoteAddress = `10.0.0.${++addressCounter}`) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/app_api/login',
    payload: { email, password },
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
};

describe('register and login', () => {
  it('registers and answers both tokens and the customer', async () => {
    const email = uniqueEmail('Reg');
    const { status, body } = await call(t.app, undefined, 'POST', '/api/app_api/register', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      password: TEST_PASSWORD,
    });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.payment_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.payment_token).not.toBe(body.token);
    expect(body.customer).toEqual({
      _id: expect.any(String),
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: email.toLowerCase(),
      userType: 'default',
      is_dev: false,
      role: 'user',
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a second account with the same email (any case) and a short password', async () => {
    const user = await registerUser(t.app);
    const again = await call(t.app, undefined, 'POST', '/api/app_api/register', {
      first_name: 'A',
      last_name: 'B',
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(409);
    const short = await call(t.app, undefined, 'POST', '/api/app_api/register', {
      first_name: 'A',
      last_name: 'B',
      email: uniqueEmail(),
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('password');
  });

  it('logs in with the right password and answers 400 to a wrong one or an unknown email', async () => {
    const user = await registerUser(t.app);
    const ok = await login(user.email, TEST_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body.customer._id).toBe(user.id);
    const wrong = await login(user.email, 'not the password');
    expect(wrong.status).toBe(400);
    const unknown = await login(uniqueEmail('nobody'), TEST_PASSWORD);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('stores only hashes of tokens', async () => {
    const user = await registerUser(t.app);
    const rows = await t.app.store.db.select().from(sessions);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(user.token);
    expect(stored).not.toContain(user.paymentToken);
  });
});

describe('tokens', () => {
  it('answers the customer by token; the payment token works only where the payment API allows it', async () => {
    const user = await registerUser(t.app);
    const bySession = await call(t.app, user.token, 'GET', '/api/customer/detail_customer_by_token');
    expect(bySession.status).toBe(200);
    expect(bySession.body.customer.email).toBe(user.email);
    const byPayment = await call(t.app, user.paymentToken, 'GET', '/api/customer/detail_customer_by_token');
    expect(byPayment.status).toBe(200);
    const builderCall = await call(t.app, user.paymentToken, 'GET', '/api/project/list_project');
    expect(builderCall.status).toBe(401);
  });

  it('edits the overview', async () => {
    const user = await registerUser(t.app);
    const { status, body } = await call(t.app, user.token, 'PUT', '/api/customer/edit_over_view', {
      first_name: 'Grace',
      email: 'ignored@example.test',
    });
    expect(status).toBe(200);
    expect(body.customer).toMatchObject({ first_name: 'Grace', last_name: 'user', email: user.email });
  });

  it('logout revokes the session and its payment token', async () => {
    const user = await registerUser(t.app);
    expect((await call(t.app, user.token, 'POST', '/api/app_api/logout')).status).toBe(200);
    expect((await call(t.app, user.token, 'GET', '/api/project/list_project')).status).toBe(401);
    expect(
      (await call(t.app, user.paymentToken, 'GET', '/api/customer/detail_customer_by_token')).status,
    ).toBe(401);
  });

  it('an expired session answers 401', async () => {
    const user = await registerUser(t.app);
    await t.app.store.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${sessions.customerId} = ${user.id}`);
    const { status, body } = await call(t.app, user.token, 'GET', '/api/project/list_project');
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: 'Invalid or expired session token' });
  });
});

describe('password reset', () => {
  const resetTokenOf = (email: string) => {
    const mail = sent.findLast((message) => message.to === email);
    return /Reset token: (\S+)/.exec(mail?.body ?? '')?.[1];
  };

  it('mails a one-time token (never in the answer) that sets a new password and ends old sessions', async () => {
    const user = await registerUser(t.app);
    const forgot = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', {
      email: user.email,
    });
    expect(forgot.status).toBe(200);
    const token = resetTokenOf(user.email);
    expect(token).toBeDefined();
    expect(JSON.stringify(forgot.body)).not.toContain(token);
    // Without SMTP the outbox records the mail, never its token (issue 22 §3).
    const [recorded] = await listOutbox(t.app.store.db, user.email);
    expect(recorded?.subject).toBe('Reset your Pagewright password');
    expect(recorded?.body).toContain('[redacted]');
    expect(recorded?.body).not.toContain(token);

    const reset = await call(t.app, undefined, 'POST', '/api/app_api/reset_password', {
      token,
      password: 'a brand new password',
    });
    expect(reset.status).toBe(200);
    expect((await call(t.app, user.token, 'GET', '/api/project/list_project')).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(400);
    expect((await login(user.email, 'a brand new password')).status).toBe(200);

    const reused = await call(t.app, undefined, 'POST', '/api/app_api/reset_password', {
      token,
      password: 'yet another password',
    });
    expect(reused.status).toBe(400);
  });

  it('answers an unknown email exactly like a known one and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const known = await registerUser(t.app);
    const a = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', { email });
    const b = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', { email: known.email });
    expect(a).toMatchObject({ status: 200, body: b.body });
    expect(await listOutbox(t.app.store.db, email)).toEqual([]);
  });
});
