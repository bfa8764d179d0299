/**
 * Sessions (CONTRACT auth): one row per login holding the hashes of the session token (builder API)
 * and of the separate payment/page token, with an expiry. Logout deletes the row, revoking both.
 * Token lookups are remembered for a few seconds (SessionCache) because every request makes one;
 * logout, reset and customer changes in this process forget the entries at once and `announce` them;
 * on PostgreSQL the other instances hear that and forget theirs at once too (auth/revocations.ts), or,
 * while their listener is down, within the cache lifetime (docs/deployment.md "the token cache").
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Revocation } from '../auth/revocations.ts';
import { generateToken, hashToken, isWellFormedToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { customers, sessions } from '../db/schema.ts';
import type { CustomerRow } from './customers.ts';

/** Which token a route accepts: the builder session token or the payment/page token. */
export type TokenKind = 'session' | 'payment';

const CACHE_MAX_ENTRIES = 10_000;

/**
 * Recently looked-up tokens → customer, for at most `ttlMs` (0 turns it off). `forget…` drops entries
 * here and tells the other instances through `announce` (which never rejects); `drop` is what they
 * hear.
 */
export function createSessionCache(
  ttlMs: number,
  announce: (revocation: Revocation) => Promise<void> = async () => {},
) {
  const entries = new Map<string, { customer: CustomerRow; sessionId: string; until: number }>();
  const drop = (revocation: Revocation) => {
    for (const [key, entry] of entries) {
      if (
        'session' in revocation
          ? entry.sessionId === revocation.session
          : entry.customer.id === revocation.customer
      )
        entries.delete(key);
    }
  };
  return {
    get(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.customer;
      entries.delete(key);
      return undefined;
    },
    set(key: string, customer: CustomerRow, sessionId: string, expiresAt: Date) {
      if (ttlMs <= 0) return;
      if (entries.size >= CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { customer, sessionId, until: Math.min(Date.now() + ttlMs, expiresAt.getTime()) });
    },
    drop,
    clear() {
      entries.clear();
    },
    forgetSession(sessionId: string): Promise<void> {
      drop({ session: sessionId });
      return announce({ session: sessionId });
    },
    forgetCustomer(customerId: string): Promise<void> {
      drop({ customer: customerId });
      return announce({ customer: customerId });
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionRepo(db: Db, ttlMs: number, cache: SessionCache = createSessionCache(0)) {
  const column = (kind: TokenKind) => (kind === 'session' ? sessions.tokenHash : sessions.paymentTokenHash);
  const lookup = (kind: TokenKind) =>
    db
      .select({ customer: customers, sessionId: sessions.id, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(and(eq(column(kind), sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .prepare(`session_customer_${kind}`);
  const lookups = { session: lookup('session'), payment: lookup('payment') };

  return {
    async create(customerId: string) {
      const token = generateToken();
      const paymentToken = generateToken();
      await db.insert(sessions).values({
        id: randomUUID(),
        customerId,
        tokenHash: hashToken(token),
        paymentTokenHash: hashToken(paymentToken),
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return { token, paymentToken };
    },

    /** The customer owning a live token of `kind`, or undefined (unknown, malformed, expired). */
    async findCustomer(token: string, kind: TokenKind) {
      if (!isWellFormedToken(token)) return undefined;
      const hash = hashToken(token);
      const key = `${kind}:${hash}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const [row] = await lookups[kind].execute({ hash, now: new Date() });
      if (row) cache.set(key, row.customer, row.sessionId, row.expiresAt);
      return row?.customer;
    },

    /** Revokes the login that `token` (of either kind) belongs to. */
    async revoke(token: string, kind: TokenKind) {
      if (!isWellFormedToken(token)) return;
      const rows = await db
        .delete(sessions)
        .where(eq(column(kind), hashToken(token)))
        .returning({ id: sessions.id });
      // The other instances hear of it before the logout answers (auth/revocations.ts).
      await Promise.all(rows.map((row) => cache.forgetSession(row.id)));
    },

    async revokeAll(customerId: string) {
      await db.delete(sessions).where(eq(sessions.customerId, customerId));
      await cache.forgetCustomer(customerId);
    },

    async deleteExpired() {
      await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
    },
  };
}
