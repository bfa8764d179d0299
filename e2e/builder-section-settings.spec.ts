// The Section settings panel (issue 23 "Section settings"), with real clicks on a template page: a section's
// settings open from its row in "Funnel and sections" (by keyboard); it gets a stock background image at
// "bottom right" with cover, then a YouTube background video with an overlay at 50 %, spacing 40 / 0 and a
// fadeInUp entrance animation. The canvas shows each change at once; after Save the saved page carries them and
// its script plays the animation when the section scrolls into view (not when reduced motion is asked for).
// Undo then walks back to the exact original markup.
import { openTemplatePageInBuilder, pageMarkup, undoAll } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

test('Section settings: background image, YouTube video with overlay, spacing, animation; saved; undo is exact', async ({
  page,
  server,
  shot,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectPageErrors(page);
  const projectId = await openTemplatePageInBuilder(page, 'Section settings');
  const canvas = page.frameLocator('iframe[title="Page canvas"]');
  const original = await pageMarkup(page);

  // The second section's settings, opened from its row by keyboard; the keyboard goes to the panel.
  const openSettings = page.getByRole('button', { name: /^Section settings: / }).nth(1);
  await openSettings.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('complementary', { name: 'Section settings' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  const sectionId = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    return canvas?.querySelectorAll('#pw-page [data-section-id]')[1]?.getAttribute('data-section-id') ?? '';
  });
  const wrapper = canvas.locator(`#pw-page [data-section-id="${sectionId}"]`);

  // A stock background image at bottom right, cover.
  await panel.getByRole('button', { name: 'Choose image…' }).click();
  const gallery = page.getByRole('dialog', { name: 'Replace image' });
  await gallery.getByRole('tab', { name: 'Stock' }).click();
  await gallery
    .getByRole('list', { name: 'Stock images' })
    .getByRole('button', { name: /^Use / })
    .first()
    .click();
  await expect(gallery).toHaveCount(0);
  await expect(wrapper).toHaveAttribute('style', /background-image: url\(/);
  await panel.getByRole('button', { name: 'Bottom right' }).click();
  await panel.getByRole('button', { name: 'Cover' }).click();
  await expect(wrapper).toHaveAttribute(
    'style',
    /background-size: cover; .*background-position: right bottom/,
  );

  // A YouTube background video with a black overlay at 50 %.
  await panel.getByRole('button', { name: 'YouTube' }).click();
  await panel.getByLabel('Video address', { exact: true }).fill(YOUTUBE);
  await expect(wrapper).toHaveAttribute('data-video-source', 'youtube');
  await panel.getByLabel('Overlay colour', { exact: true }).fill('#000000');
  await panel.getByLabel('Overlay opacity', { exact: true }).fill('50');
  await expect(wrapper.locator('> .pw-bg-video iframe')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1&mute=1&loop=1/,
  );
  await expect(wrapper.locator('> .pw-bg-video .pw-bg-video-overlay')).toHaveAttribute(
    'style',
    'background-color: #000000; opacity: 0.5;',
  );

  // Spacing 40 / 0 and a fadeInUp entrance.
  await panel.getByLabel('Spacing top', { exact: true }).fill('40');
  await panel.getByLabel('Spacing bottom', { exact: true }).fill('0');
  await expect(wrapper).toHaveAttribute('style', /padding-top: 40px; padding-bottom: 0px;/);
  await panel.getByLabel('Entrance animation', { exact: true }).selectOption('fadeInUp');
  await expect(wrapper).toHaveAttribute('data-pw-animate', 'animate__fadeInUp');
  await shot('section-settings');

  const edited = await pageMarkup(page);
  const canvasWrapper = edited[1]!.slice(0, edited[1]!.indexOf('>') + 1);
  expect(canvasWrapper).toMatch(
    /^<div class="pw-section" data-section-id="[^"]+" [^>]*data-pw-animate="animate__fadeInUp" style="background-image: url\(&quot;[^"]+&quot;\); background-size: cover; background-repeat: no-repeat; background-position: right bottom; padding-top: 40px; padding-bottom: 0px;" data-video-source="youtube" data-video-url="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ" data-video-overlay="#000000" data-video-overlay-opacity="50">$/,
  );

  // Saved: the page carries the same wrapper, and its script plays the animation when scrolled into view.
  const saving = page.waitForResponse(
    (r) => r.url().includes('/api/project/user_template') && r.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saving;
  expect(response.status()).toBe(200);
  const slug = (response.request().postDataJSON() as { slug_name: string }).slug_name;
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  const hosted = `${server.sitesUrl}/${projectId}/${slug}.html`;
  const saved = await (await fetch(hosted)).text();
  // The canvas loads the page's relative assets from the sites origin; the saved page keeps them relative.
  expect(saved).toContain(canvasWrapper.replace(`${server.sitesUrl}/${projectId}/`, ''));
  expect(saved).toContain(
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;mute=1&amp;loop=1&amp;playlist=dQw4w9WgXcQ&amp;controls=0&amp;playsinline=1&amp;rel=0"',
  );
  const js = await (await fetch(`${server.sitesUrl}/${projectId}/js/${slug}.js`)).text();
  expect(js).toContain('/* pw-animations */');

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const visitor = await page.context().newPage();
    await visitor.emulateMedia({ reducedMotion });
    await visitor.route(/youtube/, (route) => route.abort());
    await visitor.goto(hosted);
    const section = visitor.locator(`[data-section-id="${sectionId}"]`);
    await section.scrollIntoViewIfNeeded();
    if (reducedMotion === 'reduce') {
      await visitor.waitForTimeout(300);
      await expect(section).not.toHaveClass(/animate__animated/);
      await expect(section).toBeVisible();
    } else {
      await expect(section).toHaveClass(/animate__animated animate__fadeInUp/);
    }
    await visitor.close();
  }

  // Undo returns the exact original markup.
  await undoAll(page);
  await expect.poll(() => pageMarkup(page)).toEqual(original);
  expect(errors).toEqual([]);
});
