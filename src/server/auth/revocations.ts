/**
 * Revocations across instances (issue 26 "Stateless instances", the token cache): each instance
 * remembers token lookups for a few seconds (data/sessions.ts), so a logout, a password reset or a
 * changed account on one instance must reach the others' caches. On PostgreSQL the instance that
 * revokes `NOTIFY`s the channel below with what its cache forgets by (a session id or a customer id,
 * never a token or its hash), and every instance `LISTEN`s on a dedicated connection and drops those
 * entries at once. The listener reconnects when its connection drops (backing off to
 * `RECONNECT_MAX_MS`) and forgets every cached lookup when it is back; while it is down, the cache's own
 * expiry (5 s) bounds how long a revoked token still works there. The embedded database has one
 * process, whose cache forgets by itself: it needs none of this.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/connect.ts';

export const REVOCATION_CHANNEL = 'pagewright_session_revoked';
/**
 * The listener's connection names itself so operators (and tests) can find it in pg_stat_activity; the
 * process id tells the instances apart (a test finds its own, with other test processes' on the server).
 */
export const LISTENER_APPLICATION_NAME = `pagewright-revocations/${process.pid}`;
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/** What a cache forgets: one login (both its tokens), or every login of a customer. */
export type Revocation = { readonly session: string } | { readonly customer: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The notification's payload, or undefined for anything that is not one of ours. */
export function parseRevocation(payload: string | undefined): Revocation | undefined {
  const match = /^(session|customer):(.+)$/.exec(payload ?? '');
  if (!match?.[2] || !UUID.test(match[2])) return undefined;
  return match[1] === 'session' ? { session: match[2] } : { customer: match[2] };
}

export function formatRevocation(revocation: Revocation): string {
  return 'session' in revocation ? `session:${revocation.session}` : `customer:${revocation.customer}`;
}

/**
 * Tells every listening instance about `revocation`. Never throws: the revocation itself is done
 * (the row is gone), and without the notification the other instances' caches expire within 5 s.
 */
export function createRevocationAnnouncer(db: Db, log: FastifyBaseLogger) {
  return async (revocation: Revocation): Promise<void> => {
    try {
      await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${formatRevocation(revocation)})`);
    } catch (error) {
      log.warn(
        { err: { message: (error as Error).message } },
        'could not notify the other instances of a revocation; their token caches expire within seconds',
      );
    }
  };
}

export interface RevocationListener {
  /** Resolves once the listener is connected (or has failed its first try and keeps retrying). */
  readonly ready: Promise<void>;
  isListening(): boolean;
  close(): Promise<void>;
}

export interface RevocationTarget {
  drop(revocation: Revocation): void;
  /** Forgets everything: called when the listener is back, as notifications may have been missed. */
  clear(): void;
}

/** LISTENs on its own connection to `url` and hands every revocation to `target`. */
export function startRevocationListener(
  url: string,
  target: RevocationTarget,
  log: FastifyBaseLogger,
): RevocationListener {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    client = connection;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      const wasListening = listening;
      listening = false;
      if (client === connection) client = undefined;
      void connection.end().catch(() => {});
      if (closed) return;
      if (wasListening) {
        log.warn(
          { err: error && { message: error.message } },
          'revocation listener lost its connection; reconnecting (token caches expire within seconds meanwhile)',
        );
      }
      scheduleReconnect();
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost());
    connection.on('notification', (message) => {
      if (message.channel !== REVOCATION_CHANNEL) return;
      const revocation = parseRevocation(message.payload);
      if (revocation) target.drop(revocation);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${REVOCATION_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (lost) return;
    if (closed) {
      await connection.end().catch(() => {});
      return;
    }
    listening = true;
    retryMs = RECONNECT_FIRST_MS;
    target.clear();
  };

  const ready = connect();
  return {
    ready,
    isListening: () => listening,
    async close() {
      closed = true;
      clearTimeout(timer);
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}
