/** The login backoff of issue 22 §4 (auth/failure-backoff.ts), on a hand-moved clock. */
import { describe, expect, it } from 'vitest';
import { backoffDelayMs, createFailureBackoff } from '../../src/server/auth/failure-backoff.ts';

const RULE = { freeFailures: 2, baseDelayMs: 1_000, maxDelayMs: 5_000, forgetAfterMs: 60_000 };

function clocked() {
  let time = 1_000_000;
  const backoff = createFailureBackoff(RULE, () => time);
  const failOnce = (key: string) => {
    backoff.begin(key);
    backoff.fail(key);
  };
  return { backoff, failOnce, advance: (ms: number) => (time += ms) };
}

describe('failure backoff', () => {
  it('waits nothing for the free failures, then doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((failures) => backoffDelayMs(RULE, failures))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });

  it('runs the wait from the last failure and forgets a key after a quiet spell', () => {
    const { backoff, failOnce, advance } = clocked();
    failOnce('k');
    failOnce('k');
    expect(backoff.waitMs('k')).toBe(1_000);
    expect(backoff.waitMs('other')).toBe(0);
    advance(400);
    expect(backoff.waitMs('k')).toBe(600);
    advance(600);
    failOnce('k');
    expect(backoff.waitMs('k')).toBe(2_000);
    advance(60_000);
    expect(backoff.waitMs('k')).toBe(0);
    failOnce('k');
    expect(backoff.waitMs('k')).toBe(0);
  });

  it('counts an attempt from its start; a success takes it back, or forgets the key', () => {
    const { backoff, failOnce } = clocked();
    backoff.begin('k');
    backoff.begin('k');
    expect(backoff.waitMs('k')).toBe(1_000);
    backoff.succeed('k', false);
    expect(backoff.waitMs('k')).toBe(0);
    failOnce('k');
    failOnce('k');
    expect(backoff.waitMs('k')).toBe(2_000);
    backoff.succeed('k', true);
    expect(backoff.waitMs('k')).toBe(0);
  });
});
