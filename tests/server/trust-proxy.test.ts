/**
 * Behind a reverse proxy every request arrives from the proxy's address; `TRUST_PROXY` says whose
 * `X-Forwarded-For` to believe, so the per-address limits count visitors, not the proxy. Without it a
 * forged `X-Forwarded-For` changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../../src/server/config.ts';
import { createTestApp, TEST_AUTH, TEST_PASSWORD, type TestApp, uniqueEmail } from './helpers.ts';

const limits = { ...TEST_AUTH, registerPerAddress: { max: 1, windowMs: 3_600_000 } };

describe('TRUST_PROXY and REGISTRATIONS_PER_HOUR settings', () => {
  it('read unset, true, a hop count and addresses; refuse anything else', () => {
    expect(readSettings({}).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readSettings({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('127.0.0.1, 10.0.0.0/8');
    const hops = readSettings({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('127.0.0.1', 0), hops('127.0.0.1', 1)]).toEqual([true, false]);
    expect(() => readSettings({ TRUST_PROXY: 'caddy' })).toThrow(SettingsError);
    expect(readSettings({}).registrationsPerHour).toBe(10);
    expect(readSettings({ REGISTRATIONS_PER_HOUR: '500' }).registrationsPerHour).toBe(500);
    expect(() => readSettings({ REGISTRATIONS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_HOUR/);
  });
});

describe('per-address sign-up limit behind a proxy', () => {
  let trusting: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    trusting = await createTestApp({ auth: limits, trustProxy: true });
    direct = await createTestApp({ auth: limits });
  });
  afterAll(async () => {
    await trusting.close();
    await direct.close();
  });

  const register = (t: TestApp, forwardedFor: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/app_api/register',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { first_name: 'P', last_name: 'X', email: uniqueEmail('proxy'), password: TEST_PASSWORD },
      })
      .then((response) => response.statusCode);

  it('counts each forwarded visitor on its own when the proxy is trusted', async () => {
    expect(await register(trusting, '203.0.113.1')).toBe(200);
    expect(await register(trusting, '203.0.113.2')).toBe(200);
    expect(await register(trusting, '203.0.113.1')).toBe(429);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    expect(await register(direct, '203.0.113.1')).toBe(200);
    expect(await register(direct, '203.0.113.2')).toBe(429);
  });
});
