// Funnel and sections (issue 5 Funnel): the project's pages in the builder; switching pages saves the open
// one first; a page added from the builder opens at once.
import type { Page } from '@playwright/test';
import { expect, register, test } from './support/fixtures.ts';

const canvasTitles = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    return [...(canvas?.querySelectorAll('[data-section-id]') ?? [])].map((el) =>
      el.getAttribute('data-section-title'),
    );
  });

test('switch pages from the builder, saving first; add a page and open it', async ({ page, shot }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await register(page);
  await page.goto('/choose-template');
  await page
    .getByRole('list', { name: 'Templates' })
    .getByRole('link', { name: /^Use template: / })
    .first()
    .click();
  await page.getByLabel('Project name').fill('Funnel test');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await page
    .getByRole('link', { name: /in the builder$/ })
    .first()
    .click();
  await expect.poll(async () => (await canvasTitles(page)).length).toBeGreaterThan(2);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  const firstUrl = page.url();

  const pages = page.getByRole('list', { name: 'Project pages' });
  await expect(pages.getByRole('button', { name: /\(open\)$/ })).toHaveCount(1);
  const others = pages.getByRole('button').filter({ hasNotText: '(open)' });
  expect(await others.count()).toBeGreaterThan(0);
  await shot('01-pages');

  // An unsaved edit, then switch: the page is saved before the other one opens.
  const before = await canvasTitles(page);
  await page
    .getByRole('region', { name: 'Funnel and sections' })
    .getByRole('button', { name: `Move ${before[1]} up` })
    .click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await others.first().click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect.poll(async () => (await canvasTitles(page)).length).toBeGreaterThan(0);

  // Back to the first page: the edit is there and saved.
  await page.goto(firstUrl);
  await expect.poll(() => canvasTitles(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });

  // Add a page from the builder: it opens, empty, and is listed as the open page.
  await page.getByRole('region', { name: 'Pages' }).getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Page name').fill('Thank you');
  await dialog.getByRole('button', { name: /add page/i }).click();
  await expect(
    page.getByRole('list', { name: 'Project pages' }).getByRole('button', { name: /Thank you \(open\)$/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => canvasTitles(page)).toEqual([]);
  expect(errors).toEqual([]);
});
