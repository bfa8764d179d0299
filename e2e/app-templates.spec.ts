// Choosing a template on the real server: the gallery filters and searches, "Use template" creates a
// project with the template's pages, and the sites origin serves its home page with its images.
import { expect, expectAccessible, register, test } from './support/fixtures.ts';

test('a new user starts a project from a template and its pages are live on the hosted base', async ({
  page,
  server,
  shot,
}) => {
  await register(page);
  await page.goto('/choose-template');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a template' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Templates' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  expect(await grid.getByRole('listitem').count()).toBeGreaterThanOrEqual(21);
  await expectAccessible(page, 'choose template');
  await shot('01-templates');

  await page
    .getByRole('group', { name: 'Template categories' })
    .getByRole('button', { name: /^Food/ })
    .click();
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  const card = grid.getByRole('listitem').first();
  const name = (await card.getByRole('paragraph').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');

  await page.getByRole('group', { name: 'Template categories' }).getByRole('button', { name: 'All' }).click();
  await page.getByLabel('Search templates').fill('zzzz-nothing');
  await expect(page.getByRole('heading', { name: 'No templates match' })).toBeVisible();
  await page.getByLabel('Search templates').fill(name.split(' ')[0]!);
  await expect(grid.getByRole('link', { name: `Use template: ${name}` })).toBeVisible();
  // Preview opens the template's first page in a new tab on the sites origin, with its styles and images.
  const previewing = page.context().waitForEvent('page');
  await grid.getByRole('link', { name: `Preview template: ${name} (opens in a new tab)` }).click();
  const preview = await previewing;
  await preview.waitForLoadState('load');
  expect(preview.url()).toContain(`${server.sitesUrl}/templates/`);
  await expect(preview.locator('[data-section-id]').first()).toBeVisible();
  expect(
    await preview.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--pw-primary-color').trim(),
    ),
  ).not.toBe('');
  await preview.close();
  await grid.getByRole('link', { name: `Use template: ${name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
  await page.getByLabel('Project name').fill('My trattoria');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My trattoria' })).toBeVisible();
  const projectId = page.url().split('/').pop()!;
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(3);
  await shot('02-project-from-template');

  // The home page is served at once by the sites origin, with its styles and images.
  const hosted = await page.context().newPage();
  const failed: string[] = [];
  hosted.on('requestfailed', (request) => failed.push(request.url()));
  hosted.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await hosted.goto(`${server.sitesUrl}/${projectId}/index.html`);
  await expect(hosted.locator('[data-section-id]').first()).toBeVisible();
  // Images load lazily: ask for all of them now, then every one must decode.
  await hosted.locator('img').evaluateAll((list) => {
    for (const img of list) (img as HTMLImageElement).loading = 'eager';
  });
  await expect
    .poll(
      () =>
        hosted
          .locator('img')
          .evaluateAll(
            (list) =>
              list.filter(
                (img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0,
              ).length,
          ),
      { timeout: 20_000 },
    )
    .toBe(0);
  await hosted.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  await hosted.screenshot({ path: test.info().outputPath('03-hosted-home.png'), animations: 'disabled' });
});
