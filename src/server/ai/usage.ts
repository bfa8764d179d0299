/**
 * The limits on a user's AI calls (issue 24): a per-minute rate (counted where the app counts its
 * other limits: in the database on PostgreSQL, shared by instances) and a daily quota counted in `ai_usage` (migration 0018) per UTC day. A call is counted
 * when it is let through, in the same upsert that checks the quota (concurrent calls cannot overrun
 * it), and given back when the provider failed without answering; an answer that was refused or
 * cancelled still counts (the provider did the work).
 */
import { and, eq, sql } from 'drizzle-orm';
import { type CounterStore, createMemoryCounters } from '../auth/counters.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import type { Db } from '../db/connect.ts';
import { aiUsage } from '../db/schema.ts';
import { retryAfterSeconds } from '../http/http-error.ts';
import { RetryLaterError } from './errors.ts';

export interface AiLimits {
  readonly dailyLimit: number;
  readonly perMinute: number;
}

const today = (now: number) => new Date(now).toISOString().slice(0, 10);
const untilMidnightUtc = (now: number) => {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next.getTime() - now;
};

export function createAiUsage(
  db: Db,
  limits: AiLimits,
  now: () => number = () => Date.now(),
  counters: CounterStore = createMemoryCounters(),
) {
  // Where the app counts its other limits: in the database, instances share each user's minute.
  const perMinute = createRateLimiter(
    { max: limits.perMinute, windowMs: 60_000 },
    { name: 'ai-minute', counters, now },
  );

  return {
    limits,

    async usedToday(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ calls: aiUsage.calls })
        .from(aiUsage)
        .where(and(eq(aiUsage.ownerId, ownerId), eq(aiUsage.day, today(now()))));
      return row?.calls ?? 0;
    },

    /** Counts one call, or throws the 429 that says which limit was reached and when to come back. */
    async take(ownerId: string): Promise<void> {
      if (!(await perMinute.hit(ownerId))) {
        const seconds = retryAfterSeconds(await perMinute.retryAfterMs(ownerId));
        throw new RetryLaterError(
          `Too many AI requests: at most ${limits.perMinute} a minute per user (AI_PER_MINUTE); try again in ${seconds} seconds.`,
          seconds,
        );
      }
      const time = now();
      const rows = await db
        .insert(aiUsage)
        .values({ ownerId, day: today(time), calls: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.ownerId, aiUsage.day],
          set: { calls: sql`${aiUsage.calls} + 1`, updatedAt: new Date(time) },
          setWhere: sql`${aiUsage.calls} < ${limits.dailyLimit}`,
        })
        .returning({ calls: aiUsage.calls });
      if (rows.length === 0 || (rows[0]?.calls ?? 0) > limits.dailyLimit) {
        throw new RetryLaterError(
          `You have used today's ${limits.dailyLimit} AI requests (the daily limit, AI_DAILY_LIMIT); the count starts again at midnight UTC.`,
          retryAfterSeconds(untilMidnightUtc(time)),
        );
      }
    },

    /** Gives back a call the provider never answered (unreachable, refused, timed out). */
    async giveBack(ownerId: string): Promise<void> {
      await db
        .update(aiUsage)
        .set({ calls: sql`greatest(${aiUsage.calls} - 1, 0)` })
        .where(and(eq(aiUsage.ownerId, ownerId), eq(aiUsage.day, today(now()))));
    },
  };
}

export type AiUsage = ReturnType<typeof createAiUsage>;
