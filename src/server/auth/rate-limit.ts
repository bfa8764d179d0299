/**
 * Fixed-window request counters (issue 3; issue 22 §4): registrations and password-reset calls per
 * client address, reset mails per recipient, public form submissions. Failed logins use the backoff of
 * failure-backoff.ts instead. The counters live where `counters` says (counters.ts): the server keeps
 * them in the database, so instances behind a load balancer share them; without it, in the process.
 */
import { type CounterStore, createMemoryCounters } from './counters.ts';

export interface RateLimitRule {
  readonly max: number;
  readonly windowMs: number;
}

/** Where a limiter counts: `name` keeps its keys apart from other limiters' in a shared store. */
export interface CounterOptions {
  readonly name: string;
  /** Default: counters of this process only. */
  readonly counters?: CounterStore | undefined;
  /** Read at each call, so tests may move the clock (vi.setSystemTime) after building. */
  readonly now?: () => number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; answers whether it is still within the rule. */
  hit(key: string): Promise<boolean>;
  /** Whether `key` is already over the rule (without counting). */
  isBlocked(key: string): Promise<boolean>;
  /** Milliseconds until `key`'s window ends and it may try again (the 429's `Retry-After`). */
  retryAfterMs(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(rule: RateLimitRule, options: CounterOptions): RateLimiter {
  const counters = options.counters ?? createMemoryCounters();
  const now = options.now ?? (() => Date.now());
  const keyOf = (key: string) => `${options.name}:${key}`;
  return {
    async hit(key) {
      const time = now();
      const entry = await counters.update(keyOf(key), time, (current) =>
        current
          ? { ...current, count: current.count + 1 }
          : { count: 1, at: time, expiresAt: time + rule.windowMs },
      );
      return (entry?.count ?? 0) <= rule.max;
    },
    async isBlocked(key) {
      return ((await counters.get(keyOf(key), now()))?.count ?? 0) >= rule.max;
    },
    async retryAfterMs(key) {
      const time = now();
      const entry = await counters.get(keyOf(key), time);
      return entry ? Math.max(0, entry.expiresAt - time) : rule.windowMs;
    },
    async reset(key) {
      await counters.update(keyOf(key), now(), () => undefined);
    },
  };
}
