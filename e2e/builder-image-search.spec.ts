import type { Page, Route } from '@playwright/test';
import { pexelsPhoto, pexelsSearchAnswer } from '../tests/support/pexels-answers.ts';
import { appApi } from './support/app-api.ts';
import {
  canvasFrame as canvas,
  expectPanelsAccessible,
  openTemplatePageInBuilder,
  shootBoth,
} from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

const KEY = 'e2e-pexels-key';
test.use({ serverOptions: { env: { PEXELS_API_KEY: KEY } } });

/** A 16×16 PNG: what images.pexels.com serves here. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4Y5xGEmIY1TCqYfhqAAAxHWUQ/kMK4QAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTOS = [
  pexelsPhoto(2014422, 'Croissants on a wooden board', 'Ana Baker'),
  pexelsPhoto(1775043, 'Sourdough loaf on a linen cloth', 'Jo Miller'),
  pexelsPhoto(1854652, 'Baker dusting flour over dough', 'Sam Reyes'),
  pexelsPhoto(3892469, 'Coffee and a cinnamon roll', 'Lee Park'),
];
const DESKTOP = { width: 1280, height: 800 };
// Pexels answers browsers with CORS headers; the request carries Authorization, so it is preflighted.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization',
  'access-control-allow-methods': 'GET',
};

/** The fake Pexels: every search it was asked, with the key it was asked with. */
async function fakePexels(page: Page) {
  const searches: { query: string | null; perPage: string | null; key: string | null }[] = [];
  await page.route('https://api.pexels.com/**', async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.url());
    const query = url.searchParams.get('query');
    searches.push({
      query,
      perPage: url.searchParams.get('per_page'),
      key: request.headers().authorization ?? null,
    });
    const found = url.pathname === '/v1/search' && query?.includes('bak') ? PHOTOS : [];
    return route.fulfill({ status: 200, headers: CORS, json: pexelsSearchAnswer(query ?? '', found) });
  });
  await page.route('https://images.pexels.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  return searches;
}

/** Counts the key lookups from now on. */
function countKeyLookups(page: Page): { count: number } {
  const lookups = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/key/get_key')) lookups.count += 1;
  });
  return lookups;
}

test('Pexels search: a found photo replaces the selected image and is saved', async ({ page, shot }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  const searches = await fakePexels(page);
  const lookups = countKeyLookups(page);
  await openTemplatePageInBuilder(page, 'Image search');
  // Asked for as the builder opened, not when the Gallery did.
  await expect.poll(() => lookups.count).toBe(1);

  const image = canvas(page).locator('[data-section-id] img').first();
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect(page.getByRole('complementary', { name: 'Image settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Gallery', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Gallery' });
  await panel.getByRole('tab', { name: 'Pexels' }).click();
  await expect(panel.getByText('No saved Pexels photos yet.')).toBeVisible();
  await panel.getByRole('searchbox', { name: 'Search Pexels photos' }).fill('bakery');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const results = panel.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(4);
  await expect
    .poll(() =>
      results
        .getByRole('img')
        .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth === 16)),
    )
    .toBe(true);
  expect(searches).toEqual([{ query: 'bakery', perPage: '24', key: KEY }]);
  await expectPanelsAccessible(page);
  await shootBoth(page, shot, '01-pexels-results');

  await results.getByRole('button', { name: 'Use Sourdough loaf on a linen cloth' }).click();
  await expect(image).toHaveAttribute('src', PHOTOS[1]!.src.large);
  const saved = panel.getByRole('list', { name: 'Saved Pexels photos' });
  await expect(saved.getByRole('img', { name: 'Sourdough loaf on a linen cloth' })).toBeVisible();
  const list = await appApi(page, 'GET', '/api/customer/list_picture_from_pexels_gallery');
  expect(list.images.map((row: { url: string; pexels_id: string }) => [row.url, row.pexels_id])).toEqual([
    [PHOTOS[1]!.src.large, String(PHOTOS[1]!.id)],
  ]);
  expect(list.pexels_request_count).toBe(1);

  // A search that finds nothing says so.
  await panel.getByRole('searchbox', { name: 'Search Pexels photos' }).fill('zzzz');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByText('No photos found for “zzzz”.')).toBeVisible();

  // A cold open (reload) asks for the key once, at boot, and the builder takes that answer.
  lookups.count = 0;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Gallery', exact: true }).click();
  await page.getByRole('region', { name: 'Gallery' }).getByRole('tab', { name: 'Pexels' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search Pexels photos' })).toBeVisible();
  expect(lookups.count).toBe(1);
  expect(errors).toEqual([]);
});

test('skeleton rows while the key is on its way; "not set up" without a key', async ({ page, shot }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await fakePexels(page);
  await openTemplatePageInBuilder(page, 'Key states');

  // Held back: the canvas is there and editable, the Pexels tab shows skeleton rows.
  let release: () => void = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/api/key/get_key', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('iframe[title="Page canvas"]')).toBeVisible();
  await page.getByRole('button', { name: 'Gallery', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Gallery' });
  await panel.getByRole('tab', { name: 'Pexels' }).click();
  await expect(panel.getByRole('status', { name: 'Loading image search' })).toBeVisible();
  await expect(panel.getByText('No saved Pexels photos yet.')).toBeVisible();
  await expectPanelsAccessible(page);
  await shootBoth(page, shot, '02-pexels-key-pending');
  release();
  await expect(panel.getByRole('searchbox', { name: 'Search Pexels photos' })).toBeVisible();
  await expect(panel.getByRole('status', { name: 'Loading image search' })).toHaveCount(0);
  await page.unroute('**/api/key/get_key');

  // A server that lists no key: nothing is asked, nothing fails, the tab says how to turn search on.
  await page.route('**/api/app_setting/config', async (route) => {
    const response = await route.fetch();
    const json = { ...(await response.json()), integration_keys: [] };
    await route.fulfill({ response, json });
  });
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  const lookups = countKeyLookups(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Gallery', exact: true }).click();
  await panel.getByRole('tab', { name: 'Pexels' }).click();
  await expect(panel.getByText('Image search is not set up')).toBeVisible();
  await expect(panel.getByText('PEXELS_API_KEY')).toBeVisible();
  await expect(panel.getByRole('searchbox', { name: 'Search Pexels photos' })).toHaveCount(0);
  await expect(panel.getByText('No saved Pexels photos yet.')).toBeVisible();
  await expectPanelsAccessible(page);
  await shootBoth(page, shot, '03-pexels-not-set-up');
  expect(lookups.count).toBe(0);
  expect(failures).toEqual([]);
});
