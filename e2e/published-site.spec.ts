// A published site as its visitors get it (issue 21): the opt-in funnel template on its free preview
// domain and on a customer domain, both origins of their own. A site's script keeps a cookie and a
// localStorage item there, and cannot on the shared hosted origin; the opt-in form checks its fields in
// the page, sends, and moves on to the funnel's next page; the owner finds the visitor in Subscribers.
// At 1280 and 390 px: no console errors, and axe finds nothing serious.
import type { Page } from '@playwright/test';
import { addOptInFunnelProject, appApi } from './support/app-api.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { expect, expectAccessible, register, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

const DOMAIN = 'www.fitfuel-e2e.example';

// The customer domain is not in any DNS: Chromium resolves it to this machine (the sites server).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`],
  },
});

const api = appApi;

/** What a site's own script can keep in the browser: a cookie and a localStorage item. */
const keepsState = (page: Page) =>
  page.evaluate(() => {
    try {
      // biome-ignore lint/suspicious/noDocumentCookie: a site's own analytics script writes exactly this way
      document.cookie = 'pw_seen=1; path=/';
      localStorage.setItem('pw_seen', '1');
      return document.cookie.includes('pw_seen=1') && localStorage.getItem('pw_seen') === '1';
    } catch {
      return false;
    }
  });

test('the opt-in funnel works on its preview domain and its own domain, and the lead reaches Subscribers', async ({
  page,
  server,
  shot,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page, { console: 'error' });

  await register(page);
  const project = await addOptInFunnelProject(page, 'FitFuel Challenge');
  const projectId: string = project._id;
  const sitesPort = new URL(server.sitesUrl).port;
  const preview = `http://${project.preview_domain}:${sitesPort}`;
  expect(preview).toMatch(/^http:\/\/fitfuel-challenge(-\d+)?\.localhost:\d+$/);

  // The shared hosted origin is sandboxed: a page there keeps nothing.
  await page.goto(`${server.sitesUrl}/${projectId}/index.html`);
  expect(await keepsState(page)).toBe(false);

  // The preview domain is an origin of its own: it does.
  await page.goto(`${preview}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await keepsState(page)).toBe(true);

  // The form checks its required fields in the page first: nothing is sent without an email.
  const form = page.locator('form[data-pw-form]').first();
  await form.getByLabel(/first name/i).fill('Ada');
  await form.getByRole('button').click();
  expect(await form.getByLabel(/email/i).evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
    false,
  );
  await page.waitForTimeout(1600); // a person takes a moment; the server turns away sub-second fills
  await form.getByLabel(/email/i).fill('ada.preview@example.com');
  await form.getByRole('button').click();
  // A funnel step goes on to the next page.
  await expect(page).toHaveURL(`${preview}/thank-you`);

  // Publish on the customer's domain; the same journey there.
  await page.goto(server.url);
  const attached = await api(page, 'POST', '/api/project/attach_domain_with_project', {
    project_id: projectId,
    domain: DOMAIN,
  });
  expect(attached.code).toBe(200);
  expect((await api(page, 'POST', '/api/project/publish', { project_id: projectId })).code).toBe(200);
  const site = `http://${DOMAIN}:${sitesPort}`;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `published home ${width}`);
    await shot(`published-home-${width}`);
  }
  expect(await keepsState(page)).toBe(true);
  const live = page.locator('form[data-pw-form]').first();
  await live.getByLabel(/first name/i).fill('Grace');
  await live.getByLabel(/email/i).fill('grace.live@example.com');
  await page.waitForTimeout(1600);
  await live.getByRole('button').click();
  await expect(page).toHaveURL(`${site}/thank-you`);
  await expectAccessible(page, 'published thank-you 390');
  await shot('published-thank-you-390');

  // A website's contact form (no next page) answers in place, and the form is ready for another message.
  await page.goto(server.url);
  const clinicTemplate = (await api(page, 'POST', '/api/template/list_template', { search: 'family clinic' }))
    .templates[0];
  const clinic = await api(page, 'POST', '/api/project/add_project', {
    project_name: 'Medina Clinic',
    template_id: clinicTemplate._id,
  });
  const clinicPreview = `http://${clinic.project.preview_domain}:${sitesPort}`;
  await page.goto(`${clinicPreview}/contact`);
  const contact = page.locator('form[data-pw-form]').first();
  await contact.getByLabel('First name').fill('Lin');
  await contact.getByLabel('Last name').fill('Okafor');
  await contact.getByLabel('Email').fill('lin.okafor@example.com');
  await contact.getByLabel('Message').fill('Could I move my appointment to Friday?');
  await contact.getByLabel(/agree to be contacted/).check();
  await page.waitForTimeout(1600);
  await contact.getByRole('button', { name: /Send message/ }).click();
  await expect(contact.getByRole('status')).toHaveText('Thank you! Your details were sent.');
  await expect(contact.getByLabel('Email')).toHaveValue('');
  await expectAccessible(page, 'contact form sent 390');
  await contact.screenshot({ path: test.info().outputPath('preview-contact-sent-390.png') });

  // The owner sees both leads, with their page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/subscribers/${projectId}`);
  await expect(page.getByText('ada.preview@example.com')).toBeVisible();
  await expect(page.getByText('grace.live@example.com')).toBeVisible();
  await shot('subscribers-after-forms');
  expect(errors).toEqual([]);
});
