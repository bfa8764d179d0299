/**
 * Tenant isolation (issue 3 "Guarantees"): every project and page resource of one user answers 404
 * to another, exactly like a missing one, and stays unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFileKeys } from '../../src/server/storage/storage.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let owner: TestUser;
let intruder: TestUser;
let projectId: string;
let pageId: string;
let projectVersionId: string;
let pageVersionId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, 'owner');
  intruder = await registerUser(t.app, 'intruder');
  const project = await createProject(t.app, owner.token, 'Private');
  projectId = project._id;
  pageId = (
    await call(t.app, owner.token, 'POST', '/api/page/add_page', {
      project_id: projectId,
      page_name: 'Secret',
    })
  ).body.page._id;
  await call(t.app, owner.token, 'POST', '/api/project/user_template', {
    project_id: projectId,
    slug_name: 'secret',
    html: 'owner html',
    css: 'owner css',
    javascript: 'owner js',
  });
  await createProject(t.app, intruder.token, 'Intruder own');
  projectVersionId = (
    await call(t.app, owner.token, 'POST', '/api/project/save_version', {
      project_id: projectId,
      version_name: 'v',
    })
  ).body.version._id;
  pageVersionId = (
    await call(t.app, owner.token, 'POST', '/api/page/save_page_version', {
      page_id: pageId,
      version_name: 'v',
    })
  ).body.version._id;
});
afterAll(() => t.close());

type Attempt = [
  name: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: () => string,
  body?: () => unknown,
];

const attempts: Attempt[] = [
  ['detail_project', 'GET', () => `/api/project/detail_project/${projectId}`],
  [
    'edit_project_name',
    'PUT',
    () => `/api/project/edit_project_name/${projectId}`,
    () => ({ project_name: 'pwned' }),
  ],
  ['edit_project', 'PUT', () => `/api/project/edit_project/${projectId}`, () => ({ is_published: true })],
  ['delete_project', 'DELETE', () => `/api/project/delete_project/${projectId}`],
  ['add_page', 'POST', () => '/api/page/add_page', () => ({ project_id: projectId, page_name: 'Injected' })],
  [
    'user_template',
    'POST',
    () => '/api/project/user_template',
    () => ({ project_id: projectId, slug_name: 'secret', html: 'pwned', css: '', javascript: '' }),
  ],
  [
    'user_template_html',
    'POST',
    () => '/api/project/user_template_html',
    () => ({ project_id: projectId, slug_name: 'secret', html: 'pwned' }),
  ],
  ['detail_page', 'GET', () => `/api/page/detail_page/${pageId}`],
  ['edit_page', 'PUT', () => `/api/page/edit_page/${pageId}`, () => ({ page_name: 'pwned' })],
  [
    'update_page_meta_setting',
    'PUT',
    () => '/api/page/update_page_meta_setting',
    () => ({ page_id: pageId, meta_title: 'pwned' }),
  ],
  [
    'update_page_thumbnail',
    'PUT',
    () => `/api/page/update_page_thumbnail/${pageId}`,
    () => ({ image: 'pwned' }),
  ],
  ['list_page_group', 'GET', () => `/api/page/list_page_group/${projectId}`],
  [
    'save_version',
    'POST',
    () => '/api/project/save_version',
    () => ({ project_id: projectId, version_name: 'x' }),
  ],
  ['get_version_list_by_project', 'GET', () => `/api/project/get_version_list_by_project/${projectId}`],
  [
    'update_project_version_name',
    'PUT',
    () => '/api/project/update_project_version_name',
    () => ({ version_id: projectVersionId, version_name: 'x' }),
  ],
  [
    'use_project_version',
    'POST',
    () => '/api/project/use_project_version',
    () => ({ version_id: projectVersionId }),
  ],
  ['delete_version', 'DELETE', () => `/api/project/delete_version/${projectVersionId}`],
  [
    'save_page_version',
    'POST',
    () => '/api/page/save_page_version',
    () => ({ page_id: pageId, version_name: 'x' }),
  ],
  ['page_version_listing', 'GET', () => `/api/page/page_version_listing/${pageId}`],
  ['page_version_count', 'GET', () => `/api/page/page_version_count/${pageId}`],
  [
    'update_page_version_name',
    'PUT',
    () => '/api/page/update_page_version_name',
    () => ({ version_id: pageVersionId, version_name: 'x' }),
  ],
  ['use_page_version', 'POST', () => '/api/page/use_page_version', () => ({ version_id: pageVersionId })],
  ['delete_page_version', 'DELETE', () => `/api/page/delete_page_version/${pageVersionId}`],
  [
    'make_zip_file_of_project',
    'POST',
    () => '/api/project/make_zip_file_of_project',
    () => ({ project_id: projectId }),
  ],
  ['delete_page', 'DELETE', () => `/api/page/delete_page/${pageId}`],
  [
    'edit_project with the other user’s page as payment page',
    'PUT',
    () => `/api/project/edit_project/${intruderProjectId}`,
    () => ({ payment_page_id: pageId }),
  ],
];

let intruderProjectId = '';

/** The same request aimed at ids that exist for nobody. */
const swapIds = (text: string) =>
  [projectId, pageId, projectVersionId, pageVersionId].reduce(
    (out, id) => out.replace(id, crypto.randomUUID()),
    text,
  );

describe('another user’s resources', () => {
  beforeAll(async () => {
    const list = await call(t.app, intruder.token, 'GET', '/api/project/list_project');
    intruderProjectId = list.body.projects[0]._id;
  });

  it.each(attempts)('%s answers 404, like a missing resource', async (_name, method, url, body) => {
    const asIntruder = await call(t.app, intruder.token, method, url(), body?.());
    expect(asIntruder.status).toBe(404);
    const missing = await call(
      t.app,
      intruder.token,
      method,
      swapIds(url()),
      JSON.parse(swapIds(JSON.stringify(body?.() ?? null))) ?? undefined,
    );
    expect(asIntruder.body).toEqual(missing.body);
  });

  it('left everything of the owner unchanged', async () => {
    const project = await call(t.app, owner.token, 'GET', `/api/project/detail_project/${projectId}`);
    expect(project.status).toBe(200);
    expect(project.body.project).toMatchObject({
      project_name: 'Private',
      is_published: false,
      project_pages_count: 2,
    });
    const page = await call(t.app, owner.token, 'GET', `/api/page/detail_page/${pageId}`);
    expect(page.body.page).toMatchObject({ page_name: 'Secret', meta_title: '', image: '', revision: 1 });
    expect((await t.app.store.storage.read(pageFileKeys(projectId, 'secret').html))?.toString()).toBe(
      'owner html',
    );
  });

  it('list_project shows only the caller’s projects', async () => {
    const list = await call(t.app, intruder.token, 'GET', '/api/project/list_project');
    expect(list.body.projects.map((p: { _id: string }) => p._id)).not.toContain(projectId);
    expect(list.body.projects).toHaveLength(1);
  });
});
