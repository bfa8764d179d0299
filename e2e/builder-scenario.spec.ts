// Issue 5's builder scenario on the real server, step by step with the expected page after each: open a page
// from a template → add a section from the library → duplicate one → move one up → delete one → change the
// palette → undo three times → redo once → save → reload: the canvas shows exactly the expected sections and
// colours.
import type { Page } from '@playwright/test';
import { PALETTES } from '../src/domain/palettes.ts';
import { canvasSectionTitles, openTemplatePageInBuilder } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

/** The theme colours the canvas renders with (CSS custom properties of the theme css). */
const canvasColours = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    const style = canvas?.defaultView?.getComputedStyle(canvas.body);
    const read = (name: string) => style?.getPropertyValue(name).trim().toUpperCase() ?? '';
    return { primary: read('--pw-primary-color'), secondary: read('--pw-secondary-color') };
  });

test('template page: add, duplicate, move, delete, palette, undo ×3, redo, save, reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await openTemplatePageInBuilder(page, 'Scenario');

  const start = (await canvasSectionTitles(page)) as string[];
  const startColours = await canvasColours(page);
  const drawer = page.getByRole('region', { name: 'Funnel and sections' });

  // 1. Add a section from the library: it goes at the end.
  const library = drawer.getByRole('region', { name: 'Sections library' });
  // One whose title the page does not have yet, so every button name below stays unique. The drawer
  // draws once the canvas has painted: wait for the library before reading it.
  await expect(library.getByRole('button', { name: /^Add / }).first()).toBeVisible();
  const labels = await library
    .getByRole('button', { name: /^Add / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const added = labels.map((label) => label.replace(/^Add /, '')).find((title) => !start.includes(title))!;
  expect(added).toBeTruthy();
  await library.getByRole('button', { name: `Add ${added}`, exact: true }).click();
  const afterAdd = [...start, added];
  await expect.poll(() => canvasSectionTitles(page)).toEqual(afterAdd);

  // 2. Duplicate it: the copy follows the original.
  await drawer
    .getByRole('button', { name: `Duplicate ${added}` })
    .last()
    .click();
  const afterDuplicate = [...afterAdd, added];
  await expect.poll(() => canvasSectionTitles(page)).toEqual(afterDuplicate);
  // Screen readers hear what each action changed (a polite live region).
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Section duplicated' })).toHaveCount(1);

  // 3. Move the third section up.
  await drawer.getByRole('button', { name: `Move ${start[2]} up` }).click();
  const afterMove = [start[0], start[2], start[1], ...afterDuplicate.slice(3)];
  await expect.poll(() => canvasSectionTitles(page)).toEqual(afterMove);

  // 4. Delete the fourth original section (after confirming).
  await drawer.getByRole('button', { name: `Remove ${start[3]}` }).click();
  await page.getByRole('button', { name: 'Remove section' }).click();
  const afterDelete = afterMove.filter((title) => title !== start[3]);
  await expect.poll(() => canvasSectionTitles(page)).toEqual(afterDelete);

  // 5. Change the palette.
  const ocean = PALETTES.find((palette) => palette.name === 'Ocean')!;
  await page.getByRole('button', { name: 'Theme Setting' }).click();
  await page.getByRole('group', { name: 'Palettes' }).getByRole('button', { name: 'Ocean' }).click();
  const oceanColours = {
    primary: ocean.primary_color.toUpperCase(),
    secondary: ocean.secondary_color.toUpperCase(),
  };
  expect(oceanColours).not.toEqual(startColours);
  await expect.poll(() => canvasColours(page)).toEqual(oceanColours);

  // 6. Undo three times: the palette, the delete, the move.
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.click();
  await expect.poll(() => canvasColours(page)).toEqual(startColours);
  await undo.click();
  await expect.poll(() => canvasSectionTitles(page)).toEqual(afterMove);
  await undo.click();
  await expect.poll(() => canvasSectionTitles(page)).toEqual(afterDuplicate);

  // 7. Redo once: the move again.
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => canvasSectionTitles(page)).toEqual(afterMove);
  expect(await canvasColours(page)).toEqual(startColours);

  // 8. Save, reload: exactly that page.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await expect.poll(() => canvasSectionTitles(page)).toEqual(afterMove);
  await expect.poll(() => canvasColours(page)).toEqual(startColours);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
});
