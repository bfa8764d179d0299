// The builder on the real server: a page from a template opens in the canvas; sections move with undo/redo;
// a palette applies; Save persists across a reload (with the undo history); an unsaved edit survives a
// reload as the local draft.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import { openTemplatePageInBuilder } from './support/builder.ts';
import { expect, settleAnimations, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

test('edit a template page in the builder, save, reload; a draft survives a reload', async ({
  page,
  shot,
}) => {
  const errors = collectPageErrors(page);
  // Opens once the automatic save (spec §4) has drawn the thumbnail: axe then never measures the Save
  // button leaving its loading state.
  await openTemplatePageInBuilder(page, 'Builder test');

  // The canvas runs no scripts (sandboxed), so it is read from the builder page, which may reach into it.
  const titles = () =>
    page.evaluate(() => {
      const canvas = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Page canvas"]',
      )?.contentDocument;
      return [...(canvas?.querySelectorAll('[data-section-id]') ?? [])].map((el) =>
        el.getAttribute('data-section-title'),
      );
    });
  const primary = () =>
    page.evaluate(() => {
      const canvas = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Page canvas"]',
      )?.contentDocument;
      return (
        canvas?.defaultView?.getComputedStyle(canvas.body).getPropertyValue('--pw-primary-color').trim() ?? ''
      );
    });
  await expect.poll(async () => (await titles()).length).toBeGreaterThan(2);
  const before = await titles();
  // The automatic save about 1 s after load (spec §4) draws the thumbnail, which takes a few seconds.
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  // The builder's own controls; the canvas is the user's page (checked by the content suite).
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).exclude('iframe[title="Page canvas"]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await shot('01-builder');

  // About 1 s after load the automatic save draws the page's thumbnail: a PNG 600 px high.
  const pageId = page.url().split('/').pop()!;
  const thumbnail = () =>
    page.evaluate(async (id) => {
      const { tokens } = JSON.parse(sessionStorage.getItem('pagewright.session') ?? '{}');
      const answer = await fetch(`/api/page/detail_page/${id}`, { headers: { 'x-sh-auth': tokens.token } });
      return ((await answer.json()) as { page: { image: string } }).page.image;
    }, pageId);
  await expect.poll(thumbnail, { timeout: 20_000 }).toMatch(/\.png$/);
  const size = await page.evaluate(
    async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    },
    await thumbnail(),
  );
  expect(size.height).toBe(600);
  expect(size.width).toBeGreaterThan(300);

  // Move the second section up, undo, redo.
  const panel = page.getByRole('region', { name: 'Funnel and sections' });
  const moved = [before[1], before[0], ...before.slice(2)];
  await panel.getByRole('button', { name: `Move ${before[1]} up` }).click();
  await expect.poll(titles).toEqual(moved);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(titles).toEqual(before);
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(titles).toEqual(moved);

  // Apply a palette: the canvas's theme variables change at once.
  const initialPrimary = await primary();
  await page.getByRole('button', { name: 'Theme Setting' }).click();
  await page.getByRole('group', { name: 'Theme mode' }).getByRole('button', { name: 'Dark' }).click();
  await expect.poll(primary).toBe('#000000');
  expect(initialPrimary).not.toBe('#000000');
  await shot('02-edited');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // Download zip: built in the browser from the saved site; every local link inside resolves to an entry.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download zip' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const names = Object.keys(entries);
  // The edited page: its saved html carries the sections in their new order.
  const slug = names
    .map((name) => /^([^/]+)\.html$/.exec(name)?.[1])
    .find((name) => name && strFromU8(entries[`${name}.html`]!).includes(`data-section-title="${moved[0]}"`));
  expect(slug).toBeTruthy();
  expect(names).toEqual(expect.arrayContaining([`css/${slug}.css`, `js/${slug}.js`]));
  expect(names.some((name) => name.startsWith('assets/vendor/bootstrap'))).toBe(true);
  const html = strFromU8(entries[`${slug}.html`]!);
  const savedOrder = [...html.matchAll(/data-section-title="([^"]*)"/g)].map((match) => match[1]);
  expect(savedOrder).toEqual(moved);
  for (const [, ref] of html.matchAll(/(?:href|src)="([^"#?:]+)"/g)) expect(names).toContain(ref);
  await page.reload();
  await expect.poll(titles).toEqual(moved);
  await expect.poll(primary).toBe('#000000');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  // The undo history survived the reload too.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

  // An unsaved edit survives a reload as the local draft ("Funnel and sections" opens by default).
  await page
    .getByRole('region', { name: 'Funnel and sections' })
    .getByRole('button', { name: `Move ${before[2]} up` })
    .click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const drafted = await titles();
  expect(drafted).not.toEqual(moved);
  await page.reload();
  await expect.poll(titles).toEqual(drafted);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(errors).toEqual([]);
});
