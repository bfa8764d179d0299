/**
 * Where the rate limiters (rate-limit.ts) and the login backoff (failure-backoff.ts) keep their
 * counters (issue 26 "Stateless instances"): in the process (unit tests, tools), or in the database's
 * `rate_counters` table (migration 0021) so every instance on one database counts together and an
 * instance that restarts forgets nothing. The server uses the database with PostgreSQL, and the
 * process with the embedded database, which only one process can open (app.ts `sharedCounters`).
 *
 * A counter is `{count, at, expiresAt}` in the app's clock (epoch ms; limiters pass `now`, so a test
 * may move the clock). An entry at or past `expiresAt` counts as absent. `update` is atomic per key:
 * on the database, the row is locked for the read-modify-write, so two instances' hits both count.
 */
import { eq, lte } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rateCounters } from '../db/schema.ts';

export interface CounterEntry {
  readonly count: number;
  readonly at: number;
  readonly expiresAt: number;
}

/** Answers the new entry for the current one (undefined: absent or expired); undefined deletes. */
export type CounterChange = (entry: CounterEntry | undefined) => CounterEntry | undefined;

export interface CounterStore {
  get(key: string, now: number): Promise<CounterEntry | undefined>;
  update(key: string, now: number, change: CounterChange): Promise<CounterEntry | undefined>;
}

const live = (entry: CounterEntry | undefined, now: number) =>
  entry && now < entry.expiresAt ? entry : undefined;

/** Counters in this process only: limits hold per instance. */
export function createMemoryCounters(): CounterStore {
  const entries = new Map<string, CounterEntry>();
  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (now >= entry.expiresAt) entries.delete(key);
  };
  return {
    async get(key, now) {
      return live(entries.get(key), now);
    },
    async update(key, now, change) {
      const next = change(live(entries.get(key), now));
      if (next === undefined) entries.delete(key);
      else {
        if (!entries.has(key) && entries.size > 100_000) sweep(now);
        entries.set(key, next);
      }
      return next;
    },
  };
}

/** Expired rows are deleted once every this many updates of one process. */
const SWEEP_EVERY = 500;

/**
 * Counters in `rate_counters`, shared by every instance on the database. `scope` prefixes every key:
 * instances that share limits use the same (none); tests sharing one PostgreSQL give each app its own.
 */
export function createDbCounters(db: Db, scope = ''): CounterStore {
  let updates = 0;
  const scoped = (key: string) => (scope ? `${scope}/${key}` : key);
  const toEntry = (row: { count: number; atMs: number; expiresMs: number }): CounterEntry => ({
    count: row.count,
    at: row.atMs,
    expiresAt: row.expiresMs,
  });
  return {
    async get(unscoped, now) {
      const key = scoped(unscoped);
      const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, key));
      return live(row && toEntry(row), now);
    },
    async update(unscoped, now, change) {
      const key = scoped(unscoped);
      updates += 1;
      if (updates % SWEEP_EVERY === 0) await db.delete(rateCounters).where(lte(rateCounters.expiresMs, now));
      return db.transaction(async (tx) => {
        // A placeholder row (already expired) gives `for update` something to lock on a first hit,
        // so two instances' first hits of one key wait for each other instead of both inserting.
        await tx
          .insert(rateCounters)
          .values({ key, count: 0, atMs: now, expiresMs: 0 })
          .onConflictDoNothing();
        const [row] = await tx.select().from(rateCounters).where(eq(rateCounters.key, key)).for('update');
        const next = change(live(row && toEntry(row), now));
        if (next === undefined) {
          await tx.delete(rateCounters).where(eq(rateCounters.key, key));
          return undefined;
        }
        await tx
          .update(rateCounters)
          .set({ count: next.count, atMs: next.at, expiresMs: next.expiresAt })
          .where(eq(rateCounters.key, key));
        return next;
      });
    },
  };
}
