// Vision users (spec §1/§6) on the real server, started with VISION_PORTAL_URL: an account made a vision
// one by the operator (admin CLI `set-user-type`, run against the stopped database) is sent to the client
// portal when it signs in; its website settings show the vision section — the currency list (searchable)
// and a thumbnail upload that becomes the project image and stays after a reload. axe and screenshots at
// desktop width and on a 390 px phone.
import { readFileSync } from 'node:fs';
import { setUserType } from './support/admin-cli.ts';
import { expect, expectAccessible, register, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

const PORTAL = 'https://portal.vision.example/clients?from=builder';
/** A real picture (the server reads the type from the bytes). */
const THUMBNAIL = readFileSync(new URL('../content/images/food/terrace.webp', import.meta.url));

test.use({ serverOptions: { env: { VISION_PORTAL_URL: PORTAL } } });

test('vision user: client portal at sign-in, currencies and a thumbnail in website settings', async ({
  page,
  server,
  shot,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);

  // An ordinary account with a project, then signed out.
  const email = await register(page);
  await page.goto('/add-project');
  await page.getByLabel('Project name').fill('Harbour Optics');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = page.url().split('/').at(-1);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The operator makes it a vision account.
  let output = '';
  await server.restart(async (dataDir) => {
    output = await setUserType(dataDir, email, 'vision');
  });
  expect(output).toBe(`${email} is now a vision user`);

  // Signing in lands on the projects list, which sends a vision user to the client portal.
  await page.route('https://portal.vision.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Client portal</title><h1>Vision client portal</h1></html>',
    }),
  );
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(PORTAL);
  await expect(page.getByRole('heading', { name: 'Vision client portal' })).toBeVisible();

  // Website settings: the vision section.
  await page.goto(`/website-settings/${projectId}`);
  const vision = page.getByRole('region', { name: 'Vision' });
  await expect(vision).toBeVisible();
  const currencies = vision.getByRole('list', { name: 'Currencies' });
  await expect(currencies.getByRole('listitem').first()).toBeVisible();
  expect(await currencies.getByRole('listitem').count()).toBeGreaterThan(150);
  await vision.getByRole('textbox', { name: 'Search currencies' }).fill('eur');
  await expect(currencies.getByRole('listitem')).toHaveCount(1);
  await expect(currencies.getByRole('listitem')).toHaveText(/EUR\s*Euro\s*€/);
  await expect(vision.getByText(/^1 of \d+ currencies$/)).toBeVisible();
  await vision.getByRole('textbox', { name: 'Search currencies' }).fill('');
  await expect(vision.getByText(/^\d+ currencies$/)).toBeVisible();
  await expect(vision.getByRole('img', { name: 'Project thumbnail' })).toHaveCount(0);
  await expect(vision.getByText('No thumbnail yet')).toBeVisible();
  await vision.screenshot({
    path: testInfo.outputPath('desktop-vision-section-empty.png'),
    animations: 'disabled',
  });

  const chooser = page.waitForEvent('filechooser');
  await vision.getByRole('button', { name: 'Upload thumbnail' }).click();
  await (await chooser).setFiles({ name: 'storefront.webp', mimeType: 'image/webp', buffer: THUMBNAIL });
  await expect(page.getByText('Thumbnail uploaded')).toBeVisible();
  const thumbnail = vision.getByRole('img', { name: 'Project thumbnail' });
  await expect(thumbnail).toHaveAttribute('src', new RegExp(`^${server.sitesUrl}/`));
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(vision.getByRole('button', { name: 'Replace thumbnail' })).toBeVisible();

  // Stored as the project image: still there after a reload.
  await page.reload();
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, '/website-settings/{id} (vision)');
  await shot('desktop-vision-settings');
  await vision.screenshot({
    path: testInfo.outputPath('desktop-vision-section.png'),
    animations: 'disabled',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await vision.scrollIntoViewIfNeeded();
  // Nothing wider than the phone (a sideways scroll would hide the list's symbols).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, '/website-settings/{id} (vision, phone)');
  await shot('phone-vision-settings');
  await vision.screenshot({ path: testInfo.outputPath('phone-vision-section.png'), animations: 'disabled' });
  expect(errors).toEqual([]);
});
