import { DEFAULT_PREFIX, type FakeOpenAI, startFakeOpenAI } from '../tests/support/fake-openai.ts';
import { openTemplatePageInBuilder, pageMarkup, shootBoth } from './support/builder.ts';
import { test as base, expect } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

// This spec's own server (the worker's shared one has no AI provider), pointed at its own fake.
const test = base.extend<object, { fake: FakeOpenAI }>({
  fake: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const fake = await startFakeOpenAI();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  serverOptions: [
    async ({ fake }, use) =>
      use({
        env: {
          AI_BASE_URL: fake.baseUrl,
          AI_API_KEY: fake.apiKey,
          AI_MODEL: fake.chatModel,
          AI_IMAGE_MODEL: fake.imageModel,
          OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        },
      }),
    { scope: 'worker' },
  ],
});

const DESKTOP = { width: 1280, height: 800 };

test('AI helper: business info, rewrite a hero section (undo exact, redo), AI text, generate a picture', async ({
  page,
  fake,
  shot,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  await openTemplatePageInBuilder(page, 'AI helper');
  const canvas = page.frameLocator('iframe[title="Page canvas"]');

  // AI settings from the top bar's More menu: the provider is on; the business info is saved.
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: 'AI settings' }).click();
  const settings = page.getByRole('dialog', { name: 'AI settings' });
  await expect(settings.getByText(/The AI helper is on/)).toBeVisible();
  await settings.getByLabel('Business name').fill('Main Street Bakery');
  await settings.getByLabel('Tone of the content').fill('Warm and cheerful');
  await settings.getByRole('button', { name: 'Save business info' }).click();
  await expect(page.getByText('Business info saved')).toBeVisible();
  await shootBoth(page, shot, 'ai-settings');
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);

  // Rewrite the hero (the first section) from its heading's right-click menu.
  const original = await pageMarkup(page);
  // The hero: the first section with the page's main heading (the template's first is its navbar).
  const heroIndex = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    return [...(canvas?.querySelectorAll('#pw-page [data-section-id]') ?? [])].findIndex((s) =>
      s.querySelector('h1'),
    );
  });
  expect(heroIndex).toBeGreaterThanOrEqual(0);
  const heading = canvas.locator('#pw-page [data-section-id]').nth(heroIndex).locator('h1').first();
  const oldHeading = ((await heading.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  await heading.click({ button: 'right' });
  await canvas.getByRole('menuitem', { name: 'Rewrite section with AI' }).click();
  const rewrite = page.getByRole('dialog', { name: 'Rewrite section with AI' });
  await rewrite.getByLabel('Instructions (optional)').fill('Mention the morning delivery');
  // The business info link is on the keyboard's way, its focus ring drawn around the words.
  await page.keyboard.press('Shift+Tab');
  await expect(rewrite.getByRole('button', { name: 'Edit business info' })).toBeFocused();
  await shootBoth(page, shot, 'ai-rewrite-ready');
  await rewrite.getByRole('button', { name: 'Rewrite' }).click();
  await expect(rewrite.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 30_000 });
  const newTexts = rewrite.getByRole('list', { name: 'New texts' });
  await expect(newTexts.getByText(DEFAULT_PREFIX).first()).toBeVisible();
  await shootBoth(page, shot, 'ai-rewrite-result');
  // What the provider was sent: the section's texts with their roles, and the business info.
  const chat = fake.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1)!;
  expect(JSON.stringify(chat.body)).toContain(oldHeading);
  expect(JSON.stringify(chat.body)).toContain('Main Street Bakery');
  expect(JSON.stringify(chat.body)).toContain('Mention the morning delivery');
  await rewrite.getByRole('button', { name: 'Accept' }).click();
  await expect(rewrite).toHaveCount(0);
  await expect(heading).toContainText(DEFAULT_PREFIX);
  const rewritten = await pageMarkup(page);
  // Only the words changed: the same elements, attributes and order.
  const shape = (html: string) => html.replace(/>[^<]*</g, '><').replace(/ alt="[^"]*"/g, '');
  expect(shape(rewritten[heroIndex]!)).toBe(shape(original[heroIndex]!));
  expect(rewritten[heroIndex]).not.toBe(original[heroIndex]);
  expect(rewritten.filter((_, i) => i !== heroIndex)).toEqual(original.filter((_, i) => i !== heroIndex));

  // One undo gives the exact original back; redo the new texts.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => pageMarkup(page)).toEqual(original);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect.poll(() => pageMarkup(page)).toEqual(rewritten);

  // AI text on a paragraph: rewrite the block from the text toolbar, preview, Accept; one undo step.
  const paragraph = canvas.locator('#pw-page p').first();
  const paragraphSection = await paragraph.evaluate((p) =>
    [...document.querySelectorAll('#pw-page [data-section-id]')].indexOf(p.closest('[data-section-id]')!),
  );
  const beforeText = (await pageMarkup(page))[paragraphSection];
  const oldParagraph = ((await paragraph.textContent()) ?? '').trim();
  await paragraph.dblclick();
  const toolbar = canvas.getByRole('toolbar', { name: 'Text formatting' });
  await expect(toolbar).toBeVisible();
  const names = await toolbar
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent));
  expect(names.slice(0, 3)).toEqual(['Close', 'AI text', 'Undo']);
  await toolbar.getByRole('button', { name: 'AI text' }).click();
  const aiText = page.getByRole('dialog', { name: 'AI text' });
  await expect(aiText.getByLabel('Tone')).toHaveValue('Warm and cheerful');
  await aiText.getByRole('button', { name: 'Shorter' }).click();
  await shootBoth(page, shot, 'ai-text-ready');
  await aiText.getByRole('button', { name: 'Rewrite' }).click();
  await expect(aiText.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 30_000 });
  await expect(aiText.getByLabel('Preview')).toContainText(DEFAULT_PREFIX);
  await shootBoth(page, shot, 'ai-text-result');
  await aiText.getByRole('button', { name: 'Accept' }).click();
  await expect(aiText).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'Close' }).click();
  await expect(toolbar).toHaveCount(0);
  await expect(paragraph).toContainText(DEFAULT_PREFIX);
  expect(((await paragraph.textContent()) ?? '').trim()).not.toBe(oldParagraph);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(async () => (await pageMarkup(page))[paragraphSection]).toBe(beforeText);

  // Generate a picture from the Image settings panel and use it on the selected image.
  const image = canvas.locator('#pw-page img').first();
  await image.scrollIntoViewIfNeeded();
  await image.click();
  const panel = page.getByRole('complementary', { name: 'Image settings' });
  await panel.getByRole('button', { name: 'Generate with AI…' }).click();
  const picture = page.getByRole('dialog', { name: 'Generate a picture' });
  await picture.getByLabel('Describe the picture').fill('Fresh sourdough loaves on a sunny counter');
  await picture.getByRole('button', { name: 'Landscape' }).click();
  await shootBoth(page, shot, 'ai-picture-ready');
  await picture.getByRole('button', { name: 'Generate' }).click();
  await expect(picture.getByRole('button', { name: 'Use' })).toBeVisible({ timeout: 30_000 });
  await expect(picture.getByText(/Saved in your gallery as/)).toBeVisible();
  await shootBoth(page, shot, 'ai-picture-result');
  const generated = await picture.getByRole('img', { name: /^Generated: / }).getAttribute('src');
  expect(generated).toBeTruthy();
  await picture.getByRole('button', { name: 'Use' }).click();
  await expect(picture).toHaveCount(0);
  await expect
    .poll(() => image.evaluate((img) => img.getAttribute('data-pw-src') ?? img.getAttribute('src')))
    .toBe(generated);
  // It is in the user's gallery too.
  await page.getByRole('button', { name: 'Gallery', exact: true }).click();
  await expect(page.locator(`img[src="${generated}"]`).first()).toBeAttached();

  expect(errors).toEqual([]);
});
