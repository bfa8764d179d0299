/**
 * Backoff after failed logins (issue 22 §4 "Locking strangers out"). A key (a client address, or an
 * address and an account) may fail `freeFailures` times without waiting; from then on each attempt
 * waits after the last failure, twice as long as the wait before, up to `maxDelayMs`. Failures are forgotten
 * `forgetAfterMs` after the last one. Nothing here locks an account: the keys the login route uses all
 * contain the client address, so an address that has not failed is never made to wait.
 *
 * An attempt counts as a failure from the moment it starts (`begin`) until it is known to have
 * succeeded (`succeed`): parallel guesses cannot slip past the limit while their hashes are computed.
 * In memory, per process, like rate-limit.ts.
 */

export interface BackoffRule {
  /** Failures after which the next attempt waits (`baseDelayMs`, then doubling with each failure). */
  readonly freeFailures: number;
  /** The first wait; each further failure doubles it. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A key's failures are forgotten this long after its last one (or after its wait, if longer). */
  readonly forgetAfterMs: number;
}

export interface FailureBackoff {
  /** Milliseconds `key` must still wait before its next attempt; 0 when it may try now. */
  waitMs(key: string): number;
  /** Counts an attempt of `key` as a failure until `succeed` says otherwise. */
  begin(key: string): void;
  /** The attempt failed: the wait runs from now. */
  fail(key: string): void;
  /** The attempt succeeded: it no longer counts; with `forgetAll`, neither do the key's earlier failures. */
  succeed(key: string, forgetAll: boolean): void;
}

interface Entry {
  failures: number;
  lastAt: number;
}

/** The wait after `failures` failures under `rule`: none before `freeFailures`, then doubling. */
export function backoffDelayMs(rule: BackoffRule, failures: number): number {
  const over = failures - rule.freeFailures;
  if (over < 0) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(over, 40));
}

/** `now` is read at each call, so tests may move the clock (vi.setSystemTime) after building. */
export function createFailureBackoff(
  rule: BackoffRule,
  now: () => number = () => Date.now(),
): FailureBackoff {
  const entries = new Map<string, Entry>();
  const isStale = (entry: Entry, time: number) =>
    time - entry.lastAt >= Math.max(rule.forgetAfterMs, backoffDelayMs(rule, entry.failures));
  const live = (key: string, time: number) => {
    const entry = entries.get(key);
    if (entry && isStale(entry, time)) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = (time: number) => {
    for (const [key, entry] of entries) if (isStale(entry, time)) entries.delete(key);
  };
  return {
    waitMs(key) {
      const time = now();
      const entry = live(key, time);
      return entry ? Math.max(0, entry.lastAt + backoffDelayMs(rule, entry.failures) - time) : 0;
    },
    begin(key) {
      const time = now();
      const entry = live(key, time);
      if (entry) {
        entry.failures += 1;
        entry.lastAt = time;
        return;
      }
      if (entries.size > 100_000) sweep(time);
      entries.set(key, { failures: 1, lastAt: time });
    },
    fail(key) {
      const time = now();
      const entry = live(key, time);
      if (entry) entry.lastAt = time;
      else entries.set(key, { failures: 1, lastAt: time });
    },
    succeed(key, forgetAll) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.failures -= 1;
      if (forgetAll || entry.failures <= 0) entries.delete(key);
    },
  };
}
