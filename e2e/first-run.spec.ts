// The first run of a new user (issue 27), at 1280×800 and 390×844: register, the template gallery (no
// misleading numbers, readable categories in a row that fits a phone), a project from a template (its
// name pre-filled, a toast that counts its pages), then on the desktop the builder opens with an empty
// console and no failed request, saves, and the projects list shows a card with the page's thumbnail.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { canvasSectionTitles } from './support/builder.ts';
import { expect, register, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

/** Console errors and warnings, and requests that failed or answered 4xx/5xx, from now on. */
function watchProblems(page: Page): string[] {
  const problems = collectPageErrors(page, { console: 'warning' });
  page.on('requestfailed', (request) => {
    // A navigation away aborts requests still in flight; that is not a failure the user sees.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

// A server of its own, as a new install is: the journeys before this one make projects from templates on the
// worker's shared server, and their real usage counts would show (any setting gives a spec its own server).
test.use({ serverOptions: { env: { FIRST_RUN_JOURNEY: '1' } } });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const desktop = viewport.width >= 1024;

  test(`first run at ${viewport.width}×${viewport.height}`, async ({ page, shot }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await register(page);

    await page.goto('/choose-template');
    const grid = page.getByRole('list', { name: 'Templates' });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    // A fresh install has made no project from any template: no "used N times" anywhere.
    await expect(grid).not.toContainText(/used \d/);
    const categories = page.getByRole('group', { name: 'Template categories' });
    await expect(categories.getByRole('button', { name: /^Real estate \(\d+\)$/ })).toBeVisible();
    await expect(categories).not.toContainText('RealEstate');
    const row = await categories.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      chip: element.firstElementChild?.getBoundingClientRect().height ?? 0,
      scrolls: element.scrollWidth > element.clientWidth,
    }));
    if (desktop) expect(row.height).toBeLessThan(4 * row.chip);
    else {
      // One row of chips that scrolls sideways, not a screenful of them.
      expect(row.height).toBeLessThan(2 * row.chip);
      expect(row.scrolls).toBe(true);
    }
    await shot(`first-run-templates-${viewport.width}`);

    const use = grid.getByRole('link', { name: /^Use template: / }).first();
    const templateName = ((await use.getAttribute('aria-label')) ?? '').replace('Use template: ', '');
    await use.click();
    await expect(page.getByLabel('Project name')).toHaveValue(templateName);
    await shot(`first-run-new-project-${viewport.width}`);
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    const pages = await page.getByRole('article').count();
    expect(pages).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(`“${templateName}” is ready with ${pages} pages.`)).toBeVisible();
    if (!desktop) return;

    const problems = watchProblems(page);
    const thumbnailSaved = page.waitForResponse(
      (response) => response.url().includes('/api/page/update_page_thumbnail/') && response.ok(),
      { timeout: 60_000 },
    );
    await page
      .getByRole('link', { name: /in the builder$/ })
      .first()
      .click();
    await expect.poll(async () => (await canvasSectionTitles(page)).length).toBeGreaterThan(2);
    await thumbnailSaved;
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
    await shot('first-run-builder-1280');
    expect(problems).toEqual([]);

    // The sections list gives each title its row; the row's buttons show on hover (and on focus).
    const sectionRow = page.locator('.pw-section-row').first();
    const actions = sectionRow.locator('.pw-row-actions');
    const widths = await sectionRow.evaluate((element) => ({
      row: element.getBoundingClientRect().width,
      title: element.querySelector('.pw-row-title')?.getBoundingClientRect().width ?? 0,
    }));
    expect(widths.title).toBeGreaterThan(widths.row * 0.7);
    await page.mouse.move(0, 0);
    await expect(actions).toHaveCSS('opacity', '0');
    await sectionRow.hover();
    await expect(actions).toHaveCSS('opacity', '1');
    await page.screenshot({
      path: test.info().outputPath('first-run-section-row-hover.png'),
      clip: { x: 40, y: 280, width: 320, height: 200 },
    });
    await page.mouse.move(0, 0);
    await sectionRow.getByRole('button', { name: /^Move .* down$/ }).focus();
    await expect(actions).toHaveCSS('opacity', '1');

    // The sections library is grouped by category; hovering a card shows it larger.
    const heroes = page.getByRole('group', { name: 'Heroes sections' });
    await heroes.scrollIntoViewIfNeeded();
    await heroes.locator('[title^="Drag "]').first().hover();
    await expect(page.getByTestId('section-preview')).toBeVisible();
    await page.mouse.move(700, 700);
    await expect(page.getByTestId('section-preview')).toBeHidden();

    await page.goto('/projects');
    const card = page.getByRole('article').filter({ hasText: templateName });
    // The thumbnail is decorative (alt ""); the placeholder is drawn with boxes, not an image.
    const thumbnail = card.locator('img').first();
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // The page's picture, not a flat one: its pixels vary (the image is on the sites origin, so it is
    // read here rather than through a canvas in the page).
    const picture = await page.request.get((await thumbnail.getAttribute('src')) ?? '');
    expect(picture.ok()).toBe(true);
    const { channels } = await sharp(await picture.body()).stats();
    expect(Math.max(...channels.slice(0, 3).map((channel) => channel.stdev))).toBeGreaterThan(10);
    await shot('first-run-projects-1280');
  });
}

test('a blank project’s first page opens in the builder with an empty console and no failed request', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await register(page);
  await page.goto('/add-project');
  await page.getByLabel('Project name').fill('Blank start');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const problems = watchProblems(page);
  await page
    .getByRole('link', { name: /in the builder$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.locator('iframe[title="Page canvas"]')).toBeVisible();
  // Let the opening finish (drawer, draft, automatic save) before reading the console.
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(problems).toEqual([]);
});
