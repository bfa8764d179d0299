// A cold open of the builder paints the page before the app has started (issue 28,
// src/app/builder/first-look.ts): the saved page in the canvas, inside the builder's frame, with a cover
// that takes the pointer until the builder is ready. The builder then takes over that very canvas —
// the same sections' elements, where they were, not rendered again — and editing works at once. Here
// the app's entry is held back, so the first look stays on screen long enough to be looked at.
import type { Page } from '@playwright/test';
import { openTemplatePageInBuilder } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

interface CanvasBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const APP_ENTRY = /\/assets\/main-[\w-]+\.js$/;

/**
 * Holds the app's entry script back until the returned function lets it through (a hold set before, whose
 * requests are answered, is dropped first).
 */
async function holdAppEntry(page: Page): Promise<() => void> {
  await page.unroute(APP_ENTRY);
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return letThrough;
}

const canvasBox = (page: Page) =>
  page.evaluate((): CanvasBox | null => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]');
    if (!iframe) return null;
    const { x, y, width, height } = iframe.getBoundingClientRect();
    return { x, y, width, height };
  });

test('a cold open shows the page first, and the builder takes that canvas over', async ({ page, shot }) => {
  const errors = collectPageErrors(page);
  await openTemplatePageInBuilder(page, 'First look');
  const pageName = (await page.locator('header').first().textContent()) ?? '';
  const firstLook = page.locator('.pw-first-look');

  // In a window the builder does not edit in (below 1 024 px) there is no first look: the builder's
  // notice comes with the app.
  await page.setViewportSize({ width: 390, height: 844 });
  const letNarrowThrough = await holdAppEntry(page);
  const narrowOpen = page.reload();
  await page.waitForTimeout(1_500);
  await expect(firstLook).toHaveCount(0);
  letNarrowThrough();
  await narrowOpen;
  await expect(page.getByText('Use a larger screen to edit this page')).toBeVisible({ timeout: 30_000 });
  await shot('no-first-look-390');

  // The app's entry is held: the first look stays until it is let through.
  await page.setViewportSize({ width: 1280, height: 800 });
  const letThrough = await holdAppEntry(page);
  await page.reload();

  await expect(firstLook).toBeVisible();
  await expect(firstLook.locator('.pw-top-bar-shell')).toHaveText(/ · /);
  expect(pageName).toContain((await firstLook.locator('.pw-top-bar-shell').textContent())?.split(' · ')[1]);
  await expect(firstLook.getByRole('region', { name: 'Funnel and sections' })).toBeVisible();
  const canvas = page.frameLocator('iframe[title="Page canvas"]');
  await expect(canvas.locator('#pw-page > [data-section-id]').first()).toBeVisible();
  const sections = await canvas.locator('#pw-page > [data-section-id]').count();
  expect(sections).toBeGreaterThan(2);
  // Only one canvas, and the builder has not mounted.
  await expect(page.locator('iframe[title="Page canvas"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  // The pointer finds the cover (cursor: progress), not the page: a click is not lost on a page that looks ready.
  const before = (await canvasBox(page))!;
  const hit = await page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return {
        cover: element?.classList.contains('pw-first-look-cover'),
        cursor: element && getComputedStyle(element).cursor,
      };
    },
    { x: before.x + before.width / 2, y: before.y + Math.min(before.height / 2, 200) },
  );
  await shot('first-look-1280');
  expect(hit, JSON.stringify(before)).toEqual({ cover: true, cursor: 'progress' });
  // A mark on the first section's element: only a canvas not rendered again keeps it.
  await page.evaluate(() => {
    const canvasDocument = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')!
      .contentDocument!;
    (canvasDocument.querySelector('#pw-page > [data-section-id]') as Element & { pwMark?: boolean }).pwMark =
      true;
  });

  letThrough();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(firstLook).toHaveCount(0);
  await expect(page.locator('iframe[title="Page canvas"]')).toHaveCount(1);
  await expect(canvas.locator('#pw-page > [data-section-id]')).toHaveCount(sections);
  const kept = await page.evaluate(() => {
    const canvasDocument = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')!
      .contentDocument!;
    return (canvasDocument.querySelector('#pw-page > [data-section-id]') as Element & { pwMark?: boolean })
      .pwMark;
  });
  expect(kept).toBe(true);
  // Where the page showed is where the builder shows it.
  const after = (await canvasBox(page))!;
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(after[key] - before[key])).toBeLessThanOrEqual(1);

  // Editing works: a heading opens its panel and a change shows in the canvas.
  const heading = canvas.locator('#pw-page h1, #pw-page h2').first();
  await heading.click();
  const text = page.getByRole('complementary', { name: 'Text settings' });
  await expect(text).toBeVisible();
  await text.getByLabel('Font size', { exact: true }).selectOption('40px');
  await expect(heading).toHaveAttribute('style', /font-size: 40px/);
  await shot('first-look-taken-over-1280');

  // With that edit unsaved, a cold open shows no first look: the saved page is not what the builder
  // shows (it restores the draft), so the page waits for the builder (drafts/unsaved-mark.ts).
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  const letThroughAgain = await holdAppEntry(page);
  const reloaded = page.reload();
  await page.waitForTimeout(1_500);
  await expect(firstLook).toHaveCount(0);
  letThroughAgain();
  await reloaded;
  await expect(canvas.locator('#pw-page h1, #pw-page h2').first()).toHaveAttribute(
    'style',
    /font-size: 40px/,
    {
      timeout: 30_000,
    },
  );
  expect(errors).toEqual([]);
});
