// Smoke: the built app loads in Chromium, renders the welcome page, and logs no console error.
import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/page-errors.ts';

test('the first screen (login) renders without console errors', async ({ page }) => {
  const problems = collectPageErrors(page, { console: 'error' });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));

  await page.goto('/');

  await expect(page).toHaveTitle('Pagewright');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagewright' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toHaveAttribute('href', '/login');
  await page.waitForLoadState('networkidle');

  await page.screenshot({
    path: test.info().outputPath('welcome.png'),
    fullPage: true,
    animations: 'disabled',
  });
  expect(problems).toEqual([]);
});

test('an unknown URL shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Pagewright' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagewright' })).toBeVisible();
});
