/**
 * Issue 22 §4 "Password hashing": new hashes use OWASP's scrypt cost (N=2^17, r=8, p=1), stored in the
 * hash string; hashes of the old cost still verify and are replaced at the next login. These run the
 * production cost (about a second per hash on the reference machine); other suites use a cheap one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_COST,
  hashPassword,
  LEGACY_PASSWORD_COST,
  needsRehash,
  verifyPassword,
} from '../../src/server/auth/password.ts';
import { createTestApp, TEST_AUTH, type TestApp, uniqueEmail } from './helpers.ts';

const PASSWORD = 'a long enough password';

describe('hashes', () => {
  it('are made at N=2^17, r=8, p=1, carry their cost and verify', async () => {
    expect(DEFAULT_PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword(PASSWORD);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('another password', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  }, 30_000);

  it('of the old cost still verify and are marked for rehashing', async () => {
    const legacy = await hashPassword(PASSWORD, LEGACY_PASSWORD_COST);
    expect(legacy.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword(PASSWORD, legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('that are malformed or ask for absurd memory are refused without deriving', async () => {
    const [, , , , salt, hash] = (await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 })).split('$');
    for (const stored of [
      '',
      'bcrypt$x',
      `scrypt$1000$8$1$${salt}$${hash}`, // N not a power of two
      `scrypt$${2 ** 24}$8$1$${salt}$${hash}`, // 16 GiB
      `scrypt$1024$8$1$${salt}$${hash}$extra`,
    ]) {
      expect(await verifyPassword(PASSWORD, stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});

describe('login at the production cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ auth: { ...TEST_AUTH, passwordCost: undefined } });
  });
  afterAll(() => t.close());

  it('rehashes an old-cost hash transparently, and the password keeps working', async () => {
    const email = uniqueEmail('legacy');
    await t.app.store.customers.create({
      email,
      passwordHash: await hashPassword(PASSWORD, LEGACY_PASSWORD_COST),
      firstName: 'Old',
      lastName: 'Hash',
    });
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/app_api/login', payload: { email, password: PASSWORD } });
    expect((await login()).statusCode).toBe(200);
    const after = (await t.app.store.customers.findByEmail(email))!.passwordHash;
    expect(after.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect((await login()).statusCode).toBe(200);
    expect((await t.app.store.customers.findByEmail(email))!.passwordHash).toBe(after);
  }, 30_000);
});
