/**
 * Fixed-window request counters (issue 3; issue 22 §4): registrations and password-reset calls per
 * client address, reset mails per recipient, public form submissions. Failed logins use the backoff of
 * failure-backoff.ts instead. In memory, per process: behind a load balancer each instance limits on its
 * own (documented in docs/configuration.md).
 */

export interface RateLimitRule {
  readonly max: number;
  readonly windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; answers whether it is still within the rule. */
  hit(key: string): boolean;
  /** Whether `key` is already over the rule (without counting). */
  isBlocked(key: string): boolean;
  /** Milliseconds until `key`'s window ends and it may try again (the 429's `Retry-After`). */
  retryAfterMs(key: string): number;
  reset(key: string): void;
}

/** `now` is read at each call, so tests may move the clock (vi.setSystemTime) after building. */
export function createRateLimiter(rule: RateLimitRule, now: () => number = () => Date.now()): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const time = now();
    const entry = windows.get(key);
    if (entry && time - entry.start < rule.windowMs) return entry;
    if (windows.size > 100_000) sweep(time);
    const fresh = { start: time, count: 0 };
    windows.set(key, fresh);
    return fresh;
  };
  const sweep = (time: number) => {
    for (const [key, entry] of windows) if (time - entry.start >= rule.windowMs) windows.delete(key);
  };
  return {
    hit(key) {
      const entry = current(key);
      entry.count += 1;
      return entry.count <= rule.max;
    },
    isBlocked(key) {
      return current(key).count >= rule.max;
    },
    retryAfterMs(key) {
      const entry = current(key);
      return Math.max(0, entry.start + rule.windowMs - now());
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
