import { appApi } from './support/app-api.ts';
import {
  canvasFrame as canvas,
  canvasPointToPage,
  centreOf,
  dragIntoCanvas,
  expectPanelsAccessible,
  openTemplatePageInBuilder,
  shootBoth,
} from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

/** A 16×16 PNG (valid: the server reads the type from the bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4Y5xGEmIY1TCqYfhqAAAxHWUQ/kMK4QAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of an MP4 (an `ftyp` box of brand isom): what the server's sniffing reads. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.alloc(2048),
]);

const DESKTOP = { width: 1280, height: 800 };

test('a Button dropped into a three-column layout is wrapped in a row, as one undo step', async ({
  page,
  shot,
}) => {
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  await openTemplatePageInBuilder(page, 'Columns drop');
  await page.getByRole('button', { name: 'Elements', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Elements' });
  const blocks = panel.getByRole('list', { name: 'Blocks' });

  // A three-column layout dropped into a section's full-width container (on its own padding, beside the
  // narrower heading block): the layout spans the section, so each of its columns spans 3+ grid columns.
  const spot = await page.evaluate(() => {
    const doc = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    for (const heading of doc?.querySelectorAll('#pw-page [data-section-id] h2') ?? []) {
      const container = heading.closest('.container');
      const section = heading.closest('[data-section-id]');
      if (!container || !section || container.closest('nav')) continue;
      // Instantly: the page's own CSS may ask for smooth scrolling.
      heading.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = container.getBoundingClientRect();
      if (box.width / section.getBoundingClientRect().width < 0.9) continue;
      const middle = heading.getBoundingClientRect();
      const point = { x: box.left + 4, y: middle.top + middle.height / 2 };
      // The container itself is under that point, not one of its children.
      if (doc?.elementFromPoint(point.x, point.y) === container) return point;
    }
    return null;
  });
  expect(spot).not.toBeNull();
  await dragIntoCanvas(
    page,
    blocks.getByRole('listitem').filter({ hasText: 'Layout 1x3' }),
    await canvasPointToPage(page, spot!),
  );
  // The new layout: the one whose columns hold placeholders (the template may have rows of its own).
  const layout = canvas(page).locator('.row.g-4:has(> .col-md-4 > [data-pw-placeholder])');
  await expect(layout).toHaveCount(1);
  const columns = layout.locator(':scope > .col-md-4');
  await expect(columns).toHaveCount(3);
  await expect(columns.first().locator('[data-pw-placeholder]')).toHaveCount(1);
  // The premise, measured: a column spans floor(percent / 8) ≥ 3 of the section's 12 columns (§9).
  const share = await columns.first().evaluate((column) => {
    const section = column.closest('[data-section-id]')!;
    return (column.getBoundingClientRect().width / section.getBoundingClientRect().width) * 100;
  });
  expect(Math.floor(share / 8)).toBeGreaterThanOrEqual(3);

  // The Button onto the first column's placeholder: the column spans 3+ of the section's 12 columns.
  const buttons = () => canvas(page).locator('a.btn:text-is("Get started")');
  await expect(buttons()).toHaveCount(0);
  // The target in the middle of the canvas, so the drag never nears an edge (where the canvas scrolls
  // under the pointer and the drop lands elsewhere).
  await columns
    .first()
    .locator('[data-pw-placeholder]')
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await dragIntoCanvas(
    page,
    blocks
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Insert Button after selection', exact: true }) }),
    await centreOf(columns.first().locator('[data-pw-placeholder]')),
  );
  await expect(buttons()).toHaveCount(1);
  // In the first column, inside a new row: .col-md-4 > .row > .col-12 > a.btn; the placeholder is gone.
  await expect(columns.first().locator(':scope > .row > .col-12 > a.btn')).toHaveText('Get started');
  await expect(columns.first().locator('[data-pw-placeholder]')).toHaveCount(0);
  await expect(columns.nth(1).locator('[data-pw-placeholder]')).toHaveCount(1);
  await expect(buttons()).toHaveAttribute('data-pw-selected');
  await shot('01-button-in-three-columns');

  // One command: one Undo brings the placeholder back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(buttons()).toHaveCount(0);
  await expect(columns.first().locator('[data-pw-placeholder]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('Gallery: several files at once with progress, cancel one, a video tile, drag onto an image, delete after a confirm', async ({
  page,
  shot,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  await openTemplatePageInBuilder(page, 'Gallery journey');
  await page.getByRole('button', { name: 'Gallery', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Gallery' });
  await expect(panel.getByText(/No images yet/)).toBeVisible();

  // Hold every upload until released, so the bars can be seen and one cancelled while on its way.
  let release: () => void = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/api/customer/upload_*_user_gallery', async (route) => {
    await held;
    // A cancelled request is gone by now: continuing it fails or goes nowhere.
    await route.continue().catch(() => undefined);
  });
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Upload images or videos' }).click();
  await (await chooser).setFiles([
    { name: 'shop-front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'menu-board.png', mimeType: 'image/png', buffer: PNG },
    { name: 'tour.mp4', mimeType: 'video/mp4', buffer: MP4 },
  ]);
  const uploads = panel.getByRole('list', { name: 'Uploads' });
  for (const name of ['shop-front.png', 'menu-board.png', 'tour.mp4'])
    await expect(uploads.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
  // The files on their way are what the drawer shows, not "No images yet".
  await expect(panel.getByText(/No images yet/)).toHaveCount(0);
  await expectPanelsAccessible(page);
  await shootBoth(page, shot, '02-gallery-uploading');

  await uploads.getByRole('button', { name: 'Cancel upload of menu-board.png' }).click();
  await expect(uploads.getByRole('progressbar', { name: 'Uploading menu-board.png' })).toHaveCount(0);
  await expect(uploads.getByRole('progressbar', { name: 'Uploading shop-front.png' })).toBeVisible();
  release();

  const images = panel.getByRole('list', { name: 'Your images' });
  await expect(images.getByRole('listitem')).toHaveCount(1);
  await expect(images.getByRole('img', { name: 'shop-front.png' })).toBeVisible();
  const videos = panel.getByRole('list', { name: 'Your videos' });
  await expect(videos.locator('video[aria-label="tour.mp4"]')).toHaveAttribute('src', /\/media\/.+\.mp4$/);
  await expect(videos.getByText(/^Video · 2\.\d+ KB$/)).toBeVisible();
  await expect(uploads).toHaveCount(0);
  await expect(panel.getByText('menu-board.png')).toHaveCount(0);
  // The server's own list: the cancelled file was never stored.
  const { gallery } = await appApi(page, 'GET', '/api/customer/get_user_gallery');
  expect({
    images: gallery.images.map((file: { name: string }) => file.name),
    videos: gallery.videos.map((file: { name: string }) => file.name),
  }).toEqual({ images: ['shop-front.png'], videos: ['tour.mp4'] });
  // Two files stored; the used space in the 1024 unit against the quota (1 GB by default).
  await expect(panel.getByText('2 files')).toBeVisible();
  await expect(panel.getByText(/^[\d.]+ (bytes|KB|MB) of 1 GB used$/)).toBeVisible();
  await expectPanelsAccessible(page);
  await shootBoth(page, shot, '03-gallery-uploaded');

  // A canvas image with its alt emptied (Image settings → Alt text), then the picture dropped onto it.
  const image = canvas(page).locator('[data-section-id] img').first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await image.click();
  const settings = page.getByRole('complementary', { name: 'Image settings' });
  await settings.getByLabel('Alt text').fill('');
  await settings.getByLabel('Alt text').press('Tab');
  await expect(image).toHaveAttribute('alt', '');
  const before = await image.getAttribute('src');
  await dragIntoCanvas(page, images.getByRole('img', { name: 'shop-front.png' }), await centreOf(image));
  await expect(image).toHaveAttribute('src', /\/media\/.+\.png$/);
  await expect(image).toHaveAttribute('alt', 'Image');
  // One undo step brings back both the address and the empty alt.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(image).toHaveAttribute('src', before ?? '');
  await expect(image).toHaveAttribute('alt', '');

  // Delete asks first; Escape keeps the picture.
  await images.getByRole('button', { name: 'Delete shop-front.png' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Delete “shop-front.png”?')).toBeVisible();
  await expectPanelsAccessible(page);
  await shootBoth(page, shot, '04-gallery-confirm');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(images.getByRole('img', { name: 'shop-front.png' })).toBeVisible();
  await images.getByRole('button', { name: 'Delete shop-front.png' }).click();
  await confirm.getByRole('button', { name: 'Delete picture' }).click();
  await expect(panel.getByText(/No images yet/)).toBeVisible();
  await videos.getByRole('button', { name: 'Delete tour.mp4' }).click();
  await confirm.getByRole('button', { name: 'Delete video' }).click();
  await expect(panel.getByRole('list', { name: 'Your videos' })).toHaveCount(0);
  await expect(panel.getByText(/^\d+ files?$/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the badge names a Calender Button so, and "Plan card settings" stays on one line', async ({
  page,
  shot,
}) => {
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  await openTemplatePageInBuilder(page, 'Names and headers');

  // A Calender Button from the palette, after a selected heading: selected, its badge names the block.
  const heading = canvas(page).locator('[data-section-id]').nth(1).locator('h1, h2').first();
  await heading.scrollIntoViewIfNeeded();
  await heading.click();
  await page.getByRole('button', { name: 'Elements', exact: true }).click();
  await page
    .getByRole('region', { name: 'Elements' })
    .getByRole('button', { name: 'Insert Calender Button after selection' })
    .click();
  await expect(page.getByRole('complementary', { name: 'Event settings' })).toBeVisible();
  await expect(canvas(page).locator('#pw-page a[data-pw-calendar]')).toHaveAttribute('data-pw-selected');
  await expect(canvas(page).locator('[data-pw-badge]')).toHaveText('Calender Button');
  // A plain button keeps "Button".
  await page.keyboard.press('Escape');
  await canvas(page).locator('#pw-page a.btn:not([data-pw-calendar])').first().click();
  await expect(canvas(page).locator('[data-pw-badge]')).toHaveText('Button');

  // A plan card from the library, clicked on its own area: its panel's title is one line, unclipped.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Funnel and sections', exact: true }).click();
  const library = page.getByRole('region', { name: 'Sections library' });
  await library.getByLabel('Search sections').fill('plan cards');
  await library.getByRole('button', { name: 'Add Pricing: three plan cards' }).click();
  const planCard = canvas(page).locator('#pw-page .pw-plan-card').first();
  await planCard.scrollIntoViewIfNeeded();
  await planCard.click({ position: { x: 6, y: 6 } });
  const panel = page.getByRole('complementary', { name: 'Plan card settings' });
  await expect(panel).toBeVisible();
  const title = panel.getByRole('heading', { name: 'Plan card settings' });
  const metrics = await title.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(style.lineHeight),
      clipped: element.scrollWidth > element.clientWidth,
    };
  });
  expect(metrics.height).toBeLessThan(metrics.lineHeight * 1.5);
  expect(metrics.clipped).toBe(false);
  // Both header buttons are there, under their full names.
  await expect(panel.getByRole('button', { name: 'Select parent' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Section settings' })).toBeVisible();
  await shot('05-plan-card-header');
  expect(errors).toEqual([]);
});
