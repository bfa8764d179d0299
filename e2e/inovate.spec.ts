// The `inovate` user type (spec §1/§6: "sees pages without a group"), on the real server: an account the
// operator makes inovate (admin CLI `set-user-type`, on the stopped database) sees its ungrouped pages in
// the Funnel tab; an ordinary account with the same pages does not.
import { setUserType } from './support/admin-cli.ts';
import { appApi } from './support/app-api.ts';
import { expect, register, test } from './support/fixtures.ts';

test('an inovate user sees the pages without a group; an ordinary user does not', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const email = await register(page);
  await page.goto('/add-project');
  await page.getByLabel('Project name').fill('Side projects');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = page.url().split('/').at(-1)!;
  const added = await appApi(page, 'POST', '/api/page/add_page', {
    project_id: projectId,
    page_name: 'Draft ideas',
  });
  expect(added.code).toBe(200);
  const ungrouped = await appApi(page, 'PUT', `/api/page/edit_page/${added.page._id}`, {
    page_group_type: null,
  });
  expect(ungrouped.code).toBe(200);

  const funnelTab = async () => {
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('tab', { name: 'Funnel' }).click();
    await expect(page.getByRole('list', { name: 'Website pages' })).toBeVisible();
  };
  await funnelTab();
  await expect(page.getByRole('heading', { name: 'Pages without a group' })).toHaveCount(0);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  let output = '';
  await server.restart(async (dataDir) => {
    output = await setUserType(dataDir, email, 'inovate');
  });
  expect(output).toBe(`${email} is now an inovate user`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  await funnelTab();
  await expect(page.getByRole('heading', { name: 'Pages without a group' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pages without a group' })).toContainText('Draft ideas');
});
