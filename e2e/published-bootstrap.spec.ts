// A published website keeps what Bootstrap and the sections' scripts do for its visitors (issue 21
// "Budgets"), now that a published page carries only the Bootstrap components it uses
// (publish-bootstrap.ts): on a phone the navbar opens and closes, pill tabs switch, a carousel moves,
// and further down the stats count up and the countdown runs. No errors; axe finds nothing serious.
import type { Page } from '@playwright/test';
import { appApi } from './support/app-api.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { expect, expectAccessible, register, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

const SUMMIT = 'www.summit-e2e.example';
const BRIGHTPATH = 'www.brightpath-e2e.example';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${SUMMIT} 127.0.0.1, MAP ${BRIGHTPATH} 127.0.0.1`],
  },
});

/** Makes a project of the template found by `search`, attaches `domain` and publishes it. */
async function publishTemplate(page: Page, search: string, domain: string): Promise<void> {
  const template = (await appApi(page, 'POST', '/api/template/list_template', { search })).templates[0];
  const created = await appApi(page, 'POST', '/api/project/add_project', {
    project_name: search,
    template_id: template._id,
  });
  expect(created.code).toBe(200);
  const projectId = created.project._id;
  expect(
    (await appApi(page, 'POST', '/api/project/attach_domain_with_project', { project_id: projectId, domain }))
      .code,
  ).toBe(200);
  expect((await appApi(page, 'POST', '/api/project/publish', { project_id: projectId })).code).toBe(200);
}

test('a published website’s navbar, tabs, carousel, counters and countdown work with its own Bootstrap', async ({
  page,
  server,
  shot,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page, { console: 'error' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await register(page);
  await publishTemplate(page, 'Summit', SUMMIT);
  await publishTemplate(page, 'Consultation booking', BRIGHTPATH);
  const sitesPort = new URL(server.sitesUrl).port;

  // On a phone the navbar is collapsed behind its toggler, which opens and closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`http://${SUMMIT}:${sitesPort}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((path) => path.includes('bootstrap'))).toEqual([
    expect.stringMatching(/^\/js\/bootstrap\.[0-9a-f]{8}\.js$/),
  ]);
  const toggler = page.getByRole('button', { name: 'Toggle navigation' });
  const courses = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Courses', exact: true });
  await expect(courses).toBeHidden();
  await toggler.click();
  await expect(toggler).toHaveAttribute('aria-expanded', 'true');
  await expect(courses).toBeVisible();
  await shot('summit-home-menu-open-390');
  await toggler.click();
  await expect(toggler).toHaveAttribute('aria-expanded', 'false');
  await expect(courses).toBeHidden();

  // Further down: the stats count up to their figures, the countdown runs (9 days → 08 days 23 h …).
  const stat = page.locator('[data-count="6,400"]');
  await stat.scrollIntoViewIfNeeded();
  await expect(stat).toHaveText('6,400');
  const timer = page.getByRole('timer');
  await timer.scrollIntoViewIfNeeded();
  await expect(timer.locator('[data-unit="days"]')).toHaveText('08');
  await expect(timer.locator('[data-unit="hours"]')).toHaveText('23');
  await expectAccessible(page, 'summit home 390');
  await shot('summit-home-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`http://${SUMMIT}:${sitesPort}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'summit home 1280');
  await shot('summit-home-1280');

  // Pill tabs switch their panes.
  await page.goto(`http://${SUMMIT}:${sitesPort}/courses`);
  const ux = page.getByRole('tab', { name: 'UX Design' });
  await ux.click();
  await expect(ux).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#services-pane-1')).toBeVisible();
  await expect(page.locator('#services-pane-0')).toBeHidden();

  // A carousel moves to the slide its indicator names.
  await page.goto(`http://${BRIGHTPATH}:${sitesPort}/`);
  const second = page.getByRole('button', { name: 'Testimonial 2' });
  await second.scrollIntoViewIfNeeded();
  await second.click();
  await expect(page.locator('.carousel-item').nth(1)).toHaveClass(/\bactive\b/);
  await expect(second).toHaveAttribute('aria-current', 'true');
  expect(errors).toEqual([]);
});
