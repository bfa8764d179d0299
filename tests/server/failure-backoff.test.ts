/**
 * The login backoff of issue 22 §4 (auth/failure-backoff.ts) and the fixed-window limiter
 * (auth/rate-limit.ts), on a hand-moved clock, with their counters in the process and in the
 * database (auth/counters.ts, the server's choice: issue 26).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounterStore, createDbCounters, createMemoryCounters } from '../../src/server/auth/counters.ts';
import { backoffDelayMs, createFailureBackoff } from '../../src/server/auth/failure-backoff.ts';
import { createRateLimiter } from '../../src/server/auth/rate-limit.ts';
import { type Database, openDatabase } from '../../src/server/db/connect.ts';
import { createTestDataDir } from './helpers.ts';

const RULE = { freeFailures: 2, baseDelayMs: 1_000, maxDelayMs: 5_000, forgetAfterMs: 60_000 };

let database: Database;
let dataDir: string;
beforeAll(async () => {
  dataDir = await createTestDataDir();
  database = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Names no other run of this file used: the database may be shared (test:pg) or reused.
const RUN_ID = `${process.pid}-${Date.now()}`;
let run = 0;
const STORES: [string, () => CounterStore][] = [
  ['in the process', () => createMemoryCounters()],
  ['in the database', () => createDbCounters(database.db)],
];

describe('backoff delays', () => {
  it('waits nothing for the free failures, then doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((failures) => backoffDelayMs(RULE, failures))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });
});

describe.each(STORES)('counters %s', (_name, createCounters) => {
  function clocked() {
    let time = 1_000_000;
    run += 1;
    const counters = createCounters();
    const backoff = createFailureBackoff(RULE, {
      name: `backoff-${RUN_ID}-${run}`,
      counters,
      now: () => time,
    });
    const failOnce = async (key: string) => {
      await backoff.begin(key);
      await backoff.fail(key);
    };
    return { backoff, counters, failOnce, now: () => time, advance: (ms: number) => (time += ms) };
  }

  it('runs the wait from the last failure and forgets a key after a quiet spell', async () => {
    const { backoff, failOnce, advance } = clocked();
    await failOnce('k');
    await failOnce('k');
    expect(await backoff.waitMs('k')).toBe(1_000);
    expect(await backoff.waitMs('other')).toBe(0);
    advance(400);
    expect(await backoff.waitMs('k')).toBe(600);
    advance(600);
    await failOnce('k');
    expect(await backoff.waitMs('k')).toBe(2_000);
    advance(60_000);
    expect(await backoff.waitMs('k')).toBe(0);
    await failOnce('k');
    expect(await backoff.waitMs('k')).toBe(0);
  });

  it('counts an attempt from its start; a success takes it back, or forgets the key', async () => {
    const { backoff, failOnce } = clocked();
    await backoff.begin('k');
    await backoff.begin('k');
    expect(await backoff.waitMs('k')).toBe(1_000);
    await backoff.succeed('k', false);
    expect(await backoff.waitMs('k')).toBe(0);
    await failOnce('k');
    await failOnce('k');
    expect(await backoff.waitMs('k')).toBe(2_000);
    await backoff.succeed('k', true);
    expect(await backoff.waitMs('k')).toBe(0);
  });

  it('tryBegin counts nothing while the key must wait, and answers the wait', async () => {
    const { backoff, failOnce, advance } = clocked();
    expect(await backoff.tryBegin('k')).toBe(0);
    await backoff.fail('k');
    await failOnce('k');
    expect(await backoff.tryBegin('k')).toBe(1_000);
    advance(300);
    expect(await backoff.tryBegin('k')).toBe(700);
    advance(700);
    expect(await backoff.tryBegin('k')).toBe(0);
    expect(await backoff.waitMs('k')).toBe(2_000);
  });

  it('limits a fixed window, answers when it ends, and starts a new one after it', async () => {
    const { counters, now, advance } = clocked();
    const limiter = createRateLimiter(
      { max: 2, windowMs: 10_000 },
      { name: `limit-${RUN_ID}-${run}`, counters, now },
    );
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.isBlocked('b')).toBe(false);
    advance(4_000);
    expect(await limiter.retryAfterMs('a')).toBe(6_000);
    advance(6_000);
    expect(await limiter.hit('a')).toBe(true);
    await limiter.reset('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });

  it('keeps limiters of different names apart on one store', async () => {
    const { counters, now } = clocked();
    const one = createRateLimiter(
      { max: 1, windowMs: 10_000 },
      { name: `one-${RUN_ID}-${run}`, counters, now },
    );
    const two = createRateLimiter(
      { max: 1, windowMs: 10_000 },
      { name: `two-${RUN_ID}-${run}`, counters, now },
    );
    expect(await one.hit('k')).toBe(true);
    expect(await two.hit('k')).toBe(true);
    expect(await one.hit('k')).toBe(false);
  });
});

describe('counters in the database', () => {
  it('count every one of many parallel hits on one key exactly once', async () => {
    const counters = createDbCounters(database.db);
    const limiter = createRateLimiter(
      { max: 1000, windowMs: 60_000 },
      { name: `parallel-${RUN_ID}`, counters },
    );
    await Promise.all(Array.from({ length: 20 }, () => limiter.hit('k')));
    const entry = await counters.get(`parallel-${RUN_ID}:k`, Date.now());
    expect(entry?.count).toBe(20);
  });
});
