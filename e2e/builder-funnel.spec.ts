// Funnel and sections (issue 5 Funnel): the project's pages in the builder; switching pages saves the open
// one first; a page added from the builder opens at once.
import { canvasSectionTitles, openTemplatePageInBuilder } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

test('switch pages from the builder, saving first; add a page and open it', async ({ page, shot }) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await openTemplatePageInBuilder(page, 'Funnel test');
  const firstUrl = page.url();

  const pages = page.getByRole('list', { name: 'Project pages' });
  await expect(pages.getByRole('button', { name: /\(open\)$/ })).toHaveCount(1);
  const others = pages.getByRole('button').filter({ hasNotText: '(open)' });
  expect(await others.count()).toBeGreaterThan(0);
  await shot('01-pages');

  // An unsaved edit, then switch: the page is saved before the other one opens.
  const before = await canvasSectionTitles(page);
  await page
    .getByRole('region', { name: 'Funnel and sections' })
    .getByRole('button', { name: `Move ${before[1]} up` })
    .click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await others.first().click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect.poll(async () => (await canvasSectionTitles(page)).length).toBeGreaterThan(0);

  // Back to the first page: the edit is there and saved.
  await page.goto(firstUrl);
  await expect.poll(() => canvasSectionTitles(page)).toEqual([before[1], before[0], ...before.slice(2)]);
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
  await expect.poll(() => canvasSectionTitles(page)).toEqual([]);
  expect(errors).toEqual([]);
});
