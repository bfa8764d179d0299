// The Box and Slider settings panels (issue 23 "Box", "Slider / carousel"; spec §4 Element removal), with real
// clicks on a template page. A box opens no panel for an ordinary customer; as a developer-mode user (spec §6: Box
// settings are theirs):
// - a box is styled (padding, border, radius, background) and shown at once; another box is emptied (the
//   placeholder), Add Element adds into it, Remove Block removes it; Undo walks back to the exact original page
//   and Redo to the exact edited one;
// - a slider's slides are added, reordered and captioned, its interval and controls set; then its slides are
//   removed down to one, and the slider becomes that slide; Undo and Redo again both exact;
// - a Calender Button inserted from the palette gets a booking address and an event id (book-a-call class);
// - a library plan card is given the project's EUR plan: it shows €, and its buy button sells the plan.
import type { Page } from '@playwright/test';
import { appApi } from './support/app-api.ts';
import { openTemplatePageInBuilder, pageMarkup, undoAll } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

/** Clicks Redo until nothing is left to redo (at most 20 steps), a painted frame between clicks. */
async function redoAll(page: Page) {
  const button = page.getByRole('button', { name: 'Redo', exact: true });
  for (let i = 0; i < 20; i++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
    if (!(await button.isEnabled())) break;
    await button.click({ timeout: 2000 });
  }
}

/**
 * The page's markup (pageMarkup) with each image's `src` written last: the canvas keeps the address of
 * an image far from the view aside and pageMarkup puts it back at the end, so the same image, near or
 * far, would otherwise differ in attribute order alone.
 */
async function markup(page: Page) {
  return (await pageMarkup(page)).map((html) =>
    html.replace(/<img([^>]*?) src="([^"]*)"([^>]*)>/g, '<img$1$3 src="$2">'),
  );
}

/** The account as the server answers it, but with `is_dev` set: the builder reads it from this call. */
async function actAsDeveloper(page: Page) {
  await page.route('**/api/customer/detail_customer_by_token', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { customer?: Record<string, unknown> };
    if (body.customer) body.customer.is_dev = true;
    await route.fulfill({ response, json: body });
  });
}

/** The builder id of the `.pws-heading` box of the section holding `selector`. */
function headingBoxOf(page: Page, sectionSelector: string) {
  return page.evaluate((selector) => {
    const doc = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    const section = doc?.querySelector(selector)?.closest('[data-section-id]');
    return section?.querySelector('.pws-heading[data-pw-id]')?.getAttribute('data-pw-id') ?? null;
  }, sectionSelector);
}

test('Box and Slider settings: style and empty a box; edit a slider, remove slides to one; undo and redo exact', async ({
  page,
  shot,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectPageErrors(page);
  const projectId = await openTemplatePageInBuilder(page, 'Box and slider');
  const canvas = page.frameLocator('iframe[title="Page canvas"]');

  // --- Spec §6: without is_dev, "Select parent" up to a box opens no panel.
  const plainId = await headingBoxOf(page, '.carousel');
  expect(plainId, 'the slider section has a heading box').not.toBeNull();
  const plain = canvas.locator(`[data-pw-id="${plainId}"]`);
  await plain.scrollIntoViewIfNeeded();
  await plain.locator('h2').click();
  await expect(page.getByRole('complementary', { name: 'Text settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Select parent' }).click();
  await expect(plain).toHaveAttribute('data-pw-selected', /.*/);
  await expect(page.getByRole('complementary')).toHaveCount(0);

  // As a developer (the page opened again), the same box opens Box settings.
  await actAsDeveloper(page);
  await page.reload();
  await expect.poll(async () => (await pageMarkup(page)).length).toBeGreaterThan(2);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  const original = await markup(page);

  // --- A box styled: its heading text clicked, then "Select parent" opens Box settings. (The page opened
  // again gave its elements new builder ids.)
  const styled = canvas.locator(`[data-pw-id="${await headingBoxOf(page, '.carousel')}"]`);
  await styled.scrollIntoViewIfNeeded();
  await styled.locator('h2').click();
  await page.getByRole('button', { name: 'Select parent' }).click();
  const box = page.getByRole('complementary', { name: 'Box settings' });
  await expect(box).toBeVisible();
  await box.getByLabel('Padding', { exact: true }).fill('24');
  await box.getByLabel('Border width', { exact: true }).fill('2');
  await box.getByLabel('Border colour', { exact: true }).fill('#1f6feb');
  await box.getByLabel('Radius', { exact: true }).fill('16');
  await box.getByLabel('Background colour', { exact: true }).fill('#eef4ff');
  await expect(styled).toHaveAttribute(
    'style',
    'padding: 24px; border-width: 2px; border-style: solid; border-color: #1f6feb; border-radius: 16px; background-color: #eef4ff;',
  );
  await expect.poll(() => styled.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('16px');
  await shot('box-settings-1280');

  // --- Another box emptied: each of its elements removed; the placeholder shows.
  await page.keyboard.press('Escape');
  const emptiedId = await headingBoxOf(page, '.pws-feature');
  expect(emptiedId, 'the features section has a heading box').not.toBeNull();
  const emptied = canvas.locator(`[data-pw-id="${emptiedId}"]`);
  await emptied.scrollIntoViewIfNeeded();
  const count = await emptied.locator(':scope > *').count();
  for (let i = 0; i < count; i++) {
    await emptied.locator(':scope > *').first().click();
    await page.keyboard.press('Delete');
  }
  const placeholder = emptied.locator('[data-pw-placeholder]');
  await expect(placeholder).toHaveCount(1);
  await shot('box-emptied');
  // Add Element adds into the box: the chosen block takes the placeholder's place.
  await placeholder.getByRole('button', { name: 'Add Element' }).click();
  const menu = canvas.getByRole('menu', { name: 'Add an element here' });
  await menu.getByRole('menuitem', { name: 'Heading', exact: true }).click();
  await expect(placeholder).toHaveCount(0);
  await expect(emptied.locator(':scope > h2')).toHaveCount(1);
  // Emptied again, Remove Block removes the box.
  await page.keyboard.press('Escape');
  await emptied.locator(':scope > h2').click();
  await page.keyboard.press('Delete');
  await expect(placeholder).toHaveCount(1);
  await placeholder.getByRole('button', { name: 'Remove Block' }).click();
  await expect(emptied).toHaveCount(0);

  const boxEdited = await markup(page);
  await undoAll(page);
  await expect.poll(() => markup(page)).toEqual(original);
  await redoAll(page);
  await expect.poll(() => markup(page)).toEqual(boxEdited);
  await undoAll(page);
  await expect.poll(() => markup(page)).toEqual(original);

  // --- The slider: its showing slide's image clicked, then "Select parent" opens Slider settings.
  const slider = canvas.locator('#pw-page .carousel').first();
  await slider.scrollIntoViewIfNeeded();
  await slider.locator('.carousel-item.active img').click();
  await page.getByRole('button', { name: 'Select parent' }).click();
  const panel = page.getByRole('complementary', { name: 'Slider settings' });
  await expect(panel).toBeVisible();
  const slides = panel.getByRole('list', { name: 'Slides' }).getByRole('listitem');
  await expect(slides).toHaveCount(4);
  await expect(slides.first()).toContainText('Slide 1 · shows first (selected)');
  const items = slider.locator('.carousel-item');
  const indicators = slider.locator('.carousel-indicators [data-bs-slide-to]');

  // Add a slide (a copy of the open first one, after it), then move it to the end.
  await panel.getByRole('button', { name: 'Add slide' }).click();
  await expect(items).toHaveCount(5);
  await expect(indicators).toHaveCount(5);
  // The builder selects the new slide: the panel opens on it.
  await expect(slides.nth(1)).toContainText('Slide 2 (selected)');
  await panel.getByLabel('Caption', { exact: true }).fill('Northern lights over the fjord');
  await expect(items.nth(1).locator('.carousel-caption p')).toHaveText('Northern lights over the fjord');
  for (let i = 2; i <= 4; i++) await panel.getByRole('button', { name: `Move slide ${i} down` }).click();
  await expect(items.nth(4).locator('.carousel-caption p')).toHaveText('Northern lights over the fjord');
  await expect(indicators.nth(0)).toHaveClass(/active/);

  // Autoplay interval and controls.
  await panel.getByLabel('Interval (seconds)', { exact: true }).fill('3');
  await expect(slider).toHaveAttribute('data-bs-interval', '3000');
  await panel.getByLabel('Arrows', { exact: true }).uncheck();
  await expect(slider.locator('.carousel-control-prev, .carousel-control-next')).toHaveCount(0);
  await panel.getByLabel('Indicators', { exact: true }).uncheck();
  await expect(indicators).toHaveCount(0);
  await panel.getByLabel('Indicators', { exact: true }).check();
  await expect(indicators).toHaveCount(5);
  await shot('slider-settings-1280');

  // Remove slides down to one: the neighbour shows each time; the last one left becomes a plain block.
  const sectionId = await slider.evaluate((el) =>
    el.closest('[data-section-id]')!.getAttribute('data-section-id'),
  );
  const section = canvas.locator(`[data-section-id="${sectionId}"]`);
  for (let left = 5; left > 2; left--) {
    await panel.getByRole('button', { name: 'Remove slide 1' }).click();
    await expect(items).toHaveCount(left - 1);
    await expect(indicators).toHaveCount(left - 1);
    await expect(slider.locator('.carousel-item.active')).toHaveCount(1);
    await expect(indicators.first()).toHaveAttribute('data-bs-slide-to', '0');
  }
  await panel.getByRole('button', { name: 'Remove slide 1' }).click();
  await expect(section.locator('.carousel')).toHaveCount(0);
  const last = section.locator('.position-relative:has(> .carousel-caption)');
  await expect(last).toHaveCount(1);
  await expect(last.locator('.carousel-caption p')).toHaveText('Northern lights over the fjord');
  await expect(last.locator('img')).toBeVisible();
  // The builder selects what stands in the slider's place: a box, so a developer gets its settings.
  await expect(page.getByRole('complementary', { name: 'Box settings' })).toBeVisible();
  await shot('slider-became-slide');

  const sliderEdited = await markup(page);
  await undoAll(page);
  await expect.poll(() => markup(page)).toEqual(original);
  await redoAll(page);
  await expect.poll(() => markup(page)).toEqual(sliderEdited);

  // The project's EUR plan, as Website settings adds it (before the builder first asks for the plans).
  const added = await appApi(page, 'POST', '/api/pages_paymnet_plan/add_pages_payment_plan', {
    project_id: projectId,
    plan_title: 'Aurora Club',
    plan_price: 29,
    currency_type: 'EUR',
    billing_interval: 'month',
    features: { 'Priority booking': true, 'Free cancellation': true },
  });
  expect(added.code).toBe(200);
  const planId: string = added.plan._id;

  // --- The Calender Button from the palette, after a selected heading; its Event settings take a Calendly
  // address and an event id, which gives the link the book-a-call class (spec §5).
  await page.keyboard.press('Escape');
  const heading = canvas.locator('#pw-page .pws-feature h3').first();
  await heading.scrollIntoViewIfNeeded();
  await heading.click();
  await page.getByRole('button', { name: 'Elements', exact: true }).click();
  await page
    .getByRole('region', { name: 'Elements' })
    .getByRole('button', { name: 'Insert Calender Button after selection' })
    .click();
  const event = page.getByRole('complementary', { name: 'Event settings' });
  await expect(event).toBeVisible();
  const calendar = canvas.locator('#pw-page a[data-pw-calendar]');
  await expect(calendar).toHaveCount(1);
  await event.getByLabel('Booking address', { exact: true }).fill('https://calendly.com/aurora/intro');
  await expect(calendar).toHaveAttribute('href', 'https://calendly.com/aurora/intro');
  await expect(calendar).not.toHaveClass(/book-a-call/);
  await event.getByLabel('Event id', { exact: true }).fill('intro-call');
  await expect(calendar).toHaveClass(/(^|\s)book-a-call(\s|$)/);
  await expect(calendar).toHaveAttribute('data-event-id', 'intro-call');
  await shot('event-settings-1280');

  // --- A plan card for the EUR plan: a pricing section from the library, its first card clicked: Plan card
  // settings; the plan chosen shows € and its button sells it.
  await page.getByRole('button', { name: 'Funnel and sections', exact: true }).click();
  const library = page.getByRole('region', { name: 'Sections library' });
  await library.getByLabel('Search sections').fill('plan cards');
  await library.getByRole('button', { name: 'Add Pricing: three plan cards' }).click();
  const planCard = canvas.locator('#pw-page .pw-plan-card').first();
  await expect(planCard).toHaveCount(1);
  await planCard.scrollIntoViewIfNeeded();
  await planCard.click({ position: { x: 6, y: 6 } });
  const cardPanel = page.getByRole('complementary', { name: 'Plan card settings' });
  await expect(cardPanel).toBeVisible();
  await cardPanel.getByLabel('Payment plan', { exact: true }).selectOption(planId);
  await expect(planCard.locator('.pw-plan-name')).toHaveText('Aurora Club');
  await expect(planCard.locator('.pw-plan-currency')).toHaveText('€');
  await expect(planCard.locator('.pw-plan-price')).toHaveText('€29/month');
  await expect(planCard.locator('.pw-plan-features li')).toHaveText([
    'Priority booking',
    'Free cancellation',
  ]);
  await expect(planCard.locator('.pw-plan-button')).toHaveAttribute('data-pw-plan', planId);
  // Its label named the card's old plan ("Start Starter"): it names the new one.
  await expect(planCard.locator('.pw-plan-button')).toHaveText('Start Aurora Club');
  await shot('plan-card-settings-1280');
  expect(errors).toEqual([]);
});
