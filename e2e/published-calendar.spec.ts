// A Calender Button on a published page (issue 25 "Calendar", issue 23 "Event settings"; spec §9
// "Book-a-call calendar draws after 1500 ms"): the owner inserts it from the palette and gives it a Calendly
// address and an event id; on the project's preview domain a visitor's click opens a dialog that says the
// calendar is opening, draws Calendly's inline embed after 1.5 s, and closes with Escape, focus back on the
// button. Calendly itself is answered by the test (no internet): the frame's address is what is checked.
import AxeBuilder from '@axe-core/playwright';
import { appApi } from './support/app-api.ts';
import { openTemplatePageInBuilder } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

test('a Calender Button opens its booking calendar on the published page after 1.5 s', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  // The dialog sits in the viewport's top layer: a full-page picture would not show it where a visitor does.
  const view = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  const projectId = await openTemplatePageInBuilder(page, 'Calendar Clinic');
  const canvas = page.frameLocator('iframe[title="Page canvas"]');

  const heading = canvas.locator('#pw-page h1, #pw-page h2').first();
  await heading.click();
  await page.getByRole('button', { name: 'Elements', exact: true }).click();
  await page
    .getByRole('region', { name: 'Elements' })
    .getByRole('button', { name: 'Insert Calender Button after selection' })
    .click();
  const event = page.getByRole('complementary', { name: 'Event settings' });
  await event.getByLabel('Booking address', { exact: true }).fill('https://calendly.com/clinic/intro');
  await event.getByLabel('Event id', { exact: true }).fill('intro-call');
  await expect(canvas.locator('#pw-page a.book-a-call')).toHaveAttribute('data-event-id', 'intro-call');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });

  const detail = await appApi(page, 'GET', `/api/project/detail_project/${projectId}`);
  const site = `http://${detail.project.preview_domain}:${new URL(server.sitesUrl).port}`;
  const calendly: string[] = [];
  await page.route('https://calendly.com/**', (route) => {
    calendly.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Calendly</title><h1>Pick a time</h1>',
    });
  });
  const errors = collectPageErrors(page);

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`${site}/`);
    const button = page.getByRole('link', { name: 'Book a call' });
    await button.scrollIntoViewIfNeeded();
    const clicked = Date.now();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Book a call' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Opening the calendar…');
    await expect(dialog.getByRole('link', { name: 'Open the booking page' })).toHaveAttribute(
      'href',
      'https://calendly.com/clinic/intro',
    );
    const frame = dialog.locator('iframe[title="Booking calendar"]');
    await expect(frame).toHaveCount(0);
    await view(`calendar-opening-${viewport.width}`);
    await expect(frame).toHaveCount(1, { timeout: 5000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1500);
    const address = new URL((await frame.getAttribute('src')) ?? '');
    expect(`${address.origin}${address.pathname}`).toBe('https://calendly.com/clinic/intro');
    expect(address.searchParams.get('embed_type')).toBe('Inline');
    expect(address.searchParams.get('embed_domain')).toBe(detail.project.preview_domain);
    await expect(page.frameLocator('iframe[title="Booking calendar"]').getByRole('heading')).toHaveText(
      'Pick a time',
    );
    // The page behind the modal is inert and dimmed by its backdrop: axe reads the dialog.
    const axe = await new AxeBuilder({ page }).include('dialog.pw-booking').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await view(`calendar-open-${viewport.width}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
  expect(calendly).toHaveLength(2);
  expect(errors).toEqual([]);
});
