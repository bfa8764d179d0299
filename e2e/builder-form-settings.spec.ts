// The Form settings panel (issue 23 "Form"; spec §5), with real clicks on the opt-in funnel template: a
// click on the hero form's email field opens `Form settings` with that field open and locked (always
// required); a Phone field is added and made required (one undo step: Undo and Redo walk it); the success
// message is set and a submission goes to the funnel's Thank you page. The canvas shows the new field at
// once, with its <label for> paired to the input's id; after Save the saved page carries what the sites
// server's form reader (form-schema.ts) reads: the field, required, the message and the next page.
import type { Page } from '@playwright/test';
import { wiredForms } from '../src/server/sites/form-schema.ts';
import { wireForms } from '../src/server/sites/form-wiring.ts';
import { addOptInFunnelProject } from './support/app-api.ts';
import { canvasSectionTitles } from './support/builder.ts';
import { expect, register, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

const FORM = '#pw-page form[data-form="optin"]';

/** Registers, makes a project of the opt-in funnel template and opens its first page in the builder. */
async function openFunnelInBuilder(page: Page): Promise<string> {
  await register(page);
  const project = await addOptInFunnelProject(page, 'FitFuel Forms');
  const projectId: string = project._id;
  await page.goto(`/projects/${projectId}`);
  const autosaved = page.waitForResponse((r) => r.url().includes('/api/page/update_page_thumbnail/'), {
    timeout: 60_000,
  });
  await page
    .getByRole('link', { name: /in the builder$/ })
    .first()
    .click();
  await expect.poll(async () => (await canvasSectionTitles(page)).length).toBeGreaterThan(2);
  await autosaved;
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  return projectId;
}

/** The phone field as the canvas shows it: its input and the label naming it. */
function canvasPhone(page: Page) {
  return page.evaluate((selector) => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    const form = canvas?.querySelector(selector);
    const input = form?.querySelector<HTMLInputElement>('input[name="phone"]');
    if (!form || !input) return null;
    const label = form.querySelector(`label[for="${input.id}"]`);
    return {
      type: input.type,
      required: input.required,
      id: input.id,
      label: label?.textContent ?? null,
      success: form.getAttribute('data-success-message'),
      after: form.getAttribute('data-after-submit'),
      next: form.getAttribute('data-pw-next'),
    };
  }, FORM);
}

test('the Form settings panel adds a required phone field, sets the message and the next page, and the saved page carries them', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const projectId = await openFunnelInBuilder(page);
  const canvas = page.frameLocator('iframe[title="Page canvas"]');

  // A click on the email field opens the form's panel, that field open: locked, with the reason.
  const email = canvas.locator(`${FORM} input[name="email"]`);
  await email.scrollIntoViewIfNeeded();
  await email.click();
  const panel = page.getByRole('complementary', { name: 'Form settings' });
  await expect(panel).toBeVisible();
  const emailField = panel.getByRole('group', { name: 'Field 2: Email address' });
  const emailRequired = emailField.getByRole('checkbox', { name: 'Required' });
  await expect(emailRequired).toBeChecked();
  await expect(emailRequired).toBeDisabled();
  await expect(emailField.getByText(/Always required/)).toBeVisible();

  // Add a Phone field: it appears in the canvas at once and opens in the panel.
  await panel.getByLabel('New field type').selectOption({ label: 'Phone' });
  await panel.getByRole('button', { name: 'Add field' }).click();
  const phoneField = panel.getByRole('group', { name: 'Field 3: Phone' });
  await expect(phoneField.getByLabel('Type')).toHaveValue('tel');
  await expect.poll(() => canvasPhone(page)).toMatchObject({ type: 'tel', required: false, label: 'Phone' });

  // Required is one undo step.
  const phoneRequired = phoneField.getByRole('checkbox', { name: 'Required' });
  await phoneRequired.check();
  await expect.poll(async () => (await canvasPhone(page))?.required).toBe(true);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await canvasPhone(page))?.required).toBe(false);
  await expect(phoneRequired).not.toBeChecked();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(async () => (await canvasPhone(page))?.required).toBe(true);
  await expect(phoneRequired).toBeChecked();

  // The success message, and a submission goes on to the funnel's Thank you page.
  await panel.getByLabel('Success message').fill('Welcome aboard! Day one arrives on Monday.');
  await panel.getByRole('button', { name: 'Go to a page' }).click();
  await panel.getByLabel('Next page').selectOption({ label: 'Thank you' });
  await expect
    .poll(() => canvasPhone(page))
    .toMatchObject({
      success: 'Welcome aboard! Day one arrives on Monday.',
      after: 'next_page',
      next: '/thank-you',
    });
  const phone = (await canvasPhone(page))!;
  expect(phone.id).toMatch(/^field-/);
  expect(phone.label).toBe('Phone');

  // Saved, the page carries exactly what the sites server's form reader reads.
  const savedPage = page.waitForResponse(
    (r) => r.url().includes('/api/project/user_template') && r.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await savedPage).status()).toBe(200);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  const saved = await (await fetch(`${server.sitesUrl}/${projectId}/index.html`)).text();
  expect(saved).toContain(`<label class="form-label" for="${phone.id}">Phone</label>`);
  expect(saved).toMatch(new RegExp(`<input[^>]* id="${phone.id}" name="phone" type="tel" required>`));
  const forms = [...wiredForms(wireForms(saved, { pageId: 'page', nextPath: '/thank-you' })).values()];
  const optin = forms.find((form) => form.fields.some((field) => field.name === 'phone'));
  expect(optin).toMatchObject({
    successMessage: 'Welcome aboard! Day one arrives on Monday.',
    afterSubmit: 'next_page',
    nextPath: '/thank-you',
  });
  expect(optin!.fields).toEqual([
    { name: 'first_name', type: 'text', label: 'First name', required: true },
    { name: 'email', type: 'email', label: 'Email address', required: true },
    { name: 'phone', type: 'tel', label: 'Phone', required: true },
  ]);
  expect(saved).toMatch(/<form [^>]*data-success-message="Welcome aboard! Day one arrives on Monday\."/);
  expect(saved).toMatch(/<form [^>]*data-after-submit="next_page"/);
  expect(saved).toMatch(/<form [^>]*data-pw-next="\/thank-you"/);
  expect(errors).toEqual([]);
});
