/**
 * Plans and payments: plan CRUD and page assignment within one project, currencies from the domain
 * table, Stripe keys with the secret sealed (never answered, masked, AES-GCM in the database), the
 * subscription detail's `public_key`, and a server that refuses to start with the wrong SECRET_KEY.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../src/domain/currencies.ts';
import { createSecretBox, SecretKeyMismatchError } from '../../src/server/crypto/secret-box.ts';
import { projectPaymentKeys } from '../../src/server/db/schema.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let user: TestUser;
let project: Awaited<ReturnType<typeof createProject>>;
const SECRET = 'sk_test_51AbCdEfGhIjKlMnOpQrStUvWxYz0123';

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  project = await createProject(t.app, user.token, 'Shop');
});
afterAll(() => t.close());

describe('payment plans', () => {
  it('create, list, detail, edit, assign to pages and delete', async () => {
    const page = (
      await call(t.app, user.token, 'POST', '/api/page/add_page', {
        project_id: project._id,
        page_name: 'Checkout',
      })
    ).body.page;
    const added = await call(t.app, user.token, 'POST', '/api/pages_paymnet_plan/add_pages_payment_plan', {
      project_id: project._id,
      plan_title: 'Gold',
      plan_price: 19.99,
      currency_type: 'eur',
      features: { support: true, hosting: true, domain: true, ads: false },
      page_ids: [page._id],
    });
    expect(added.status).toBe(200);
    const plan = added.body.plan;
    expect(plan).toMatchObject({
      plan_price: 19.99,
      currency_type: 'EUR',
      currency_symbol: '€',
      page_ids: [page._id],
      billing_interval: 'one_time',
    });

    const list = await call(t.app, user.token, 'GET', `/api/plan/list_all_plan_by_project_id/${project._id}`);
    expect(list.body.plans.map((p: { _id: string }) => p._id)).toEqual([plan._id]);
    const byPage = await call(
      t.app,
      user.token,
      'GET',
      `/api/pages_paymnet_plan/get_all_pages_payment_plan_against_coach/${page._id}`,
    );
    expect(byPage.body.plans).toHaveLength(1);

    const edited = await call(
      t.app,
      user.token,
      'PUT',
      `/api/pages_paymnet_plan/edit_pages_payment_plan/${plan._id}`,
      {
        plan_price: 25,
        currency_type: 'AUD',
        billing_interval: 'month',
      },
    );
    expect(edited.body.plan).toMatchObject({
      plan_title: 'Gold',
      plan_price: 25,
      currency_symbol: 'A$',
      billing_interval: 'month',
    });

    const home = project.page_list[0]!._id;
    const assigned = await call(
      t.app,
      user.token,
      'POST',
      '/api/pages_paymnet_plan/assign_payment_plan_to_pages',
      {
        plan_id: plan._id,
        page_ids: [home, home],
      },
    );
    expect(assigned.body.plan.page_ids).toEqual([home]);
    const otherProject = await createProject(t.app, user.token, 'Other');
    const wrong = await call(
      t.app,
      user.token,
      'POST',
      '/api/pages_paymnet_plan/assign_payment_plan_to_pages',
      {
        plan_id: plan._id,
        page_ids: [otherProject.page_list[0]!._id],
      },
    );
    expect(wrong.status).toBe(404);
    const detail = await call(
      t.app,
      user.token,
      'GET',
      `/api/pages_paymnet_plan/get_pages_payment_plan_detail/${plan._id}`,
    );
    expect(detail.body.plan.page_ids).toEqual([home]);

    expect(
      (
        await call(
          t.app,
          user.token,
          'DELETE',
          `/api/pages_paymnet_plan/delete_pages_payment_plan/${plan._id}/${otherProject._id}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          user.token,
          'DELETE',
          `/api/pages_paymnet_plan/delete_pages_payment_plan/${plan._id}/${project._id}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          t.app,
          user.token,
          'GET',
          `/api/pages_paymnet_plan/get_pages_payment_plan_detail/${plan._id}`,
        )
      ).status,
    ).toBe(404);
  });

  it('validates currency and price', async () => {
    const bad = await call(t.app, user.token, 'POST', '/api/pages_paymnet_plan/add_pages_payment_plan', {
      project_id: project._id,
      plan_title: 'X',
      plan_price: -1,
      currency_type: 'XXX',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'currency_type',
      'plan_price',
    ]);
  });
});

describe('currencies', () => {
  it('lists every currency of the domain table', async () => {
    const answer = await call(t.app, user.paymentToken, 'GET', '/api/app_setting/list_currency_delegate');
    expect(answer.body.currency_list).toEqual(CURRENCIES);
    expect(answer.body.currency_list.length).toBeGreaterThan(150);
  });
});

describe('stripe keys', () => {
  it('seal the secret, answer only a mask, keep it when left out', async () => {
    const saved = await call(t.app, user.token, 'PUT', '/api/project_configuration/update_stripe_keys', {
      project_id: project._id,
      publishable_key: 'pk_test_123abc',
      secret_key: SECRET,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.stripe_keys).toMatchObject({
      publishable_key: 'pk_test_123abc',
      secret_key_masked: 'sk_test_••••••••0123',
      has_secret_key: true,
    });
    expect(JSON.stringify(saved.body)).not.toContain(SECRET.slice(8, -4));
    const [row] = await t.app.store.db
      .select()
      .from(projectPaymentKeys)
      .where(eq(projectPaymentKeys.projectId, project._id));
    expect(row!.secretKeySealed).toMatch(/^v1\./);
    expect(row!.secretKeySealed).not.toContain(SECRET);
    expect(await t.app.store.plans.stripeSecretKey(user.id, project._id)).toBe(SECRET);

    const kept = await call(t.app, user.token, 'PUT', '/api/project_configuration/update_stripe_keys', {
      project_id: project._id,
      publishable_key: 'pk_live_999',
    });
    expect(kept.body.stripe_keys).toMatchObject({ publishable_key: 'pk_live_999', has_secret_key: true });
    const read = await call(
      t.app,
      user.token,
      'GET',
      `/api/project_configuration/get_stripe_keys/${project._id}`,
    );
    expect(read.body.stripe_keys.secret_key_masked).toBe('sk_test_••••••••0123');

    const invalid = await call(t.app, user.token, 'PUT', '/api/project_configuration/update_stripe_keys', {
      project_id: project._id,
      publishable_key: SECRET,
    });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).not.toContain(SECRET);
  });

  it('subscription detail answers the customer with public_key, to either token', async () => {
    // Keys of its own project, so the answer does not hang on what the tests before it saved.
    const shop = await createProject(t.app, user.token, 'Shop with keys');
    const keys = await call(t.app, user.token, 'PUT', '/api/project_configuration/update_stripe_keys', {
      project_id: shop._id,
      publishable_key: 'pk_live_999',
      secret_key: SECRET,
    });
    expect(keys.status).toBe(200);
    for (const token of [user.token, user.paymentToken]) {
      const answer = await call(
        t.app,
        token,
        'GET',
        `/api/customer/get_customer_subscription_detail/${shop._id}`,
      );
      expect(answer.body).toMatchObject({ code: 200, customer: { _id: user.id, public_key: 'pk_live_999' } });
    }
    expect(
      (await call(t.app, undefined, 'GET', `/api/customer/get_customer_subscription_detail/${shop._id}`))
        .status,
    ).toBe(401);
  });
});

describe('SECRET_KEY', () => {
  it('the box refuses a value sealed with another key or altered', () => {
    const sealed = createSecretBox('one').encrypt('secret');
    expect(createSecretBox('one').decrypt(sealed)).toBe('secret');
    expect(() => createSecretBox('two').decrypt(sealed)).toThrow(SecretKeyMismatchError);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => createSecretBox('one').decrypt(altered)).toThrow(SecretKeyMismatchError);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'a server with another key refuses to start on the same data',
    async () => {
      const dataDir = t.dataDir;
      await t.app.close();
      await expect(createTestApp({ dataDir, secretKey: 'another key' })).rejects.toThrow(
        SecretKeyMismatchError,
      );
      t = await createTestApp({ dataDir });
      expect(
        (await call(t.app, user.token, 'GET', `/api/project_configuration/get_stripe_keys/${project._id}`))
          .status,
      ).toBe(200);
    },
  );
});
