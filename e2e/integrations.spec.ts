// Email tools (issue 25 "ActiveCampaign and Mailchimp"), against a local fake Mailchimp the spec starts
// (tests/support/fake-mailchimp.ts; the server pointed at it with MAILCHIMP_API_BASE): the owner connects
// Mailchimp under Website settings → Email tools (a refused key is explained, a good one shows the
// account), chooses the list and one of its tags in the builder's Form settings, and saves; a visitor
// sends the form on the site's own preview domain; the subscriber shows "Synced" on the Subscribers
// screen and is in the fake's list with the tag. Then the fake refuses a second visitor: the row shows
// "Sync failed" with Mailchimp's reason and Retry, and once the fake accepts, Retry makes it "Synced".
// Screenshots at 1280×800 and 390×844 of Email tools and the Subscribers screen; the form panel at 1280.
import { type FakeMailchimp, startFakeMailchimp, subscriberHashOf } from '../tests/support/fake-mailchimp.ts';
import { addOptInFunnelProject } from './support/app-api.ts';
import { canvasSectionTitles } from './support/builder.ts';
import { test as base, expect, expectAccessible, register, shotOf } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';
import type { ServerOptions } from './support/server.ts';

const KEY = `${'0123456789abcdef'.repeat(2)}-us21`;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const test = base.extend<object, { fakeMailchimp: FakeMailchimp; serverOptions: ServerOptions }>({
  fakeMailchimp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name their dependencies
    async ({}, use) => {
      const mailchimp = await startFakeMailchimp({ keys: [KEY] });
      mailchimp.addList('a1b2c3', 'Newsletter');
      mailchimp.addList('d4e5f6', 'Customers');
      mailchimp.addTag('a1b2c3', 'challenge');
      mailchimp.addTag('a1b2c3', 'webinar');
      await use(mailchimp);
      await mailchimp.close();
    },
    { scope: 'worker' },
  ],
  serverOptions: [
    async ({ fakeMailchimp }, use) => use({ env: { MAILCHIMP_API_BASE: fakeMailchimp.base } }),
    { scope: 'worker' },
  ],
});

test('connect Mailchimp, choose a list for a form, and see a visitor synced to it', async ({
  page,
  server,
  fakeMailchimp,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);

  await register(page);
  const project = await addOptInFunnelProject(page, 'Launch List');
  const projectId: string = project._id;

  // Website settings → Email tools: a refused key is explained; a good one connects.
  await page.goto(`/website-settings/${projectId}`);
  const tools = page.getByRole('region', { name: 'Email tools' });
  await tools.scrollIntoViewIfNeeded();
  const mailchimp = tools.getByRole('form', { name: 'Connect Mailchimp' });
  await mailchimp.getByLabel('Mailchimp API key').fill('not a key');
  await mailchimp.getByRole('button', { name: 'Connect Mailchimp' }).click();
  await expect(
    mailchimp.getByText('Use a Mailchimp API key, ending with its data centre (e.g. -us21)'),
  ).toBeVisible();
  await mailchimp.getByLabel('Mailchimp API key').fill(`${'f'.repeat(32)}-us21`);
  await mailchimp.getByRole('button', { name: 'Connect Mailchimp' }).click();
  await expect(mailchimp.getByRole('alert')).toContainText('Mailchimp refused the API key: API Key Invalid');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await tools.scrollIntoViewIfNeeded();
    await shotOf(page, testInfo, '#email-tools', `email-tools-refused-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
  await mailchimp.getByLabel('Mailchimp API key').fill(KEY);
  await mailchimp.getByRole('button', { name: 'Connect Mailchimp' }).click();
  const status = tools.getByTestId('mailchimp-status');
  await expect(status).toContainText('Account Fake Account');
  await expect(status).toContainText('••••••••us21');
  await expect(status).toContainText('2 lists');
  await expect(page.getByText(KEY)).toHaveCount(0);
  await expectAccessible(page, 'email tools');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await tools.scrollIntoViewIfNeeded();
    await shotOf(page, testInfo, '#email-tools', `email-tools-connected-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);

  // The builder: the opt-in form's panel chooses the Newsletter list, with a tag; then Save.
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
  const email = canvas.locator('#pw-page form[data-form="optin"] input[name="email"]').first();
  await email.scrollIntoViewIfNeeded();
  await email.click();
  const panel = page.getByRole('complementary', { name: 'Form settings' });
  await expect(panel).toBeVisible();
  const chooser = panel.getByLabel('Subscribers go to');
  await expect(panel.getByRole('option', { name: 'Mailchimp · Newsletter' })).toBeAttached();
  await chooser.selectOption({ label: 'Mailchimp · Newsletter' });
  await panel
    .getByRole('group', { name: 'Mailchimp tags' })
    .getByRole('checkbox', { name: 'challenge' })
    .check();
  await chooser.scrollIntoViewIfNeeded();
  await shotOf(page, testInfo, 'aside.pw-inspector', 'form-panel-list-1280');
  const form = canvas.locator('#pw-page form[data-form="optin"]').first();
  await expect(form).toHaveAttribute('data-list-id', 'a1b2c3');
  await expect(form).toHaveAttribute('data-list-tags', 'challenge');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });

  // A visitor sends the form on the site's own origin.
  const sitesPort = new URL(server.sitesUrl).port;
  const site = `http://${project.preview_domain}:${sitesPort}`;
  const visit = async (firstName: string, emailAddress: string) => {
    await page.goto(`${site}/`);
    const live = page.locator('form[data-form="optin"]').first();
    await live.locator('input[name="first_name"]').fill(firstName);
    await live.locator('input[name="email"]').fill(emailAddress);
    // The page measures the fill time; a person takes longer than the spam guard's minimum.
    await page.waitForTimeout(1_800);
    await live.locator('[type="submit"]').click();
    // The funnel's form goes on to the next page once the server took the subscriber.
    await expect(page).not.toHaveURL(`${site}/`);
    await page.waitForLoadState();
  };
  await visit('Ada', 'ada.visitor@example.com');
  await expect
    .poll(() => fakeMailchimp.lists.get('a1b2c3')?.members.has(subscriberHashOf('ada.visitor@example.com')), {
      timeout: 60_000,
    })
    .toBe(true);
  const member = fakeMailchimp.lists.get('a1b2c3')?.members.get(subscriberHashOf('ada.visitor@example.com'));
  expect(member?.merge_fields.FNAME).toBe('Ada');
  expect(member?.tags.map((tag) => tag.name)).toEqual(['challenge']);

  // The owner sees the subscriber synced.
  await page.goto(`/subscribers/${projectId}`);
  const table = page.getByRole('table', { name: 'Subscribers' });
  const row = table.getByRole('row', { name: /ada\.visitor@example\.com/ });
  await expect(row.getByText('Synced')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'subscribers with sync');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: testInfo.outputPath(`subscribers-synced-${size.width}.png`),
      animations: 'disabled',
    });
  }

  // Mailchimp refuses the next visitor: the row says why, with Retry; once it accepts, Retry syncs it.
  await page.setViewportSize(SIZES[0]);
  const detail =
    'grace.visitor@example.com is in a compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.';
  fakeMailchimp.refuseMembers({ title: 'Member In Compliance State', detail });
  await visit('Grace', 'grace.visitor@example.com');
  const graceHash = subscriberHashOf('grace.visitor@example.com');
  await expect
    .poll(() => fakeMailchimp.requests.some((one) => one.method === 'PUT' && one.path.endsWith(graceHash)), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.goto(`/subscribers/${projectId}`);
  const refused = table.getByRole('row', { name: /grace\.visitor@example\.com/ });
  await expect(refused.getByText('Sync failed')).toBeVisible({ timeout: 30_000 });
  await expect(refused).toContainText(`Mailchimp refused: Member In Compliance State: ${detail}`);
  const retry = refused.getByRole('button', { name: 'Retry sending grace.visitor@example.com' });
  await expect(retry).toBeVisible();
  await expectAccessible(page, 'subscribers with a failed sync');
  // The reason is cut after three lines; Show more, reached with the keyboard, shows all of it.
  const reason = refused.getByText(`Mailchimp refused: Member In Compliance State: ${detail}`);
  const isCut = () =>
    reason.evaluate(
      (text) => text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
    );
  await expect.poll(isCut).toBe(true);
  await refused.getByRole('button', { name: 'Show more' }).focus();
  await page.keyboard.press('Enter');
  await expect(refused.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  expect(await isCut()).toBe(false);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // On a phone too, Retry is on screen, not beyond the table's sideways scroll.
    const box = await retry.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
    await page.screenshot({
      path: testInfo.outputPath(`subscribers-failed-${size.width}.png`),
      animations: 'disabled',
      fullPage: true,
    });
  }
  await page.setViewportSize(SIZES[0]);
  fakeMailchimp.refuseMembers(undefined);
  await retry.click();
  await expect(refused.getByText('Synced')).toBeVisible({ timeout: 30_000 });
  await expect(refused.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  expect(fakeMailchimp.lists.get('a1b2c3')?.members.has(graceHash)).toBe(true);
  expect(errors).toEqual([]);
});
