/**
 * Limits on the heavy calls (issue 22 §6 "One account can slow everyone"): zip export and publish. Per
 * kind of call, an account runs at most `perUser` at a time and the server at most `total`; with
 * `perMinute`, an account also makes at most that many successful calls in any minute (one at a time,
 * back to back, an account could otherwise keep a share of the request thread for itself: the reads and
 * the writes of an export stay there). A call over a limit is answered 429 with `Retry-After` (the usual
 * envelope) before any work. In memory, per process, like the rate limits (auth/rate-limit.ts).
 *
 * Spread `heavyCall(kind)` into a route's options: its `onRequest` hook runs after the plugin's
 * authentication (route hooks follow instance hooks) and before idempotency's preHandler, so a refusal
 * is never kept as an idempotent answer. The slot is freed when the response closes (sent, failed or
 * abandoned by the client), and not before the work the handler hands to `holdHeavyCallUntil` is done,
 * so an account cannot pile up work by hanging up and calling again.
 *
 * A refusal is answered after `REFUSAL_DELAY_MS`: a client that asks again at once, ignoring Retry-After
 * (50 loops of `fetch` in a script), then asks about once a second per loop instead of hundreds of times,
 * so refusals cannot become a request flood of their own. The wait holds a timer, nothing else.
 */
import { availableParallelism } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownerId } from './authenticate.ts';
import { tooManyRequests } from './http-error.ts';

export type HeavyCallKind = 'export' | 'publish';

export interface HeavyCallLimits {
  readonly perUser: number;
  readonly total: number;
  /** Successful calls per account in any 60 s (none: no such limit). */
  readonly perMinute?: number;
}

const SERVER_TOTAL = Math.max(4, 2 * availableParallelism());

export const DEFAULT_HEAVY_CALL_LIMITS: Readonly<Record<HeavyCallKind, HeavyCallLimits>> = {
  export: { perUser: 1, total: SERVER_TOTAL, perMinute: 10 },
  publish: { perUser: 1, total: SERVER_TOTAL },
};

const MINUTE_MS = 60_000;

type Refusal = 'yours' | 'busy' | 'often';

export const HEAVY_CALL_MESSAGES: Readonly<Record<HeavyCallKind, Record<Refusal, string>>> = {
  export: {
    yours: 'An export of yours is already running; try again in a few seconds.',
    busy: 'The server is busy with other exports; try again in a few seconds.',
    often: 'Too many exports from this account in the last minute; try again shortly.',
  },
  publish: {
    yours: 'A publish of yours is already running; try again in a few seconds.',
    busy: 'The server is busy with other publishes; try again in a few seconds.',
    often: 'Too many publishes from this account in the last minute; try again shortly.',
  },
};

const REFUSAL_DELAY_MS = 1_000;

/** Retry-After is the recent typical duration of the kind, within these bounds. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export type HeavyCallEntry =
  | { readonly ok: true; release(succeeded?: boolean): void }
  | { readonly ok: false; readonly reason: Refusal; readonly retryAfterMs: number };

export interface HeavyCallGate {
  /**
   * Takes a slot for `userId`, or says why not and when to come back. `release` is idempotent; a call
   * released as not `succeeded` (default: it did) does not count toward `perMinute`.
   */
  enter(kind: HeavyCallKind, userId: string): HeavyCallEntry;
  running(kind: HeavyCallKind): number;
}

export function createHeavyCallGate(
  limits: Readonly<Record<HeavyCallKind, HeavyCallLimits>> = DEFAULT_HEAVY_CALL_LIMITS,
  now: () => number = () => performance.now(),
): HeavyCallGate {
  interface KindState {
    readonly byUser: Map<string, number>;
    /** When each account's recent successful calls ended, oldest first (for `perMinute`). */
    readonly ended: Map<string, number[]>;
    total: number;
    typicalMs: number;
  }
  const byKind = new Map<HeavyCallKind, KindState>();
  const stateOf = (kind: HeavyCallKind) => {
    let state = byKind.get(kind);
    if (!state) {
      state = { byUser: new Map(), ended: new Map(), total: 0, typicalMs: RETRY_MIN_MS };
      byKind.set(kind, state);
    }
    return state;
  };
  /** The account's successful calls in the last minute, forgetting older ones (and idle accounts, now and then). */
  const recent = (state: KindState, userId: string, time: number) => {
    if (state.ended.size > 10_000)
      for (const [user, times] of state.ended)
        if (times.at(-1)! <= time - MINUTE_MS) state.ended.delete(user);
    const times = (state.ended.get(userId) ?? []).filter((at) => at > time - MINUTE_MS);
    if (times.length > 0) state.ended.set(userId, times);
    else state.ended.delete(userId);
    return times;
  };
  return {
    enter(kind, userId) {
      const state = stateOf(kind);
      const { perUser, total, perMinute } = limits[kind];
      const mine = state.byUser.get(userId) ?? 0;
      const retryAfterMs = Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, state.typicalMs));
      if (mine >= perUser) return { ok: false, reason: 'yours', retryAfterMs };
      if (perMinute !== undefined) {
        const times = recent(state, userId, now());
        if (times.length >= perMinute)
          return { ok: false, reason: 'often', retryAfterMs: times[0]! + MINUTE_MS - now() };
      }
      if (state.total >= total) return { ok: false, reason: 'busy', retryAfterMs };
      state.byUser.set(userId, mine + 1);
      state.total += 1;
      const started = now();
      let released = false;
      return {
        ok: true,
        release(succeeded = true) {
          if (released) return;
          released = true;
          const left = (state.byUser.get(userId) ?? 1) - 1;
          if (left > 0) state.byUser.set(userId, left);
          else state.byUser.delete(userId);
          state.total -= 1;
          const ended = now();
          state.typicalMs = 0.8 * state.typicalMs + 0.2 * (ended - started);
          if (succeeded && perMinute !== undefined)
            state.ended.set(userId, [...recent(state, userId, ended), ended]);
        },
      };
    },
    running: (kind) => stateOf(kind).total,
  };
}

/** One gate per app, found through its store (every plugin of the app shares it). */
const gates = new WeakMap<object, HeavyCallGate>();

export function heavyCallGateOf(app: FastifyInstance): HeavyCallGate {
  let gate = gates.get(app.store);
  if (!gate) {
    gate = createHeavyCallGate();
    gates.set(app.store, gate);
  }
  return gate;
}

const holds = new WeakMap<FastifyRequest, Promise<unknown>[]>();

/** Keeps the request's slot until `work` settles, even if the response closes first. */
export function holdHeavyCallUntil(request: FastifyRequest, work: Promise<unknown>): void {
  holds.get(request)?.push(work);
}

/** Route options to spread: `{ ...heavyCall('export'), schema: … }` (after `requireAuth`). */
export function heavyCall(kind: HeavyCallKind) {
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const entry = heavyCallGateOf(request.server).enter(kind, ownerId(request));
      if (!entry.ok) {
        await setTimeout(REFUSAL_DELAY_MS);
        throw tooManyRequests(reply, entry.retryAfterMs, HEAVY_CALL_MESSAGES[kind][entry.reason]);
      }
      const held: Promise<unknown>[] = [];
      holds.set(request, held);
      reply.raw.once('close', () => {
        // A client that hangs up mid-answer still had the work done: it counts.
        const succeeded = reply.statusCode < 400;
        void Promise.allSettled(held).then(() => entry.release(succeeded));
      });
    },
  };
}
