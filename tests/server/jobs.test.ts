/**
 * The job queue (src/server/jobs/queue.ts) on the test database (PGlite, or PostgreSQL under test:pg):
 * a key is queued once, a throwing handler is retried with its attempt count, the last attempt is
 * flagged, and stop() leaves nothing running. The kill -9 case is in jobs.process.test.ts.
 */
import { rmSync } from 'node:fs';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/connect.ts';
import { createJobQueue, type JobContext, type JobQueue, jobId } from '../../src/server/jobs/queue.ts';
import { createTestDataDir } from './helpers.ts';

const FAST = {
  timeoutSeconds: 30,
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 2,
  pollingSeconds: 0.5,
  // Under test:pg every file shares one PostgreSQL: this file's queue tables are its own.
  schema: `jobs_${process.pid}_${Date.now().toString(36)}`,
};

let dataDir: string;
let database: Database;
let queue: JobQueue | undefined;

const jobDatabase = (db: Database) =>
  db.pglite ? { pglite: db.pglite } : { url: db.url ?? process.env.TEST_DATABASE_URL ?? '' };

async function until(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeEach(async () => {
  dataDir = await createTestDataDir();
  database = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
});

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Names are unique per run: under test:pg the files share one database and its queue tables.
const unique = (name: string) => `${name}-${process.pid}-${Date.now().toString(36)}`;

describe('job queue', () => {
  it('derives one stable UUID per name and key', () => {
    expect(jobId('sync', 'a')).toBe(jobId('sync', 'a'));
    expect(jobId('sync', 'a')).not.toBe(jobId('sync', 'b'));
    expect(jobId('sync', 'a')).not.toBe(jobId('other', 'a'));
    expect(jobId('sync', 'a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('runs a key once, however often it is sent', async () => {
    const name = unique('once');
    const seen: unknown[] = [];
    queue = createJobQueue(jobDatabase(database), pino({ level: 'silent' }), FAST);
    queue.define<{ n: number }>(name, async (data) => {
      seen.push(data.n);
    });
    expect(await queue.send(name, { n: 1 }, 'same')).toBe(true);
    expect(await queue.send(name, { n: 2 }, 'same')).toBe(false);
    expect(await queue.send(name, { n: 3 }, 'other')).toBe(true);
    await until(() => seen.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(seen.sort()).toEqual([1, 3]);
  });

  it('retries a throwing handler with backoff and flags the last attempt', async () => {
    const name = unique('retry');
    const calls: { at: number; context: JobContext }[] = [];
    queue = createJobQueue(jobDatabase(database), pino({ level: 'silent' }), FAST);
    queue.define(name, async (_data, context) => {
      calls.push({ at: Date.now(), context });
      throw new Error('provider down');
    });
    await queue.send(name, {}, 'k');
    await until(() => calls.length === 3, 30_000);
    expect(calls.map((call) => call.context.retryCount)).toEqual([0, 1, 2]);
    expect(calls.map((call) => call.context.isLastAttempt)).toEqual([false, false, true]);
    // Backoff: each retry waited at least a second.
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(calls).toHaveLength(3);
  });

  it('does not start (nor create its tables) until something is sent', async () => {
    queue = createJobQueue(jobDatabase(database), pino({ level: 'silent' }), FAST);
    await queue.start();
    if (database.pglite) {
      const result = await database.pglite.query<{ present: boolean }>(
        'SELECT to_regclass($1) IS NOT NULL AS present',
        [`${FAST.schema}.version`],
      );
      expect(result.rows[0]?.present).toBe(false);
    }
  });
});
