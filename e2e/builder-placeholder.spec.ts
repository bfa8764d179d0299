// An emptied block (spec §4 Element removal; issue 20 §4): removing the last element of a container leaves a
// placeholder whose "Add Element" opens the block list — the chosen block takes the placeholder's place — and
// whose "Remove Block" removes the block around it. Real clicks in the canvas.
import { openTemplatePageInBuilder } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

test('an emptied block: Add Element fills it, Remove Block removes it', async ({ page, shot }) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await openTemplatePageInBuilder(page, 'Placeholder test');
  const canvas = page.frameLocator('iframe[title="Page canvas"]');
  const actions = canvas.locator('#pw-page .pws-actions').first();
  await expect(actions.locator('a.btn')).toHaveCount(2);

  // Remove both buttons (select, Delete): the empty block shows its placeholder.
  for (let i = 0; i < 2; i++) {
    await actions.locator('a.btn').first().click();
    await page.keyboard.press('Delete');
  }
  const placeholder = actions.locator('[data-pw-placeholder]');
  await expect(placeholder).toHaveCount(1);
  await shot('01-placeholder');

  // Add Element: the block list; a Button takes the placeholder's place.
  await placeholder.getByRole('button', { name: 'Add Element' }).click();
  const menu = canvas.getByRole('menu', { name: 'Add an element here' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Button', exact: true }).click();
  await expect(placeholder).toHaveCount(0);
  await expect(actions.locator('.btn')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Button settings' })).toBeVisible();

  // Remove it again, then Remove Block: the emptied block goes.
  await page.keyboard.press('Escape');
  await actions.locator('.btn').first().click();
  await page.keyboard.press('Delete');
  await expect(placeholder).toHaveCount(1);
  await placeholder.getByRole('button', { name: 'Remove Block' }).click();
  await expect(canvas.locator('#pw-page .pws-actions')).toHaveCount(0);
  await shot('02-block-removed');

  // Below a 1024 px window the builder asks for a larger screen and offers the preview (issue 20 §4);
  // nothing is lost: widened again, the page is as it was.
  await page.setViewportSize({ width: 390, height: 844 });
  const notice = page.getByRole('alert').filter({ hasText: 'Use a larger screen to edit this page' });
  await expect(notice).toBeVisible();
  // The page's preview is on the project's free address (its home page here).
  await expect(notice.getByRole('link', { name: 'Preview the page' })).toHaveAttribute(
    'href',
    /^http:\/\/placeholder-test(-\d+)?\.localhost:\d+\/$/,
  );
  await shot('03-small-window');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(notice).toHaveCount(0);
  await expect(canvas.locator('#pw-page .pws-actions')).toHaveCount(0);
  expect(errors).toEqual([]);
});
