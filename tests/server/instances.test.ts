/**
 * Two instances on one database (issue 26 "Stateless instances"): two apps built on one open
 * database (PGlite here, PostgreSQL under test:pg), as two servers share one PostgreSQL. Rate-limit
 * counters live in the database, so a limit reached through one instance holds on the other; a
 * logout on one instance ends the session on the other within the 5 s token cache, and on PostgreSQL
 * at once (LISTEN/NOTIFY, auth/revocations.ts), also after the listener's connection was cut.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { LISTENER_APPLICATION_NAME, REVOCATION_CHANNEL } from '../../src/server/auth/revocations.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { DEFAULT_STORE_OPTIONS } from '../../src/server/data/store.ts';
import { type Database, openDatabase } from '../../src/server/db/connect.ts';
import {
  APP_ORIGIN,
  call,
  createTestDataDir,
  HOSTED_BASE,
  registerUser,
  TEST_AUTH,
  TEST_PASSWORD,
  TEST_SECRET_KEY,
  type TestUser,
} from './helpers.ts';

/** Five free failed logins per account, then a wait no test outlasts. */
const LIMITS = {
  ...TEST_AUTH,
  loginFailuresPerAccount: {
    freeFailures: 5,
    baseDelayMs: 60_000,
    maxDelayMs: 60_000,
    forgetAfterMs: 60_000,
  },
  registerPerAddress: { max: 3, windowMs: 60 * 60_000 },
};

const SCOPE = `instances-${process.pid}-${Date.now()}`;
let dataDir: string;
let database: Database;
let a: FastifyInstance;
let b: FastifyInstance;
let backoffUser: TestUser;
let logoutUser: TestUser;

const instance = () =>
  buildApp({
    dataDir,
    database,
    hostedBase: HOSTED_BASE,
    appOrigin: APP_ORIGIN,
    auth: LIMITS,
    secretKey: TEST_SECRET_KEY,
    // In the database even on PGlite (two apps share one open PGlite here, which two servers cannot),
    // with one scope for both (test:pg's database also holds other files' counters).
    sharedCounters: true,
    counterScope: SCOPE,
  });

beforeAll(async () => {
  dataDir = await createTestDataDir();
  database = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
  a = await instance();
  b = await instance();
  // Two of the address's three sign-ups an hour, through A.
  backoffUser = await registerUser(a, 'shared-backoff');
  logoutUser = await registerUser(a, 'logout');
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const login = (app: FastifyInstance, email: string, password: string) =>
  call(app, undefined, 'POST', '/api/app_api/login', { email, password });

describe('rate limits shared by instances', () => {
  it('delays the 6th failed login through B after 5 through A', async () => {
    const user = backoffUser;
    for (let n = 0; n < 5; n++) expect((await login(a, user.email, 'wrong password')).status).toBe(400);
    const sixth = await login(b, user.email, 'wrong password');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(50);
    // The right password waits too: the wait is the account's, wherever the next try lands.
    expect((await login(a, user.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('counts sign-ups per address per hour across instances', async () => {
    const register = (app: FastifyInstance, n: number) =>
      call(app, undefined, 'POST', '/api/app_api/register', {
        first_name: 'Sign',
        last_name: 'Up',
        email: `signup-${process.pid}-${n}@example.test`,
        password: TEST_PASSWORD,
      });
    // Two went through A before (injected requests all come from one address).
    expect((await register(b, 1)).status).toBe(200);
    const refused = await register(b, 2);
    expect(refused.status).toBe(429);
    expect((await register(a, 3)).status).toBe(429);
  });
});

describe('the token cache across instances', () => {
  it('ends a session on B within 5 s of a logout on A', async () => {
    const user = logoutUser;
    const me = (app: FastifyInstance) =>
      call(app, user.token, 'GET', '/api/customer/detail_customer_by_token');
    expect((await me(a)).status).toBe(200);
    // B's cached lookup is at most as old as this moment.
    const cachedAt = Date.now();
    expect((await me(b)).status).toBe(200);
    expect((await call(a, user.token, 'POST', '/api/app_api/logout')).status).toBe(200);
    expect((await me(a)).status).toBe(401);
    // The first request B receives 5 s after its lookup (so at most 5 s after the logout) is refused.
    const deadline = cachedAt + DEFAULT_STORE_OPTIONS.sessionCacheMs + 50;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));
    expect((await me(b)).status).toBe(401);
  }, 20_000);
});

const me = (app: FastifyInstance, token: string) =>
  call(app, token, 'GET', '/api/customer/detail_customer_by_token');

/** How long `check` took to come true, polling every 20 ms for at most `withinMs`. */
async function timeUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** Logs in on A, has B cache the token, logs out on A: B must refuse it within a second. */
async function expectLogoutOnAEndsItOnB() {
  const signedIn = await login(a, logoutUser.email, TEST_PASSWORD);
  expect(signedIn.status).toBe(200);
  const token: string = signedIn.body.token;
  expect((await me(b, token)).status).toBe(200);
  expect((await me(b, token)).status).toBe(200);
  expect((await call(a, token, 'POST', '/api/app_api/logout')).status).toBe(200);
  const tookMs = await timeUntil(async () => (await me(b, token)).status === 401, 1_000);
  expect(tookMs).toBeLessThan(DEFAULT_STORE_OPTIONS.sessionCacheMs / 5);
  return token;
}

/** The server process ids of the listeners' connections (A's and B's: this process's). */
const listenerPids = async () =>
  (
    await database.withClient((client) =>
      client.query<{ pid: number }>(
        "select pid from pg_stat_activity where application_name = $1 and query ilike 'LISTEN%'",
        [LISTENER_APPLICATION_NAME],
      ),
    )
  ).map((row) => row.pid);

describe.runIf(process.env.TEST_DATABASE_URL)('revocations on PostgreSQL (LISTEN/NOTIFY)', () => {
  it('ends a session on B at once when A logs out, telling only the session id', async () => {
    const spy = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await spy.connect();
    const heard: string[] = [];
    spy.on('notification', (message) => heard.push(message.payload ?? ''));
    await spy.query(`LISTEN ${REVOCATION_CHANNEL}`);
    try {
      const token = await expectLogoutOnAEndsItOnB();
      await timeUntil(async () => heard.length > 0, 1_000);
      expect(heard).toEqual([expect.stringMatching(/^session:[0-9a-f-]{36}$/)]);
      expect(heard.join()).not.toContain(token);
      expect(heard.join()).not.toContain(hashToken(token));
    } finally {
      await spy.end();
    }
  });

  it('reconnects the listener when its connection is cut, and logouts reach B at once again', async () => {
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    await database.withClient((client) =>
      client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]),
    );
    // Both listeners (A's and B's) come back on their own, on new connections.
    await timeUntil(async () => {
      const now = await listenerPids();
      return now.length === 2 && now.every((pid) => !before.includes(pid));
    }, 3_000);
    await expectLogoutOnAEndsItOnB();
  }, 20_000);
});
