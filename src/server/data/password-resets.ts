/**
 * One-time password reset tokens (issue 3 "Auth"): stored hashed, expiring, consumed atomically so a
 * token works once even under concurrent use. forgot_password mails the link; the admin CLI's
 * `reset-link` prints one (issue 22 §3), both through `issue` and `resetPasswordLink`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { generateToken, hashToken, isWellFormedToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { passwordResets } from '../db/schema.ts';

/** The app page where a reset token chooses a new password. */
export function resetPasswordLink(appOrigin: string, token: string): string {
  return `${appOrigin}/forget-password?token=${encodeURIComponent(token)}`;
}

export function createPasswordResetRepo(db: Db, ttlMs: number) {
  return {
    async issue(customerId: string): Promise<string> {
      const token = generateToken();
      await db.insert(passwordResets).values({
        id: randomUUID(),
        customerId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return token;
    },

    /** Marks the token used and answers its customer id; undefined when unknown, used or expired. */
    async consume(token: string): Promise<string | undefined> {
      if (!isWellFormedToken(token)) return undefined;
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ customerId: passwordResets.customerId });
      return row?.customerId;
    },
  };
}
