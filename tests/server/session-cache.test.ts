/**
 * The in-process session cache never shows stale state in this process: a logout with either token
 * ends both at once, a password reset ends every session, and customer changes read back at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => call(t.app, token, 'GET', '/api/customer/detail_customer_by_token');

describe('session cache', () => {
  it('a logout with the payment token ends the cached session token at once', async () => {
    const user = await registerUser(t.app);
    expect((await me(user.token)).status).toBe(200);
    expect((await me(user.paymentToken)).status).toBe(200);
    expect((await call(t.app, user.paymentToken, 'POST', '/api/app_api/logout')).status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect((await me(user.paymentToken)).status).toBe(401);
  });

  it('customer changes read back at once', async () => {
    const user = await registerUser(t.app);
    expect((await me(user.token)).body.customer.first_name).toBe('Test');
    await call(t.app, user.token, 'PUT', '/api/customer/edit_over_view', { first_name: 'Renamed' });
    expect((await me(user.token)).body.customer.first_name).toBe('Renamed');
    await t.app.store.customers.setRole(user.email, 'staff');
    expect((await me(user.token)).body.customer.role).toBe('staff');
  });

  it('revoking every session of a customer ends cached ones', async () => {
    const user = await registerUser(t.app);
    expect((await me(user.token)).status).toBe(200);
    await t.app.store.sessions.revokeAll(user.id);
    expect((await me(user.token)).status).toBe(401);
  });
});
