// Plan settings (issue 23 "Plan card and plan settings"): a pricing table from the library shows the
// project's payment plans the owner ticks, one card each; "Select parent" climbs from a card to its
// table; each tick is one undo step; the saved page keeps the cards. Screenshot at 1280×800.
import { appApi } from './support/app-api.ts';
import { canvasFrame, expectPanelsAccessible, openTemplatePageInBuilder } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

test('Plan settings: a pricing table shows the ticked plans, one card each; undo is one tick', async ({
  page,
  shot,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectPageErrors(page);
  const projectId = await openTemplatePageInBuilder(page, 'Plans table');
  for (const [plan_title, plan_price] of [
    ['Solo', 19],
    ['Studio', 49],
  ] as const) {
    const added = await appApi(page, 'POST', '/api/pages_paymnet_plan/add_pages_payment_plan', {
      project_id: projectId,
      plan_title,
      plan_price,
      currency_type: 'EUR',
      billing_interval: 'month',
    });
    expect(added.code).toBe(200);
  }

  // The Funnel and sections drawer is open once the page is (its library below the page list).
  const library = page.getByRole('region', { name: 'Sections library' });
  await library.getByLabel('Search sections').fill('plan cards');
  await library.getByRole('button', { name: 'Add Pricing: three plan cards' }).click();
  const table = canvasFrame(page).locator('#pw-page .pw-plans').last();
  const cards = table.locator('.pw-plan-card');
  await expect(cards).toHaveCount(3);
  await cards.first().scrollIntoViewIfNeeded();
  await cards.first().click({ position: { x: 6, y: 6 } });
  await expect(page.getByRole('complementary', { name: 'Plan card settings' })).toBeVisible();
  // Card → its column (the row's settings) → the table.
  await page.getByRole('button', { name: 'Select parent' }).click();
  await page.getByRole('button', { name: 'Select parent' }).click();
  const panel = page.getByRole('complementary', { name: 'Plan settings' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/still show the template’s sample plans/)).toBeVisible();

  await panel.getByRole('checkbox', { name: /^Studio/ }).check();
  await expect(cards).toHaveCount(1);
  await expect(cards.locator('.pw-plan-name')).toHaveText(['Studio']);
  await panel.getByRole('checkbox', { name: /^Solo/ }).check();
  await expect(cards.locator('.pw-plan-name')).toHaveText(['Studio', 'Solo']);
  await expect(cards.locator('.pw-plan-price')).toHaveText(['€49/month', '€19/month']);
  await expect(panel.getByRole('checkbox', { name: /^Solo/ })).toBeChecked();
  await expectPanelsAccessible(page);
  await shot('plan-settings-1280');

  // One tick is one undo step.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(cards.locator('.pw-plan-name')).toHaveText(['Studio']);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(cards.locator('.pw-plan-name')).toHaveText(['Studio', 'Solo']);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await expect(canvasFrame(page).locator('#pw-page .pw-plans').last().locator('.pw-plan-name')).toHaveText(
    ['Studio', 'Solo'],
    { timeout: 30_000 },
  );
  expect(errors).toEqual([]);
});
