/**
 * Secrets at rest (issue 3 "Secrets"): AES-256-GCM with a 256-bit key derived from `SECRET_KEY`
 * (SHA-256 of the setting, so any string works), a fresh 96-bit IV per value and the auth tag checked
 * on decryption. Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url). A check value in
 * `server_keys` lets the server refuse to start with a key that cannot decrypt what is stored.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { projectPaymentKeys, serverKeys } from '../db/schema.ts';

export class SecretKeyMismatchError extends Error {
  override name = 'SecretKeyMismatchError';
}

export interface SecretBox {
  encrypt(plain: string): string;
  /** Throws SecretKeyMismatchError when the value was not sealed with this key (or was altered). */
  decrypt(sealed: string): string;
}

export function createSecretBox(secretKey: string | undefined): SecretBox {
  if (!secretKey) {
    const missing = () => {
      throw new Error('SECRET_KEY is not configured');
    };
    return { encrypt: missing, decrypt: missing };
  }
  const key = createHash('sha256').update(`pagewright:secret-box:v1:${secretKey}`).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new SecretKeyMismatchError('Unreadable secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretKeyMismatchError('SECRET_KEY cannot decrypt a stored secret');
      }
    },
  };
}

const CHECK_NAME = 'secret_check';
const CHECK_VALUE = 'pagewright-secret-check';

/**
 * Stores a check value on first start; later starts must decrypt it (and one stored Stripe secret, if
 * any). Throws SecretKeyMismatchError otherwise: starting would make every stored secret unusable.
 */
export async function verifySecretKey(db: Db, box: SecretBox, secretKey: string | undefined): Promise<void> {
  if (!secretKey) return;
  const mismatch = () =>
    new SecretKeyMismatchError(
      'SECRET_KEY does not match the key the stored secrets were encrypted with. Start with the original SECRET_KEY (or DATA_DIR/secret.key).',
    );
  const [check] = await db.select().from(serverKeys).where(eq(serverKeys.name, CHECK_NAME));
  if (!check) {
    await db
      .insert(serverKeys)
      .values({ name: CHECK_NAME, value: box.encrypt(CHECK_VALUE) })
      .onConflictDoNothing();
  } else {
    try {
      if (box.decrypt(check.value) !== CHECK_VALUE) throw mismatch();
    } catch {
      throw mismatch();
    }
  }
  const [stored] = await db
    .select({ sealed: projectPaymentKeys.secretKeySealed })
    .from(projectPaymentKeys)
    .limit(1);
  if (stored?.sealed) {
    try {
      box.decrypt(stored.sealed);
    } catch {
      throw mismatch();
    }
  }
}
