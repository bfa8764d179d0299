/** Spec §7 project calls and CONTRACT add_project: created with a first page, listed, renamed, edited, deleted. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFilesPrefix } from '../../src/server/data/page-files.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(() => t.close());

describe('projects', () => {
  it('add_project creates the project with a first page', async () => {
    const { status, body } = await call(t.app, user.token, 'POST', '/api/project/add_project', {
      project_name: '  Bakery  ',
    });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.project).toMatchObject({
      _id: expect.any(String),
      project_name: 'Bakery',
      project_pages_count: 1,
      is_published: false,
    });
    expect(body.project.page_list).toEqual([
      expect.objectContaining({
        _id: expect.any(String),
        page_name: 'Home',
        page_slug: 'index',
        revision: 0,
      }),
    ]);
  });

  it('refuses an empty name and an unknown template', async () => {
    expect(
      (await call(t.app, user.token, 'POST', '/api/project/add_project', { project_name: ' ' })).status,
    ).toBe(400);
    const template = await call(t.app, user.token, 'POST', '/api/project/add_project', {
      project_name: 'X',
      template_id: 'no-such-template',
    });
    expect(template.status).toBe(404);
  });

  it('detail, list, rename and edit', async () => {
    const project = await createProject(t.app, user.token, 'Before');
    const renamed = await call(t.app, user.token, 'PUT', `/api/project/edit_project_name/${project._id}`, {
      project_name: 'After',
    });
    expect(renamed.body.project.project_name).toBe('After');

    const edited = await call(t.app, user.token, 'PUT', `/api/project/edit_project/${project._id}`, {
      image: 'https://img.example/a.png',
      is_completed: true,
      status: false,
      project_pages_count: 99,
      payment_page_id: project.page_list[0]!._id,
      owner_id: 'attempted takeover',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.project).toMatchObject({
      image: 'https://img.example/a.png',
      is_completed: true,
      status: false,
      project_pages_count: 1,
      payment_page_id: project.page_list[0]!._id,
    });

    const detail = await call(t.app, user.token, 'GET', `/api/project/detail_project/${project._id}`);
    expect(detail.body.project).toEqual(edited.body.project);

    const list = await call(t.app, user.token, 'GET', '/api/project/list_project');
    expect(list.status).toBe(200);
    expect(list.body.projects.map((p: { _id: string }) => p._id)).toContain(project._id);
  });

  it('edit_project refuses a payment page that is not the caller’s', async () => {
    const project = await createProject(t.app, user.token);
    const { status } = await call(t.app, user.token, 'PUT', `/api/project/edit_project/${project._id}`, {
      payment_page_id: crypto.randomUUID(),
    });
    expect(status).toBe(404);
  });

  it('delete removes the project, its pages and its files', async () => {
    const project = await createProject(t.app, user.token);
    const page = project.page_list[0]!;
    await call(t.app, user.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: page.page_slug,
      html: '<html></html>',
      css: '',
      javascript: '',
    });
    expect(await t.app.store.storage.list(pageFilesPrefix(project._id))).toHaveLength(3);
    expect(
      (await call(t.app, user.token, 'DELETE', `/api/project/delete_project/${project._id}`)).status,
    ).toBe(200);
    expect((await call(t.app, user.token, 'GET', `/api/project/detail_project/${project._id}`)).status).toBe(
      404,
    );
    expect((await call(t.app, user.token, 'GET', `/api/page/detail_page/${page._id}`)).status).toBe(404);
    expect(await t.app.store.storage.list(project._id)).toEqual([]);
    expect(await t.app.store.storage.list(pageFilesPrefix(project._id))).toEqual([]);
    expect(
      (await call(t.app, user.token, 'DELETE', `/api/project/delete_project/${project._id}`)).status,
    ).toBe(404);
  });
});
