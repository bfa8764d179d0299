/**
 * Backoff after failed logins (issue 22 §4 "Locking strangers out"). A key (a client address, or an
 * address and an account) may fail `freeFailures` times without waiting; from then on each attempt
 * waits after the last failure, twice as long as the wait before, up to `maxDelayMs`. Failures are forgotten
 * `forgetAfterMs` after the last one. Nothing here locks an account: the keys the login route uses all
 * contain the client address, so an address that has not failed is never made to wait.
 *
 * An attempt counts as a failure from the moment it starts (`begin`) until it is known to have
 * succeeded (`succeed`): parallel guesses cannot slip past the limit while their hashes are computed.
 * Counted where `counters` says, like rate-limit.ts: the server shares them through the database.
 */
import { type CounterEntry, createMemoryCounters } from './counters.ts';
import type { CounterOptions } from './rate-limit.ts';

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
  waitMs(key: string): Promise<number>;
  /** Counts an attempt of `key` as a failure until `succeed` says otherwise. */
  begin(key: string): Promise<void>;
  /**
   * `begin` unless `key` must still wait: answers that wait (nothing counted), or 0 when the attempt
   * began. One atomic step, so parallel guesses from several instances cannot all pass a check first.
   */
  tryBegin(key: string): Promise<number>;
  /** The attempt failed: the wait runs from now. */
  fail(key: string): Promise<void>;
  /** The attempt succeeded: it no longer counts; with `forgetAll`, neither do the key's earlier failures. */
  succeed(key: string, forgetAll: boolean): Promise<void>;
}

/** The wait after `failures` failures under `rule`: none before `freeFailures`, then doubling. */
export function backoffDelayMs(rule: BackoffRule, failures: number): number {
  const over = failures - rule.freeFailures;
  if (over < 0) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(over, 40));
}

export function createFailureBackoff(rule: BackoffRule, options: CounterOptions): FailureBackoff {
  const counters = options.counters ?? createMemoryCounters();
  const now = options.now ?? (() => Date.now());
  const keyOf = (key: string) => `${options.name}:${key}`;
  // A key is forgotten once both its quiet spell and its wait have passed since its last failure.
  const entry = (failures: number, lastAt: number): CounterEntry => ({
    count: failures,
    at: lastAt,
    expiresAt: lastAt + Math.max(rule.forgetAfterMs, backoffDelayMs(rule, failures)),
  });
  /** The wait left for `current` at `time`: none before the free failures are used up. */
  const waitOf = (current: CounterEntry | undefined, time: number) => {
    const delay = current ? backoffDelayMs(rule, current.count) : 0;
    return delay > 0 ? Math.max(0, current!.at + delay - time) : 0;
  };
  // Instances' calls reach the store out of order: the last failure's time never moves back.
  const lastAt = (current: CounterEntry | undefined, time: number) => Math.max(time, current?.at ?? time);
  return {
    async waitMs(key) {
      const time = now();
      return waitOf(await counters.get(keyOf(key), time), time);
    },
    async begin(key) {
      const time = now();
      await counters.update(keyOf(key), time, (current) =>
        entry((current?.count ?? 0) + 1, lastAt(current, time)),
      );
    },
    async tryBegin(key) {
      const time = now();
      let wait = 0;
      await counters.update(keyOf(key), time, (current) => {
        wait = waitOf(current, time);
        return wait > 0 ? current : entry((current?.count ?? 0) + 1, lastAt(current, time));
      });
      return wait;
    },
    async fail(key) {
      const time = now();
      await counters.update(keyOf(key), time, (current) => entry(current?.count ?? 1, lastAt(current, time)));
    },
    async succeed(key, forgetAll) {
      await counters.update(keyOf(key), now(), (current) =>
        !current || forgetAll || current.count <= 1 ? undefined : entry(current.count - 1, current.at),
      );
    },
  };
}
