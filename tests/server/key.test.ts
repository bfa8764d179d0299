/** Integration keys by name: configured ones answered (to either token), unknown or unset names 404, names read from the environment. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIntegrationKeys } from '../../src/server/config.ts';
import { call, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ integrationKeys: { editor: 'editor-licence', pexels: 'pexels-key' } });
  user = await registerUser(t.app);
});
afterAll(() => t.close());

describe('get_key', () => {
  it('answers a configured key by name', async () => {
    const answer = await call(t.app, user.token, 'POST', '/api/key/get_key', { key_name: 'Editor' });
    expect(answer.body).toMatchObject({ code: 200, key_name: 'editor', data: 'editor-licence' });
    const viaPayment = await call(t.app, user.paymentToken, 'POST', '/api/key/get_key', {
      key_name: 'pexels',
    });
    expect(viaPayment.body.data).toBe('pexels-key');
  });

  it('404s unknown names, including inherited object keys, and needs a token', async () => {
    for (const key_name of ['google_maps', 'constructor', '__proto__', 'tostring']) {
      expect((await call(t.app, user.token, 'POST', '/api/key/get_key', { key_name })).status).toBe(404);
    }
    expect((await call(t.app, user.token, 'POST', '/api/key/get_key', { key_name: '../x' })).status).toBe(
      400,
    );
    expect((await call(t.app, undefined, 'POST', '/api/key/get_key', { key_name: 'editor' })).status).toBe(
      401,
    );
  });

  it('reads the named settings and PAGEWRIGHT_KEY_*', () => {
    expect(
      readIntegrationKeys({
        EDITOR_API_KEY: 'e',
        PEXELS_API_KEY: 'p',
        PAGEWRIGHT_KEY_CALENDLY: 'c',
        PAGEWRIGHT_KEY_: 'ignored',
        GOOGLE_MAPS_API_KEY: '',
      }),
    ).toEqual({ editor: 'e', pexels: 'p', calendly: 'c' });
  });
});
