/**
 * Idempotency records (issue 3 "Idempotency-Key"): the first request with a key claims
 * (caller, route, key) with a pending row; its answer is stored when sent; a retry within 24 hours
 * gets that answer again. Claiming is one INSERT … ON CONFLICT DO NOTHING, so of concurrent
 * requests with one key exactly one runs.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { idempotencyKeys } from '../db/schema.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyScope {
  readonly scope: string;
  readonly route: string;
  readonly key: string;
}

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'done'; readonly statusCode: number; readonly response: string };

export function createIdempotencyRepo(db: Db) {
  const match = (id: IdempotencyScope) =>
    and(
      eq(idempotencyKeys.scope, id.scope),
      eq(idempotencyKeys.route, id.route),
      eq(idempotencyKeys.key, id.key),
    );

  return {
    async claim(id: IdempotencyScope, requestHash: string): Promise<Claim> {
      const expired = new Date(Date.now() - IDEMPOTENCY_TTL_MS);
      await db.delete(idempotencyKeys).where(and(match(id), lt(idempotencyKeys.createdAt, expired)));
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ ...id, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { kind: 'claimed' };
      const [row] = await db.select().from(idempotencyKeys).where(match(id));
      if (!row) return this.claim(id, requestHash);
      if (row.requestHash !== requestHash) return { kind: 'mismatch' };
      if (row.statusCode === null || row.response === null) return { kind: 'pending' };
      return { kind: 'done', statusCode: row.statusCode, response: row.response };
    },

    async complete(id: IdempotencyScope, statusCode: number, response: string) {
      await db.update(idempotencyKeys).set({ statusCode, response }).where(match(id));
    },

    async release(id: IdempotencyScope) {
      await db.delete(idempotencyKeys).where(match(id));
    },

    async sweep() {
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
    },
  };
}
