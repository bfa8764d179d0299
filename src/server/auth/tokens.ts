/**
 * Bearer secrets (session, payment/page, reset tokens): 256-bit random values handed to the client
 * once and stored only as SHA-256 hashes, so a database leak yields no usable token.
 */
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;

export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Token shape check before touching the database (43 base64url characters). */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
