// Every app screen at desktop width and on a 390 px phone: axe (no serious or critical violations) and a
// screenshot to look at; plus the public screens' behaviour on the real server (bad login, bad link, 401).
import { expect, expectAccessible, register, test } from './support/fixtures.ts';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public screens', async ({ page, shot }) => {
      for (const [path, heading] of [
        ['/login', 'Log in to Pagewright'],
        ['/register', 'Create your Pagewright account'],
        ['/forget-password', 'Forgot your password?'],
        ['/forget-password?token=abc', 'Choose a new password'],
        ['/admin-auth-controller/not-a-token', 'This link is invalid or has expired'],
        ['/page404', 'Page not found'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectAccessible(page, path);
        await shot(`${viewport.name}-${path.replace(/[^a-z0-9]+/gi, '-')}`);
      }
    });

    test('signed-in screens', async ({ page, shot }) => {
      await register(page);
      await page.getByRole('link', { name: 'New project' }).first().click();
      await page.getByLabel('Project name').fill('Bakery on Main Street');
      await page.getByRole('button', { name: 'Create project' }).click();
      await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
      const [projectId] = page.url().split('/').slice(-1);
      await expect(page.getByRole('article', { name: 'Home' })).toBeVisible();
      const edit = page.getByRole('link', { name: 'Edit Home in the builder' });
      const pageId = (await edit.getAttribute('href'))?.split('/').at(-1);

      const screens: [string, string][] = [
        ['/projects', 'Projects'],
        [`/projects/${projectId}`, 'Bakery on Main Street'],
        [`/projects/${projectId}/version`, 'Project versions'],
        [`/projects/${projectId}/${pageId}/version`, 'Versions of Home'],
        [`/page-settings/${projectId}/${pageId}`, 'Home settings'],
        [`/website-settings/${projectId}`, 'Website settings'],
        ['/add-project', 'New project'],
        ['/choose-template', 'Choose a template'],
        [`/subscribers/${projectId}`, 'Subscribers'],
        ['/support-tickets', 'Support'],
        ['/helping-articles-categories', 'Help'],
      ];
      for (const [path, heading] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessible(page, path);
        await shot(
          `${viewport.name}-${path.split('/').slice(1, 2).join('')}-${screens.findIndex(([p]) => p === path)}`,
        );
      }
    });

    test('duplicate a page, then reorder the funnel with the keyboard', async ({ page, shot }) => {
      await register(page);
      await page.getByRole('link', { name: 'New project' }).first().click();
      await page.getByLabel('Project name').fill('Launch funnel');
      await page.getByRole('button', { name: 'Create project' }).click();
      await expect(page.getByRole('article', { name: 'Home' })).toBeVisible();
      // Home joins the funnel, then its copy (which keeps the group) becomes the second step.
      await page.getByRole('button', { name: 'Actions for page Home' }).click();
      await page.getByRole('menuitem', { name: 'Move to funnel' }).click();
      await expect(page.getByRole('article', { name: 'Home' })).toContainText('Funnel');
      await page.getByRole('button', { name: 'Actions for page Home' }).click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      await expect(page.getByRole('article', { name: 'Home (copy)' })).toContainText('/index-copy');
      await shot(`${viewport.name}-project-duplicated`);

      await page.getByRole('tab', { name: 'Funnel' }).click();
      const steps = page.getByRole('list', { name: 'Funnel steps' }).getByRole('listitem');
      await expect(steps).toHaveCount(2);
      await expect(steps.nth(0)).toContainText('Home');
      await page.getByRole('button', { name: 'Move Home (copy) up' }).focus();
      await page.keyboard.press('Enter');
      await expect(steps.nth(0)).toContainText('Home (copy)');
      // The focus stays with the moved step (its "up" button is off at the top, so "down" has it).
      await expect(page.getByRole('button', { name: 'Move Home (copy) down' })).toBeFocused();
      await expectAccessible(page, 'funnel view');
      await shot(`${viewport.name}-project-funnel`);
      // The order is stored: it survives a reload.
      await page.reload();
      await page.getByRole('tab', { name: 'Funnel' }).click();
      await expect(steps.nth(0)).toContainText('Home (copy)');
    });
  });
}

test('wrong credentials are shown beside the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session the server no longer knows: access-denied alert, then /login', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem(
        'pagewright.session',
        JSON.stringify({
          tokens: { token: 'revoked', payment_token: 'revoked' },
          customer: {
            _id: 'x',
            first_name: 'Old',
            last_name: 'Session',
            email: 'old@example.test',
            userType: 'default',
            is_dev: false,
          },
        }),
      );
    }
  });
  await page.goto('/projects');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(
    'Access Denied: You do not have the necessary permissions to acces builder.',
  );
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('pagewright.session'))).toBeNull();
});
