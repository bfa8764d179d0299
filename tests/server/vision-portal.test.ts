/** The client-portal setting: VISION_PORTAL_URL is checked at start and answered by get_key as `vision_portal`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../../src/server/config.ts';
import { call, createTestApp, registerUser, type TestApp } from './helpers.ts';

const PORTAL = 'https://portal.vision.example/clients?from=builder';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ integrationKeys: readSettings({ VISION_PORTAL_URL: PORTAL }).integrationKeys });
});
afterAll(() => t.close());

describe('VISION_PORTAL_URL', () => {
  it('is answered to a signed-in user as the vision_portal key, query included', async () => {
    const user = await registerUser(t.app, 'vision');
    const answer = await call(t.app, user.token, 'POST', '/api/key/get_key', { key_name: 'vision_portal' });
    expect(answer.body).toMatchObject({ code: 200, key_name: 'vision_portal', data: PORTAL });
  });

  it('is absent when unset, and refused at start when not an http(s) URL', () => {
    expect(readSettings({}).integrationKeys).not.toHaveProperty('vision_portal');
    expect(() => readSettings({ VISION_PORTAL_URL: 'javascript:alert(1)' })).toThrow(SettingsError);
    expect(() => readSettings({ VISION_PORTAL_URL: 'portal.example' })).toThrow(
      /VISION_PORTAL_URL must be an http\(s\) URL/,
    );
  });
});
