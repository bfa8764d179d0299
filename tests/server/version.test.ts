/**
 * Spec §7 versions (project and page) and the zip export: snapshots of records and files (and, for a
 * project, its settings), restore, rename, delete; a snapshot from before settings were kept still restores.
 */
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';
import { projectVersions } from '../../src/server/db/schema.ts';
import {
  call,
  createProject,
  createTestApp,
  registerUser,
  savedFile,
  type TestApp,
  type TestUser,
} from './helpers.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(() => t.close());

const save = (projectId: string, slug: string, html: string, css = '') =>
  call(t.app, user.token, 'POST', '/api/project/user_template', {
    project_id: projectId,
    slug_name: slug,
    html,
    css,
    javascript: '',
  });
const htmlOf = (projectId: string, slug: string) => savedFile(t, `${projectId}/${slug}.html`);

describe('project versions', () => {
  it('save, list, rename, use (restores every page, recreating deleted ones) and delete', async () => {
    const project = await createProject(t.app, user.token);
    const about = (
      await call(t.app, user.token, 'POST', '/api/page/add_page', {
        project_id: project._id,
        page_name: 'About',
      })
    ).body.page;
    await save(project._id, 'index', 'home v1');
    await save(project._id, 'about', 'about v1');
    await call(t.app, user.token, 'PUT', `/api/page/edit_page/${about._id}`, { primary_color: '#111111' });

    const saved = await call(t.app, user.token, 'POST', '/api/project/save_version', {
      project_id: project._id,
      version_name: 'Launch',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toMatchObject({
      version_name: 'Launch',
      project_id: project._id,
      pages_count: 2,
    });
    const versionId = saved.body.version._id;

    await save(project._id, 'index', 'home v2');
    await call(t.app, user.token, 'DELETE', `/api/page/delete_page/${about._id}`);

    const renamed = await call(t.app, user.token, 'PUT', '/api/project/update_project_version_name', {
      version_id: versionId,
      version_name: 'Launch day',
    });
    expect(renamed.body.version.version_name).toBe('Launch day');
    const list = await call(
      t.app,
      user.token,
      'GET',
      `/api/project/get_version_list_by_project/${project._id}`,
    );
    expect(list.body.versions.map((v: { _id: string }) => v._id)).toEqual([versionId]);

    const used = await call(t.app, user.token, 'POST', '/api/project/use_project_version', {
      version_id: versionId,
    });
    expect(used.status).toBe(200);
    expect(used.body.project.page_list.map((p: { page_slug: string }) => p.page_slug)).toEqual([
      'index',
      'about',
    ]);
    expect(await htmlOf(project._id, 'index')).toBe('home v1');
    expect(await htmlOf(project._id, 'about')).toBe('about v1');
    const restoredAbout = await call(t.app, user.token, 'GET', `/api/page/detail_page/${about._id}`);
    expect(restoredAbout.body.page).toMatchObject({ primary_color: '#111111', page_name: 'About' });
    const home = used.body.project.page_list[0];
    expect(home.revision).toBe(3);

    const stale = await call(t.app, user.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html: 'from an editor opened before the restore',
      css: '',
      javascript: '',
      base_revision: 2,
    });
    expect(stale.status).toBe(409);

    expect((await call(t.app, user.token, 'DELETE', `/api/project/delete_version/${versionId}`)).status).toBe(
      200,
    );
    expect(
      (await call(t.app, user.token, 'POST', '/api/project/use_project_version', { version_id: versionId }))
        .status,
    ).toBe(404);
  });
});

describe('project versions and project settings', () => {
  const settingsOf = async (projectId: string) =>
    (await call(t.app, user.token, 'GET', `/api/project/get_project_settings/${projectId}`)).body
      .project_settings;
  const setSettings = (projectId: string, values: Record<string, string>) =>
    call(t.app, user.token, 'PUT', `/api/project/update_project_settings/${projectId}`, values);
  const saveVersion = async (projectId: string, name: string) =>
    (
      await call(t.app, user.token, 'POST', '/api/project/save_version', {
        project_id: projectId,
        version_name: name,
      })
    ).body.version._id as string;
  const restoreVersion = (versionId: string) =>
    call(t.app, user.token, 'POST', '/api/project/use_project_version', { version_id: versionId });

  it('keeps SEO, social, scripts and their modes, and puts exactly those back', async () => {
    const project = await createProject(t.app, user.token);
    await setSettings(project._id, {
      meta_title: 'Main Street Bakery',
      facebook_social_sharing_title: 'Fresh bread daily',
      google_analytics_script: '<script>launchGA()</script>',
      google_script_to_add: 'project',
      custom_script_to_add: 'page',
    });
    const versionId = await saveVersion(project._id, 'Launch');

    await setSettings(project._id, {
      meta_title: 'Renamed bakery',
      meta_description: 'Set after the version',
      google_analytics_script: '<script>laterGA()</script>',
      google_script_to_add: 'page',
      custom_script_to_add: 'project_and_page',
    });
    expect(await settingsOf(project._id)).toMatchObject({
      meta_title: 'Renamed bakery',
      google_script_to_add: 'page',
    });

    expect((await restoreVersion(versionId)).status).toBe(200);
    expect(await settingsOf(project._id)).toMatchObject({
      meta_title: 'Main Street Bakery',
      facebook_social_sharing_title: 'Fresh bread daily',
      google_analytics_script: '<script>launchGA()</script>',
      google_script_to_add: 'project',
      custom_script_to_add: 'page',
      // Set only after the version: back to the default, not kept.
      meta_description: DEFAULT_ROOT_VALUES.meta_description,
      updated_at: expect.any(String),
    });
  });

  it('a version of a project whose settings were never set restores the defaults', async () => {
    const project = await createProject(t.app, user.token);
    const versionId = await saveVersion(project._id, 'Blank');
    await setSettings(project._id, { meta_title: 'Later', facebook_script_to_add: 'page' });
    await restoreVersion(versionId);
    expect(await settingsOf(project._id)).toMatchObject({
      meta_title: DEFAULT_ROOT_VALUES.meta_title,
      facebook_script_to_add: DEFAULT_ROOT_VALUES.facebook_script_to_add,
    });
  });

  it('restores an old snapshot without settings: pages back, current settings left alone', async () => {
    const project = await createProject(t.app, user.token);
    await save(project._id, 'index', 'home before');
    await setSettings(project._id, { meta_title: 'Before' });
    const versionId = await saveVersion(project._id, 'Old shape');
    // The shape project versions had before they kept settings: project_id and pages only.
    const [row] = await t.app.store.db
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.id, versionId));
    const { project_settings, ...oldShape } = row!.snapshot as Record<string, unknown>;
    expect(project_settings).toEqual({ meta_title: 'Before' });
    await t.app.store.db
      .update(projectVersions)
      .set({ snapshot: oldShape })
      .where(eq(projectVersions.id, versionId));

    await save(project._id, 'index', 'home after');
    await setSettings(project._id, { meta_title: 'After', custom_script_to_add: 'project' });
    const used = await restoreVersion(versionId);
    expect(used.status).toBe(200);
    expect(await htmlOf(project._id, 'index')).toBe('home before');
    expect(await settingsOf(project._id)).toMatchObject({
      meta_title: 'After',
      custom_script_to_add: 'project',
    });
  });
});

describe('page versions', () => {
  it('save, list, count, rename, use and delete', async () => {
    const project = await createProject(t.app, user.token);
    const pageId = project.page_list[0]!._id;
    await save(project._id, 'index', 'first', 'a{}');
    const v1 = await call(t.app, user.token, 'POST', '/api/page/save_page_version', {
      page_id: pageId,
      version_name: 'One',
    });
    expect(v1.body.version).toMatchObject({ page_id: pageId, pages_count: 1 });
    await save(project._id, 'index', 'second', 'b{}');
    await call(t.app, user.token, 'POST', '/api/page/save_page_version', {
      page_id: pageId,
      version_name: 'Two',
    });

    const count = await call(t.app, user.token, 'GET', `/api/page/page_version_count/${pageId}`);
    expect(count.body.count).toBe(2);
    const listing = await call(t.app, user.token, 'GET', `/api/page/page_version_listing/${pageId}`);
    expect(listing.body.versions.map((v: { version_name: string }) => v.version_name).sort()).toEqual([
      'One',
      'Two',
    ]);

    await call(t.app, user.token, 'PUT', '/api/page/update_page_version_name', {
      version_id: v1.body.version._id,
      version_name: 'Uno',
    });
    const used = await call(t.app, user.token, 'POST', '/api/page/use_page_version', {
      version_id: v1.body.version._id,
    });
    expect(used.status).toBe(200);
    expect(used.body.page.revision).toBe(3);
    expect(await htmlOf(project._id, 'index')).toBe('first');
    expect(await savedFile(t, `${project._id}/css/index.css`)).toBe('a{}');

    await call(t.app, user.token, 'DELETE', `/api/page/delete_page_version/${v1.body.version._id}`);
    expect((await call(t.app, user.token, 'GET', `/api/page/page_version_count/${pageId}`)).body.count).toBe(
      1,
    );
  });
});

describe('zip export', () => {
  it('zips the saved files at their hosted paths with the vendor libraries', async () => {
    const project = await createProject(t.app, user.token);
    await save(project._id, 'index', '<!doctype html><p>zip me</p>', 'p{color:red}');
    const { status, body } = await call(t.app, user.token, 'POST', '/api/project/make_zip_file_of_project', {
      project_id: project._id,
      project_name: 'My Site / 2',
    });
    expect(status).toBe(200);
    expect(body.file_name).toBe('My-Site-2.zip');
    const files = unzipSync(Buffer.from(body.zip_base64, 'base64'));
    expect(new TextDecoder().decode(files['index.html'])).toBe('<!doctype html><p>zip me</p>');
    expect(new TextDecoder().decode(files['css/index.css'])).toBe('p{color:red}');
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'js/index.js',
        'assets/vendor/bootstrap/bootstrap.min.css',
        'assets/vendor/fontawesome/webfonts/fa-solid-900.woff2',
      ]),
    );
  });
});
