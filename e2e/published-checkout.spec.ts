// Taking a payment on a published page (issue 25 "Stripe"), against a local fake Stripe the spec starts
// (tests/support/fake-stripe.ts, the server pointed at it with STRIPE_API_BASE): the owner sets Stripe
// keys and a plan, inserts the Payment Button from Elements (its Buy button settings show the plan) and
// saves; a visitor on the site's own preview domain clicks Buy, pays on the fake checkout and lands on
// the funnel's next page; the signed webhook records the payment, which the owner sees on the Payments
// section of Website settings. Screenshots at 1280×800 and 390×844 of Payments with data and empty; the
// Buy button panel at 1280 and 1024 (the builder's narrowest window).
import { type FakeStripe, startFakeStripe } from '../tests/support/fake-stripe.ts';
import { addOptInFunnelProject, appApi } from './support/app-api.ts';
import { canvasSectionTitles } from './support/builder.ts';
import { test as base, expect, expectAccessible, register, shotOf } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';
import type { ServerOptions } from './support/server.ts';

const SECRET_KEY = 'sk_test_e2eShop4242';
const SIGNING_SECRET = 'whsec_e2eSigning4242';
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const test = base.extend<object, { fakeStripe: FakeStripe; serverOptions: ServerOptions }>({
  fakeStripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name their dependencies
    async ({}, use) => {
      const stripe = await startFakeStripe({ keys: [SECRET_KEY] });
      await use(stripe);
      await stripe.close();
    },
    { scope: 'worker' },
  ],
  serverOptions: [
    async ({ fakeStripe }, use) => use({ env: { STRIPE_API_BASE: fakeStripe.url } }),
    { scope: 'worker' },
  ],
});

test('a visitor buys a plan through the fake Stripe checkout and the owner sees the payment', async ({
  page,
  server,
  fakeStripe,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);

  await register(page);
  const project = await addOptInFunnelProject(page, 'Kettle Club');
  const projectId: string = project._id;
  const pages: { page_slug: string }[] = project.page_list;

  // Stripe keys (with the webhook signing secret) and a plan, as Website settings saves them.
  const keys = await appApi(page, 'PUT', '/api/project_configuration/update_stripe_keys', {
    project_id: projectId,
    publishable_key: 'pk_test_e2eShop',
    secret_key: SECRET_KEY,
    webhook_secret: SIGNING_SECRET,
  });
  expect(keys.stripe_keys).toMatchObject({ has_secret_key: true, has_webhook_secret: true });
  const plan = await appApi(page, 'POST', '/api/pages_paymnet_plan/add_pages_payment_plan', {
    project_id: projectId,
    plan_title: 'Starter kit',
    plan_price: 49.99,
    currency_type: 'EUR',
  });
  expect(plan.code).toBe(200);
  fakeStripe.setWebhook(`${server.url}/api/stripe/webhook/${projectId}`, SIGNING_SECRET);

  // The builder: the Payment Button from Elements sells the project's plan; its panel says which.
  await page.goto(`/projects/${projectId}`);
  const autosaved = page.waitForResponse((r) => r.url().includes('/api/page/update_page_thumbnail/'), {
    timeout: 60_000,
  });
  await page
    .getByRole('link', { name: /in the builder$/ })
    .first()
    .click();
  await expect.poll(async () => (await canvasSectionTitles(page)).length).toBeGreaterThan(2);
  await autosaved;
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  const canvas = page.frameLocator('iframe[title="Page canvas"]');
  const heading = canvas.locator('#pw-page h1').first();
  await heading.scrollIntoViewIfNeeded();
  await heading.click();
  await page.getByRole('button', { name: 'Elements', exact: true }).click();
  await page.getByRole('button', { name: 'Insert Payment Button after selection' }).click();
  const buy = canvas.locator('#pw-page a[data-pw-payment]');
  await expect(buy).toHaveAttribute('data-pw-plan', plan.plan._id);
  const panel = page.getByRole('complementary', { name: 'Buy button settings' });
  await expect(panel.getByLabel('Plan')).toHaveValue(plan.plan._id);
  await expect(panel.getByRole('option', { name: 'Starter kit · €49.99' })).toBeAttached();
  // A buy button's link would do nothing (the publish makes it a checkout button): the panel has none.
  await expect(panel.getByRole('button', { name: 'Choose link…' })).toHaveCount(0);
  await shotOf(page, testInfo, 'aside.pw-inspector', 'buy-button-panel-1280');
  // The builder itself needs 1024 px (a phone gets "Use a larger screen"), so the panel's narrow shot
  // is at the narrowest window the builder takes.
  await page.setViewportSize({ width: 1024, height: 844 });
  await expect(panel).toBeVisible();
  await shotOf(page, testInfo, 'aside.pw-inspector', 'buy-button-panel-1024');
  await page.setViewportSize(SIZES[0]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });

  // The visitor, on the site's own origin: Buy → the fake checkout → pay → the funnel's next page.
  const sitesPort = new URL(server.sitesUrl).port;
  const site = `http://${project.preview_domain}:${sitesPort}`;
  await page.goto(`${site}/`);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fakeStripe.url}/c/pay/cs_test_`));
  await expect(page.getByTestId('amount')).toHaveText('EUR 49.99');
  await page.getByLabel('Email').fill('ada.buyer@example.com');
  await page.getByRole('button', { name: 'Pay' }).click();
  const next = pages[1]!.page_slug;
  await expect(page).toHaveURL(new RegExp(`^${site}/${next}\\?session_id=cs_test_`));

  // The owner's Payments section lists it, with the plan's total in its currency symbol.
  await page.goto(`/website-settings/${projectId}`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await payments.scrollIntoViewIfNeeded();
  const table = payments.getByRole('table', { name: 'Payments' });
  await expect(table.getByRole('cell', { name: 'ada.buyer@example.com' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '€49.99' })).toBeVisible();
  await expect(payments.getByRole('list', { name: 'Totals per plan' })).toContainText('Starter kit');
  await expectAccessible(page, 'payments');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await payments.scrollIntoViewIfNeeded();
    await shotOf(page, testInfo, '#payments', `payments-${size.width}`);
  }

  // The CSV export downloads the file the server wrote.
  await page.setViewportSize(SIZES[0]);
  const downloading = page.waitForEvent('download');
  await payments.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Kettle-Club-payments.csv');

  // Another project has taken nothing yet: the empty state.
  const empty = await appApi(page, 'POST', '/api/project/add_project', { project_name: 'Nothing sold yet' });
  await page.goto(`/website-settings/${empty.project._id}`);
  const none = page.getByRole('region', { name: 'Payments' });
  await none.scrollIntoViewIfNeeded();
  await expect(none.getByText('No payments yet')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await none.scrollIntoViewIfNeeded();
    await shotOf(page, testInfo, '#payments', `payments-empty-${size.width}`);
  }
  expect(errors).toEqual([]);
});
