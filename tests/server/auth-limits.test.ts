/**
 * Issue 22 §4 "Locking strangers out": failed logins back off per address and per address + account
 * (never a lock of the account: an address that has not failed always gets its password checked),
 * sign-ups are limited per address, reset mails per recipient, and every 429 carries `Retry-After`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutbox } from '../../src/server/mail/mailer.ts';
import { call, createTestApp, TEST_AUTH, TEST_PASSWORD, type TestApp, uniqueEmail } from './helpers.ts';

const HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    auth: {
      ...TEST_AUTH,
      loginFailuresPerAccount: {
        freeFailures: 3,
        baseDelayMs: 1_000,
        maxDelayMs: 60_000,
        forgetAfterMs: HOUR,
      },
      loginFailuresPerAddress: {
        freeFailures: 8,
        baseDelayMs: 1_000,
        maxDelayMs: 60_000,
        forgetAfterMs: HOUR,
      },
      loginPerAddress: { max: 5, windowMs: 60_000 },
      registerPerAddress: { max: 3, windowMs: HOUR },
      resetMailsPerRecipient: { max: 2, windowMs: HOUR },
    },
    formLimit: { max: 2, windowMs: 60_000 },
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let addressCounter = 0;
const freshAddress = () => `10.22.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const post = async (url: string, payload: object, remoteAddress = freshAddress()) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/app_api/${url}`, payload, remoteAddress });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
};
const login = (email: string, password: string, remoteAddress?: string) =>
  post('login', { email, password }, remoteAddress);
const register = (remoteAddress: string) =>
  post(
    'register',
    { first_name: 'Rate', last_name: 'Limit', email: uniqueEmail('signup'), password: TEST_PASSWORD },
    remoteAddress,
  );

/** A new account, signed up from an address of its own (one address may sign up only three). */
async function registerUser(label: string) {
  const email = uniqueEmail(label);
  const answer = await post('register', {
    first_name: 'Rate',
    last_name: label,
    email,
    password: TEST_PASSWORD,
  });
  if (answer.status !== 200) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return { email, id: answer.body.customer._id as string };
}

/** Freezes `Date` (only) so waits can be skipped; `advance` moves it on. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  return (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
}

describe('failed logins', () => {
  it('never lock the right password out from an address that has not failed', async () => {
    const user = await registerUser('target');
    // Thirty wrong passwords from ten addresses: the old rule locked the account after ten.
    for (let a = 0; a < 10; a++) {
      const address = freshAddress();
      for (let i = 0; i < 3; i++)
        expect((await login(user.email, 'wrong password', address)).status).toBe(400);
    }
    const owner = await login(user.email, TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.customer._id).toBe(user.id);
  });

  it('make an address wait on that account, twice as long after each failure, until it succeeds', async () => {
    const advance = freezeClock();
    const user = await registerUser('backoff');
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong password', address)).status).toBe(400);
    for (const wait of [1, 2, 4]) {
      const refused = await login(user.email, TEST_PASSWORD, address);
      expect(refused).toMatchObject({ status: 429, body: { code: 429 }, retryAfter: String(wait) });
      advance(wait * 1000);
      expect((await login(user.email, 'wrong password', address)).status).toBe(400);
    }
    expect((await login(user.email, TEST_PASSWORD, address)).retryAfter).toBe('8');
    // Another address, and this address on another account, are not held up.
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    const other = await registerUser('bystander');
    expect((await login(other.email, TEST_PASSWORD, address)).status).toBe(200);
    advance(8000);
    expect((await login(user.email, TEST_PASSWORD, address)).status).toBe(200);
    // The success forgot this address's failures on the account: a wrong password is answered again.
    expect((await login(user.email, 'wrong password', address)).status).toBe(400);
  });

  it('make an address that fails across many accounts wait, whatever account it tries next', async () => {
    const address = freshAddress();
    const own = await registerUser('stuffer');
    for (let i = 0; i < 7; i++)
      expect((await login(uniqueEmail('guess'), 'password1', address)).status).toBe(400);
    // Its own account's success does not wipe its failures on the others.
    expect((await login(own.email, TEST_PASSWORD, address)).status).toBe(200);
    expect((await login(uniqueEmail('guess'), 'password1', address)).status).toBe(400);
    const victim = await registerUser('victim');
    const refused = await login(victim.email, TEST_PASSWORD, address);
    expect(refused).toMatchObject({ status: 429, retryAfter: '1' });
    expect((await login(victim.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('count guesses sent in parallel before their hashes are done', async () => {
    const user = await registerUser('parallel');
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(user.email, 'wrong password', address)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(answers.every((answer) => answer.status !== 429 || Number(answer.retryAfter) >= 1)).toBe(true);
  });
});

describe('sign-ups', () => {
  it('are limited per address (429 with Retry-After), in parallel too; other addresses still sign up', async () => {
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(address)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    const retryAfter = Number(refused[0]!.retryAfter);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await register(freshAddress())).status).toBe(200);
  });
});

describe('reset mails', () => {
  it('are capped per recipient, with the same answer as for an unknown address', async () => {
    const user = await registerUser('reset-cap');
    const unknown = await post('forgot_password', { email: uniqueEmail('nobody') });
    for (let i = 0; i < 6; i++) {
      const answer = await post('forgot_password', { email: user.email });
      expect(answer).toEqual(unknown);
    }
    expect(await listOutbox(t.app.store.db, user.email)).toHaveLength(2);
  });
});

describe('every 429', () => {
  it('carries Retry-After: forgot_password and the login-link exchange per address, add_subscriber', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await post('forgot_password', { email: uniqueEmail() }, address)).status).toBe(200);
    const forgot = await post('forgot_password', { email: uniqueEmail() }, address);
    expect(forgot.status).toBe(429);
    expect(Number(forgot.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(forgot.retryAfter)).toBeLessThanOrEqual(60);

    const token = 'A'.repeat(43);
    for (let i = 0; i < 5; i++)
      expect((await post('exchange_login_token', { token }, address)).status).toBe(400);
    const exchange = await post('exchange_login_token', { token }, address);
    expect(exchange.status).toBe(429);
    expect(Number(exchange.retryAfter)).toBeGreaterThanOrEqual(1);

    const subscribe = () =>
      call(t.app, undefined, 'POST', '/api/subscriber/add_subscriber', {
        project_id: '00000000-0000-4000-8000-000000000000',
        page_id: '00000000-0000-4000-8000-000000000000',
        fields: { email: 'a@example.com' },
      });
    let last = await subscribe();
    for (let i = 0; i < 3 && last.status !== 429; i++) last = await subscribe();
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
