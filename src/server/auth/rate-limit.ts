/**
 * Fixed-window attempt counters for login (issue 3: rate-limited per address and per account).
 * In memory, per process: behind a load balancer each instance limits on its own (documented).
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
  reset(key: string): void;
}

export function createRateLimiter(rule: RateLimitRule, now: () => number = Date.now): RateLimiter {
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
    reset(key) {
      windows.delete(key);
    },
  };
}
