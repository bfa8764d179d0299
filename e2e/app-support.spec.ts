// Support, help and subscribers on the real server, at desktop width and on a 390 px phone: create a
// ticket with a picture uploaded in its dialog (progress bar, preview, then in the thread), see it in
// the list, open it and reply; open a help category and an article; a new project's
// empty subscriber list. axe (no serious or critical violations) and a screenshot on each screen.
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, register, test } from './support/fixtures.ts';

/** A real picture (the server reads the type from the bytes). */
const SCREENSHOT = readFileSync(new URL('../content/images/food/hero.webp', import.meta.url));

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('support ticket, help article, empty subscribers', async ({ page, shot }) => {
      await register(page);

      // Support: empty list, create, thread, reply, back to the list.
      await page.goto('/support-tickets');
      await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No support tickets yet' })).toBeVisible();
      await expectAccessible(page, '/support-tickets (empty)');
      await page.getByRole('button', { name: 'New ticket' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Subject').fill('My domain does not connect');
      await dialog.getByLabel('Message').fill('bakery.example still shows the parking page.');
      await expectAccessible(page, 'new ticket dialog');

      // Upload a picture from the dialog; the answer is held back so the progress bar can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      await page.route('**/api/customer/upload_picture_to_user_gallery', async (route) => {
        await held;
        await route.continue();
      });
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload a picture' }).click();
      await (await chooser).setFiles({
        name: 'parking-page.webp',
        mimeType: 'image/webp',
        buffer: SCREENSHOT,
      });
      await expect(dialog.getByRole('progressbar', { name: 'Uploading parking-page.webp' })).toBeVisible();
      await expectAccessible(page, 'new ticket dialog (uploading)');
      await shot(`${viewport.name}-support-new-ticket-uploading`);
      release();
      const preview = dialog.getByRole('img', { name: 'Chosen picture: parking-page.webp' });
      await expect(preview).toBeVisible();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(dialog.getByRole('progressbar')).toHaveCount(0);
      await expect(dialog.getByLabel('Picture (optional)')).toHaveValue(/^[0-9a-f-]{36}$/);
      await expectAccessible(page, 'new ticket dialog (picture chosen)');
      await shot(`${viewport.name}-support-new-ticket-picture`);
      await page.unroute('**/api/customer/upload_picture_to_user_gallery');

      await dialog.getByRole('button', { name: 'Send ticket' }).click();
      await expect(page).toHaveURL(/\/support-tickets\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My domain does not connect' })).toBeVisible();
      await expect(page.getByRole('article').first()).toContainText('still shows the parking page');
      const attached = page
        .getByRole('article')
        .first()
        .getByRole('img', { name: 'Attachment: parking-page.webp' });
      await expect(attached).toBeVisible();
      await expect
        .poll(() => attached.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // On a phone the confirmation toast sits over the reply form (the picture made the thread taller).
      const sent = page.getByRole('status').filter({ hasText: 'Ticket sent' });
      await sent.getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(sent).toHaveCount(0);
      await page.getByLabel('Your reply').fill('It is a .example domain, if that matters.');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByRole('article').nth(1)).toContainText('if that matters');
      await expect(page.getByLabel('Your reply')).toHaveValue('');
      await expectAccessible(page, '/support-tickets/{id}');
      await shot(`${viewport.name}-support-ticket`);

      await page.getByRole('link', { name: 'Support' }).first().click();
      const list = page.getByRole('list', { name: 'Support tickets' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText('My domain does not connect');
      await expect(list).toContainText('Open');
      await expect(list).toContainText('2 messages');
      await expectAccessible(page, '/support-tickets');
      await shot(`${viewport.name}-support-list`);
      await list.getByRole('link', { name: 'My domain does not connect' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My domain does not connect' })).toBeVisible();

      // Help: categories, a category on its first article, another article.
      await page.goto('/helping-articles-categories');
      await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
      const categories = page.getByRole('list', { name: 'Help categories' });
      await expect(categories.getByRole('link', { name: 'Getting started' })).toBeVisible();
      await expectAccessible(page, '/helping-articles-categories');
      await shot(`${viewport.name}-help-categories`);
      await categories.getByRole('link', { name: 'Getting started' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Create your first website' })).toContainText(
        'Open Projects and choose Add project.',
      );
      await page
        .getByRole('navigation', { name: 'Articles in this category' })
        .getByRole('link', { name: 'A tour of the builder' })
        .click();
      const tour = page.getByRole('article', { name: 'A tour of the builder' });
      await expect(tour.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
      await expect(tour.getByRole('table')).toBeVisible();
      await expectAccessible(page, '/helping-articles/{id}');
      await shot(`${viewport.name}-help-article`);

      // Search from the categories.
      await page.goto('/helping-articles-categories');
      await page.getByLabel('Search help articles').fill('keyboard');
      await expect(page.getByRole('list', { name: 'Search results' })).toContainText('A tour of the builder');

      // Subscribers of a new project: the empty state.
      await page.goto('/add-project');
      await page.getByLabel('Project name').fill('Bakery on Main Street');
      await page.getByRole('button', { name: 'Create project' }).click();
      await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
      const projectId = page.url().split('/').at(-1);
      await page.goto(`/subscribers/${projectId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No subscribers yet' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page, '/subscribers/{id}');
      await shot(`${viewport.name}-subscribers-empty`);

      // Website settings additions: business info, Stripe keys (secret masked after saving), a plan.
      await page.goto(`/website-settings/${projectId}`);
      const business = page.getByRole('form', { name: 'Business info' });
      await business.getByLabel('Business name').fill('Main Street Bakery');
      await business.getByRole('button', { name: 'Save business info' }).click();
      await expect(page.getByText('Business info saved')).toBeVisible();
      const stripe = page.getByRole('form', { name: 'Stripe keys' });
      await stripe.getByLabel('Publishable key').fill('pk_test_abc123');
      await stripe.getByLabel('Secret key').fill('sk_test_secret9876');
      await stripe.getByRole('button', { name: 'Save Stripe keys' }).click();
      await expect(stripe.getByText(/^sk_test_.*9876$/)).toBeVisible();
      await expect(stripe.getByLabel('Secret key')).toHaveValue('');
      await page.getByRole('button', { name: 'Add plan' }).click();
      const planDialog = page.getByRole('dialog');
      await planDialog.getByLabel('Plan name').fill('Cake club');
      await planDialog.getByLabel('Currency').selectOption('EUR');
      await planDialog.getByLabel('Price').fill('12.50');
      await planDialog.getByLabel('Billing').selectOption('month');
      await expectAccessible(page, 'plan dialog');
      await planDialog.getByRole('button', { name: 'Add plan' }).click();
      await expect(page.getByRole('list', { name: 'Payment plans' })).toContainText(
        '€12.50 EUR · Every month',
      );
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page, '/website-settings/{id}');
      await shot(`${viewport.name}-website-settings`);
    });
  });
}
