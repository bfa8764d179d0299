// The inspector (issue 20 §2, §3, §5), with real clicks on a template page. A selected element opens its
// `{Kind} settings` panel and every field changes the page at once:
// - a heading: font family, size, colour, alignment, line height, letter spacing (`abc` shows the §5 message, `2` gives 2px),
//   a text shadow (nothing until all four parts are set, then Remove), the mobile font size (seen in Mobile view);
// - a button: outlined, and linked to another page through the one link picker;
// - an image: alt text, a circle, a width; an icon found by searching "rocket";
// - a footer list gains an item, the navigation a menu item; an I-Frame takes a YouTube watch address as its embed
//   address;
// - the text toolbar links a word through the same picker, and Escape keeps the typed text.
// Then Undo walks every edit back to the exact original markup and Redo forward to the exact edited markup (in
// two halves: the history keeps 15 entries).
// Run at 1440×900, and at 1280×800, where the canvas must still lay the page out at the desktop width.
import type { FrameLocator, Page } from '@playwright/test';
import { openTemplatePageInBuilder, pageMarkup } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

async function panel(page: Page, name: string) {
  const found = page.getByRole('complementary', { name: `${name} settings` });
  await expect(found).toBeVisible();
  return found;
}

/** Chooses a page of the project in the one link picker. */
async function pickPage(page: Page, label: string) {
  const picker = page.getByRole('dialog', { name: 'Choose a link' });
  await expect(picker).toBeVisible();
  await picker.getByRole('radio', { name: 'Page of this site' }).check();
  await picker.getByLabel('Page', { exact: true }).selectOption({ label });
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker).toHaveCount(0);
}

async function canvasComputed(page: Page, id: string, property: string) {
  return page.evaluate(
    ([id, property]) => {
      const canvas = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Page canvas"]',
      )?.contentDocument;
      const element = canvas?.querySelector(`[data-pw-id="${id}"]`);
      return element ? canvas!.defaultView!.getComputedStyle(element).getPropertyValue(property) : null;
    },
    [id, property] as const,
  );
}

async function undoAll(page: Page, name: 'Undo' | 'Redo') {
  const button = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < 20; i++) {
    // The button follows the history a frame after each click: let it settle before reading it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
    if (!(await button.isEnabled())) break;
    if (
      !(await button.click({ timeout: 2000 }).then(
        () => true,
        () => false,
      ))
    )
      break;
  }
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`the inspector edits every kind of element; undo and redo are exact (${size.width}×${size.height})`, async ({
    page,
    shot,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(size);
    const errors = collectPageErrors(page);
    await openTemplatePageInBuilder(page, `Inspector ${size.width}`);
    const canvas: FrameLocator = page.frameLocator('iframe[title="Page canvas"]');

    // The desktop layout, whatever room the drawer leaves: the canvas lays the page out at least 1200 px wide.
    const layoutWidth = await page.evaluate(
      () =>
        document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument
          ?.documentElement.clientWidth ?? 0,
    );
    expect(layoutWidth).toBeGreaterThanOrEqual(1200);
    const original = await pageMarkup(page);

    // A heading: the Text settings panel.
    const heading = canvas.locator('#pw-page h1').first();
    const headingId = (await heading.getAttribute('data-pw-id'))!;
    await heading.click();
    const text = await panel(page, 'Text');
    await text.getByLabel('Font size', { exact: true }).selectOption('40px');
    await expect(heading).toHaveAttribute('style', /font-size: 40px/);
    await text.getByLabel('Font family', { exact: true }).selectOption({ label: 'Open Sans' });
    await expect(heading).toHaveAttribute('style', /font-family: 'Open Sans'/);
    await text.getByLabel('Text colour', { exact: true }).fill('#aa3366');
    await expect(heading).toHaveAttribute('style', /(^|; )color: #aa3366/);
    await text.getByRole('button', { name: 'Center' }).click();
    await expect(heading).toHaveAttribute('style', /text-align: center/);
    await text.getByLabel('Line height', { exact: true }).fill('1.3');
    await text.getByLabel('Line height', { exact: true }).press('Tab');
    await expect(heading).toHaveAttribute('style', /line-height: 1.3/);
    await text.getByLabel('Letter spacing', { exact: true }).fill('abc');
    await expect(
      text.getByText('Invalid input. Please enter a valid value (e.g., 1px, 0.5rem, -0.1em).'),
    ).toBeVisible();
    await expect(heading).not.toHaveAttribute('style', /letter-spacing/);
    await text.getByLabel('Letter spacing', { exact: true }).fill('2');
    await expect(heading).toHaveAttribute('style', /letter-spacing: 2px/);
    await text.getByLabel('Shadow X', { exact: true }).fill('2px');
    await text.getByLabel('Shadow Y', { exact: true }).fill('2px');
    await text.getByLabel('Shadow blur', { exact: true }).fill('4px');
    await expect(heading).not.toHaveAttribute('style', /text-shadow/);
    await text.getByLabel('Shadow colour', { exact: true }).fill('#000000');
    await expect(heading).toHaveAttribute('style', /text-shadow: 2px 2px 4px #000000/);
    await text.getByRole('button', { name: 'Remove' }).click();
    await expect(heading).not.toHaveAttribute('style', /text-shadow/);
    await text.getByLabel('Mobile font size', { exact: true }).fill('22px');
    await expect(heading).toHaveAttribute('data-mobile-font-size', '22px');
    await shot(`inspector-text-${size.width}`);
    // Escape in a field is the field's; on the canvas it closes the panel (the selection goes).
    await heading.click();
    await page.keyboard.press('Escape');
    await expect(text).toHaveCount(0);

    // A button: outlined, and linked to another page through the picker.
    const button = canvas.locator('#pw-page a.btn', { hasText: 'Ask a guide' }).first();
    await button.click();
    const buttonPanel = await panel(page, 'Button');
    await buttonPanel.getByRole('button', { name: 'Outlined' }).click();
    await expect(button).toHaveClass(/btn-outline-/);
    await buttonPanel.getByRole('button', { name: /Choose link/ }).click();
    await pickPage(page, 'About');
    await expect(button).toHaveAttribute('href', 'about.html');
    await shot(`inspector-button-${size.width}`);

    // An icon, found by searching "rocket".
    const icon = canvas.locator('#pw-page i.fa-people-group').first();
    const iconId = (await icon.getAttribute('data-pw-id'))!;
    await icon.scrollIntoViewIfNeeded();
    await icon.click();
    const iconPanel = await panel(page, 'Icon');
    await iconPanel.getByLabel('Search icons').fill('rocket');
    await iconPanel.getByRole('button', { name: 'rocket', exact: true }).click();
    await expect(canvas.locator(`[data-pw-id="${iconId}"]`)).toHaveClass(/fa-rocket/);
    await shot(`inspector-icon-${size.width}`);

    // An image: alt text, a circle, a width.
    const avatar = canvas.locator('#pw-page img.pws-avatar').first();
    await avatar.scrollIntoViewIfNeeded();
    await avatar.click();
    const image = await panel(page, 'Image');
    await image.getByLabel('Alt text', { exact: true }).fill('Rachel, a traveller');
    await expect(avatar).toHaveAttribute('alt', 'Rachel, a traveller');
    await image.getByRole('button', { name: 'Circle' }).click();
    await expect(avatar).toHaveClass(/rounded-circle/);
    await image.getByLabel('Width', { exact: true }).fill('120');
    await expect(avatar).toHaveAttribute('width', '120');

    // The history keeps 15 entries: the first half of the journey undoes to the start and redoes to here.
    const half = await pageMarkup(page);
    expect(half).not.toEqual(original);
    await undoAll(page, 'Undo');
    await expect.poll(() => pageMarkup(page)).toEqual(original);
    await undoAll(page, 'Redo');
    await expect.poll(() => pageMarkup(page)).toEqual(half);

    // A footer list gains an item: select a link in it, then the list around it.
    const footerLinks = canvas.locator('#pw-page ul.pws-footer-links').first();
    const itemCount = await footerLinks.locator('li').count();
    await footerLinks.locator('a').first().scrollIntoViewIfNeeded();
    await footerLinks.locator('a').first().click();
    await panel(page, 'Link');
    await page.getByRole('button', { name: 'Select parent' }).click();
    await page.getByRole('button', { name: 'Select parent' }).click();
    const list = await panel(page, 'List');
    await list.getByRole('button', { name: 'Add item' }).click();
    await expect(footerLinks.locator('li')).toHaveCount(itemCount + 1);

    // The navigation gains a menu item.
    const nav = canvas.locator('#pw-page ul.navbar-nav').first();
    const navCount = await nav.locator('li').count();
    await nav.locator('a').first().scrollIntoViewIfNeeded();
    await nav.locator('a').first().click();
    await panel(page, 'Link');
    await page.getByRole('button', { name: 'Select parent' }).click();
    await page.getByRole('button', { name: 'Select parent' }).click();
    const navigation = await panel(page, 'Navigation');
    await navigation.getByRole('button', { name: 'Add menu item' }).click();
    await expect(nav.locator('li')).toHaveCount(navCount + 1);

    // An I-Frame from the Elements drawer takes a YouTube watch address as its embed address.
    await heading.scrollIntoViewIfNeeded();
    await heading.click();
    await page.getByRole('button', { name: 'Elements', exact: true }).click();
    await page.getByRole('button', { name: 'Insert I-Frame after selection' }).click();
    const embed = await panel(page, 'Embed');
    await embed.getByLabel('URL', { exact: true }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await embed.getByRole('button', { name: 'Apply' }).click();
    await expect(
      canvas.locator('#pw-page iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"]'),
    ).toHaveCount(1);
    await shot(`inspector-embed-${size.width}`);

    // The toolbar's Link goes through the same picker; Escape keeps the typed text.
    const lead = canvas.locator('#pw-page p.pws-hero-lead').first();
    await lead.scrollIntoViewIfNeeded();
    await lead.dblclick();
    await expect(lead).toHaveAttribute('contenteditable', 'true');
    const toolbar = canvas.getByRole('toolbar', { name: 'Text formatting' });
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Book now');
    await page.keyboard.press('Control+Shift+ArrowLeft');
    // The toolbar keeps its own size on screen however far the canvas is scaled down: its 28 px
    // buttons are 28 px in the window, and the bar fits in the canvas's width.
    const linkBox = await toolbar.getByRole('button', { name: 'Link' }).boundingBox();
    expect(linkBox?.height).toBeCloseTo(28, 0);
    const [barBox, canvasBox] = [
      await toolbar.boundingBox(),
      await page.locator('iframe[title="Page canvas"]').boundingBox(),
    ];
    expect(barBox!.x).toBeGreaterThanOrEqual(canvasBox!.x);
    expect(barBox!.x + barBox!.width).toBeLessThanOrEqual(canvasBox!.x + canvasBox!.width + 1);
    await shot(`inspector-toolbar-${size.width}`);
    await toolbar.getByRole('button', { name: 'Link' }).click();
    await pickPage(page, 'Tours');
    await page.keyboard.press('Escape');
    await expect(lead).not.toHaveAttribute('contenteditable', 'true');
    await expect(lead.locator('a[href="tours.html"]')).toHaveText('now');
    await expect(lead).toContainText('Book now');

    // The mobile font size shows in Mobile view.
    await page.getByRole('button', { name: 'Mobile view' }).click();
    await expect.poll(() => canvasComputed(page, headingId, 'font-size')).toBe('22px');
    await page.getByRole('button', { name: 'Mobile view' }).click();

    // Undo back to the half-way point (the first half's entries stay below it in the history): exactly that
    // markup, reached by undoing one entry at a time; Redo to the end: exactly the edited markup.
    const edited = await pageMarkup(page);
    expect(edited).not.toEqual(half);
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    let undone = 0;
    while (undone < 15 && JSON.stringify(await pageMarkup(page)) !== JSON.stringify(half)) {
      await undo.click();
      undone++;
      // Each undo is painted before the next is compared.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
      );
    }
    expect(await pageMarkup(page)).toEqual(half);
    // The second half was five entries: the list item, the menu item, the I-Frame, its address, the text edit.
    expect(undone).toBe(5);
    await undoAll(page, 'Redo');
    await expect.poll(() => pageMarkup(page)).toEqual(edited);
    expect(errors).toEqual([]);
  });
}
