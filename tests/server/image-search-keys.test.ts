/**
 * What the builder's image search needs from the server (issue 27): the app configuration names the
 * integration keys get_key answers (never their values), so an unset key is never asked for; the
 * app's Content-Security-Policy lets the browser call the Pexels API and nothing else new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

describe('image search keys and CSP', () => {
  let withKeys: TestApp;
  let withoutKeys: TestApp;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    withKeys = await createTestApp({ integrationKeys: { pexels: 'secret-pexels-key', editor: 'ed' } });
    withoutKeys = await createTestApp({ integrationKeys: {} });
    user = await registerUser(withKeys.app);
    other = await registerUser(withoutKeys.app);
  });
  afterAll(async () => {
    await withKeys.close();
    await withoutKeys.close();
  });

  it('the configuration lists the configured key names, never their values', async () => {
    const { body } = await call(withKeys.app, user.token, 'GET', '/api/app_setting/config');
    expect(body.integration_keys).toEqual(['editor', 'pexels']);
    expect(JSON.stringify(body)).not.toContain('secret-pexels-key');
    const none = await call(withoutKeys.app, other.token, 'GET', '/api/app_setting/config');
    expect(none.body.integration_keys).toEqual([]);
  });

  it('allows connect-src https://api.pexels.com, and keeps the rest as strict', async () => {
    const { headers } = await call(withKeys.app, undefined, 'GET', '/api/nothing');
    const policy = String(headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('connect-src')?.split(' ')).toContain('https://api.pexels.com');
    expect(directive('connect-src')).not.toMatch(/https:(\s|$)|\*/);
    // Pexels pictures (images.pexels.com) are https images, which the policy already allows.
    expect(directive('img-src')?.split(' ')).toContain('https:');
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
  });
});
