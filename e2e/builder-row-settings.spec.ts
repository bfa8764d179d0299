// The Row settings panel (issue 23 "Layout row"), with real clicks on a template page: a column is clicked in the
// canvas, which opens its row's settings with that column marked; Columns 3 adds an empty column and shares the
// 12-grid 4/4/4, then the first column is made wider (taking from the second). The canvas shows each change at
// once; after Save the saved page carries the same row; Undo then walks back to the exact original markup.
import type { Page } from '@playwright/test';
import { openTemplatePageInBuilder, pageMarkup, undoAll } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

/** The class lists of a row (by builder id) and of its columns, as the canvas has them. */
function rowClasses(page: Page, rowId: string) {
  return page.evaluate((id) => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    const row = canvas?.querySelector(`[data-pw-id="${id}"]`);
    return row ? [row.className, ...[...row.children].map((column) => column.className)] : [];
  }, rowId);
}

test('Row settings: a row made 3 columns and one resized; shown at once, saved; undo is exact', async ({
  page,
  server,
  shot,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectPageErrors(page);
  const projectId = await openTemplatePageInBuilder(page, 'Row settings');
  const canvas = page.frameLocator('iframe[title="Page canvas"]');
  const original = await pageMarkup(page);

  // A two-column row of the page whose children are all columns, and a visible column of it.
  const found = await page.evaluate(() => {
    const doc = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    const isColumn = (e: Element) => [...e.classList].some((c) => /^col(-|$)/.test(c));
    for (const row of doc?.querySelectorAll('#pw-page .row[data-pw-id]') ?? []) {
      const children = [...row.children];
      if (children.length !== 2 || !children.every(isColumn) || row.closest('nav, header')) continue;
      const column = children[0]!;
      const box = column.getBoundingClientRect();
      if (box.width < 40 || box.height < 20) continue;
      return { rowId: row.getAttribute('data-pw-id')!, columnId: column.getAttribute('data-pw-id')! };
    }
    return null;
  });
  expect(found, 'the template page has a two-column row').not.toBeNull();
  const { rowId, columnId } = found!;

  // A click on the column (its padding: the top-left corner) opens its row's settings, the column marked.
  const column = canvas.locator(`[data-pw-id="${columnId}"]`);
  await column.scrollIntoViewIfNeeded();
  await column.click({ position: { x: 3, y: 3 } });
  const panel = page.getByRole('complementary', { name: 'Row settings' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Column 1 (selected)')).toBeVisible();

  // Columns 3: an empty third column, the grid shared 4/4/4, shown on the canvas at once.
  await panel.getByLabel('Columns', { exact: true }).selectOption('3');
  await expect.poll(() => rowClasses(page, rowId).then((c) => c.length)).toBe(4);
  const [, ...threeColumns] = await rowClasses(page, rowId);
  const prefix = /^col-md-/.test(threeColumns[0]!) ? 'col-md-' : 'col-';
  for (const classes of threeColumns) expect(classes.split(' ')[0]).toBe(`${prefix}4`);

  // Column 1 wider: it takes a grid column from column 2.
  await panel.getByRole('button', { name: 'Make column 1 wider' }).click();
  await expect(panel.getByLabel('Column 1 width')).toHaveText('5/12');
  await expect
    .poll(async () => (await rowClasses(page, rowId)).slice(1).map((c) => c.split(' ')[0]))
    .toEqual([`${prefix}5`, `${prefix}3`, `${prefix}4`]);
  await shot('row-settings');

  // Saved: the hosted page carries the row with the same columns.
  const rowMarkup = await page.evaluate((id) => {
    const doc = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    const copy = doc?.querySelector(`[data-pw-id="${id}"]`)?.cloneNode(true) as Element | undefined;
    if (!copy) return '';
    // The empty column's Add Element / Remove Block placeholder is the builder's own; a save leaves it out.
    for (const placeholder of copy.querySelectorAll('.pw-placeholder')) placeholder.remove();
    for (const element of [copy, ...copy.querySelectorAll('*')])
      for (const name of [...element.getAttributeNames()])
        if (name.startsWith('data-pw-')) element.removeAttribute(name);
    return copy.outerHTML;
  }, rowId);
  const saving = page.waitForResponse(
    (r) => r.url().includes('/api/project/user_template') && r.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saving;
  expect(response.status()).toBe(200);
  const slug = (response.request().postDataJSON() as { slug_name: string }).slug_name;
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  const saved = await (await fetch(`${server.sitesUrl}/${projectId}/${slug}.html`)).text();
  const columnClasses = (await rowClasses(page, rowId)).slice(1);
  const savedRow = new RegExp(
    columnClasses
      .map((classes) => `<div class="${classes.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}"`)
      .join('[\\s\\S]*?'),
  );
  expect(saved).toMatch(savedRow);
  // Without images (whose addresses the canvas rewrites) the row is the same markup, byte for byte.
  if (!rowMarkup.includes('<img') && !rowMarkup.includes('url(')) expect(saved).toContain(rowMarkup);

  // Undo walks back to the exact original page.
  await undoAll(page);
  await expect.poll(() => pageMarkup(page)).toEqual(original);
  expect(errors).toEqual([]);
});
