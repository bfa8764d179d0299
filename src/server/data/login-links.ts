/**
 * Login links (issue 3 "Auth and users"): single-use tokens, stored hashed, expiring after a few
 * minutes, consumed atomically (one UPDATE … WHERE used_at IS NULL) so a link logs in once even under
 * concurrent use. A client link is bound to one project and page of its customer.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginLinkKind } from '../../api/login-link.ts';
import { generateToken, hashToken, isWellFormedToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { loginLinks, pages } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';

export interface LoginLinkInput {
  readonly customerId: string;
  readonly kind: LoginLinkKind;
  readonly projectId?: string | undefined;
  readonly pageId?: string | undefined;
  readonly createdBy?: string | undefined;
}

export function createLoginLinkRepo(db: Db, ttlMs: number) {
  return {
    /** Issues a token; a client link's page must belong to the project and to the customer (else 404). */
    async issue(input: LoginLinkInput) {
      if (input.kind === 'client') {
        if (!input.projectId || !input.pageId) throw notFound('Page');
        const [page] = await db
          .select({ id: pages.id })
          .from(pages)
          .where(
            and(
              eq(pages.id, input.pageId),
              eq(pages.projectId, input.projectId),
              eq(pages.ownerId, input.customerId),
            ),
          );
        if (!page) throw notFound('Page');
      }
      const token = generateToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(loginLinks).values({
        id: randomUUID(),
        customerId: input.customerId,
        tokenHash: hashToken(token),
        kind: input.kind,
        projectId: input.kind === 'client' ? input.projectId : null,
        pageId: input.kind === 'client' ? input.pageId : null,
        createdBy: input.createdBy ?? null,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /** Marks the link used; answers it when the token is live and the project/page match, else undefined. */
    async consume(token: string, projectId: string | undefined, pageId: string | undefined) {
      if (!isWellFormedToken(token)) return undefined;
      const kind: LoginLinkKind = projectId !== undefined || pageId !== undefined ? 'client' : 'admin';
      if (kind === 'client' && (!projectId || !pageId)) return undefined;
      const [row] = await db
        .update(loginLinks)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(loginLinks.tokenHash, hashToken(token)),
            eq(loginLinks.kind, kind),
            isNull(loginLinks.usedAt),
            gt(loginLinks.expiresAt, new Date()),
            ...(kind === 'client'
              ? [eq(loginLinks.projectId, projectId!), eq(loginLinks.pageId, pageId!)]
              : []),
          ),
        )
        .returning();
      return row;
    },
  };
}
