/** Spec §7 page calls: add (slugs), detail (sections, theme, settings, revision), edit, meta, delete, groups, thumbnail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageResponse } from '../../src/api/page.ts';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';
import { pageFilesPrefix } from '../../src/server/data/page-files.ts';
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

const addPage = (body: Record<string, unknown>) =>
  call(t.app, user.token, 'POST', '/api/page/add_page', body);

describe('add_page', () => {
  it('generates unique slugs from names and accepts valid given ones', async () => {
    const project = await createProject(t.app, user.token);
    const first = await addPage({ project_id: project._id, page_name: 'Über Uns!' });
    expect(first.status).toBe(200);
    expect(first.body.page).toMatchObject({
      _id: expect.any(String),
      page_slug: 'uber-uns',
      page_name: 'Über Uns!',
    });
    const second = await addPage({ project_id: project._id, page_name: 'Uber uns' });
    expect(second.body.page.page_slug).toBe('uber-uns-2');
    const given = await addPage({ project_id: project._id, page_name: 'Offer', page_slug: 'special-offer' });
    expect(given.body.page.page_slug).toBe('special-offer');
    const symbols = await addPage({ project_id: project._id, page_name: '!!!' });
    expect(symbols.body.page.page_slug).toBe('page');
  });

  it('refuses a taken or malformed slug and an unknown project', async () => {
    const project = await createProject(t.app, user.token);
    const taken = await addPage({ project_id: project._id, page_name: 'Home 2', page_slug: 'index' });
    expect(taken.status).toBe(409);
    const malformed = await addPage({ project_id: project._id, page_name: 'X', page_slug: '../etc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('page_slug');
    const missing = await addPage({ project_id: crypto.randomUUID(), page_name: 'X' });
    expect(missing.status).toBe(404);
  });
});

describe('detail and edit', () => {
  it('detail_page answers exactly the PageResponse shape (it skips the zod pass on the way out)', async () => {
    const project = await createProject(t.app, user.token);
    const pageId = project.page_list[0]!._id;
    await call(t.app, user.token, 'PUT', `/api/page/edit_page/${pageId}`, {
      sections: [{ section_id: 'abc', section_name: 'hero', section_title: 'Hero' }],
      settings: { a: 1 },
      primary_color: '#000000',
    });
    const answer = await call(t.app, user.token, 'GET', `/api/page/detail_page/${pageId}`);
    const parsed = PageResponse.safeParse(answer.body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(answer.body);
  });

  it('detail carries sections, every theme field with its default, settings and the revision', async () => {
    const project = await createProject(t.app, user.token);
    const { status, body } = await call(
      t.app,
      user.token,
      'GET',
      `/api/page/detail_page/${project.page_list[0]!._id}`,
    );
    expect(status).toBe(200);
    expect(body.page).toMatchObject({
      ...DEFAULT_ROOT_VALUES,
      project: project._id,
      sections: [],
      settings: {},
      revision: 0,
      page_slug: 'index',
    });
  });

  it('edit_page changes fields, sections, theme values and settings; unknown fields are dropped', async () => {
    const project = await createProject(t.app, user.token);
    const pageId = project.page_list[0]!._id;
    const sections = [{ section_id: 'abcdefghij', section_name: 'hero', section_title: 'Hero' }];
    const { status, body } = await call(t.app, user.token, 'PUT', `/api/page/edit_page/${pageId}`, {
      page_name: 'Start',
      sections,
      primary_color: '#000000',
      settings: { show_header: true },
      revision: 999,
      owner_id: 'nope',
    });
    expect(status).toBe(200);
    expect(body.page).toMatchObject({
      page_name: 'Start',
      sections,
      primary_color: '#000000',
      secondary_color: DEFAULT_ROOT_VALUES.secondary_color,
      settings: { show_header: true },
      revision: 0,
    });
  });

  it('renaming the slug moves the saved files (the page keeps its files, now at the new path)', async () => {
    const project = await createProject(t.app, user.token);
    const added = await addPage({ project_id: project._id, page_name: 'About' });
    const page = added.body.page;
    await call(t.app, user.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: 'about',
      html: '<p>about</p>',
      css: 'p{}',
      javascript: '',
    });
    const renamed = await call(t.app, user.token, 'PUT', `/api/page/edit_page/${page._id}`, {
      page_slug: 'about-us',
    });
    expect(renamed.body.page.page_slug).toBe('about-us');
    expect(await savedFile(t, `${project._id}/about-us.html`)).toBe('<p>about</p>');
    expect(await savedFile(t, `${project._id}/css/about-us.css`)).toBe('p{}');
    expect(await savedFile(t, `${project._id}/about.html`)).toBeUndefined();
    const clash = await call(t.app, user.token, 'PUT', `/api/page/edit_page/${page._id}`, {
      page_slug: 'index',
    });
    expect(clash.status).toBe(409);
  });

  it('update_page_meta_setting changes SEO and script fields only', async () => {
    const project = await createProject(t.app, user.token);
    const pageId = project.page_list[0]!._id;
    const { status, body } = await call(t.app, user.token, 'PUT', '/api/page/update_page_meta_setting', {
      page_id: pageId,
      meta_title: 'Fresh bread',
      custom_header_script: '<script>1</script>',
      primary_color: '#123456',
    });
    expect(status).toBe(200);
    expect(body.page.meta_title).toBe('Fresh bread');
    expect(body.page.custom_header_script).toBe('<script>1</script>');
    expect(body.page.primary_color).toBe(DEFAULT_ROOT_VALUES.primary_color);
  });

  it('update_page_thumbnail accepts the payment/page token', async () => {
    const project = await createProject(t.app, user.token);
    const pageId = project.page_list[0]!._id;
    const { status, body } = await call(
      t.app,
      user.paymentToken,
      'PUT',
      `/api/page/update_page_thumbnail/${pageId}`,
      {
        image: 'https://img.example/thumb.png',
      },
    );
    expect(status).toBe(200);
    expect(body.page.image).toBe('https://img.example/thumb.png');
  });

  it('the first page’s thumbnail becomes the project image, unless the owner chose another', async () => {
    const project = await createProject(t.app, user.token);
    const home = project.page_list[0]!;
    const second = (await addPage({ project_id: project._id, page_name: 'About' })).body.page;
    const thumbnail = (pageId: string, image: string) =>
      call(t.app, user.paymentToken, 'PUT', `/api/page/update_page_thumbnail/${pageId}`, { image });
    const projectImage = async () =>
      (await call(t.app, user.token, 'GET', `/api/project/detail_project/${project._id}`)).body.project.image;

    await thumbnail(second._id, 'https://img.example/about.png');
    expect(await projectImage()).toBe('');
    await thumbnail(home._id, 'https://img.example/home-1.png');
    expect(await projectImage()).toBe('https://img.example/home-1.png');
    // The next save's thumbnail replaces it…
    await thumbnail(home._id, 'https://img.example/home-2.png');
    expect(await projectImage()).toBe('https://img.example/home-2.png');
    // …but an image the owner set in Website settings stays.
    const chosen = await call(t.app, user.token, 'PUT', `/api/project/edit_project/${project._id}`, {
      image: 'https://img.example/chosen.png',
    });
    expect(chosen.status).toBe(200);
    await thumbnail(home._id, 'https://img.example/home-3.png');
    expect(await projectImage()).toBe('https://img.example/chosen.png');
    // Another user's thumbnail call touches nothing.
    const stranger = await registerUser(t.app, 'stranger');
    const foreign = await call(
      t.app,
      stranger.paymentToken,
      'PUT',
      `/api/page/update_page_thumbnail/${home._id}`,
      {
        image: 'https://img.example/evil.png',
      },
    );
    expect(foreign.status).toBe(404);
    expect(await projectImage()).toBe('https://img.example/chosen.png');
  });

  it('edit_page stores the section list a save sends', async () => {
    const project = await createProject(t.app, user.token);
    const home = project.page_list[0]!;
    const sections = [
      { section_id: 'ab12cd34ef', section_name: 'Hero', section_title: 'Hero: split', section_type: 'hero' },
    ];
    const edited = await call(t.app, user.token, 'PUT', `/api/page/edit_page/${home._id}`, { sections });
    expect(edited.status).toBe(200);
    const detail = await call(t.app, user.token, 'GET', `/api/page/detail_page/${home._id}`);
    expect(detail.body.page.sections).toEqual(sections);
  });
});

describe('delete and groups', () => {
  it('delete_page removes the page and its files but keeps the last page', async () => {
    const project = await createProject(t.app, user.token);
    const home = project.page_list[0]!;
    expect((await call(t.app, user.token, 'DELETE', `/api/page/delete_page/${home._id}`)).status).toBe(400);
    const extra = (await addPage({ project_id: project._id, page_name: 'Extra' })).body.page;
    await call(t.app, user.token, 'POST', '/api/project/user_template_html', {
      project_id: project._id,
      slug_name: 'extra',
      html: '<p>x</p>',
    });
    expect((await call(t.app, user.token, 'DELETE', `/api/page/delete_page/${extra._id}`)).status).toBe(200);
    expect((await call(t.app, user.token, 'GET', `/api/page/detail_page/${extra._id}`)).status).toBe(404);
    expect(await savedFile(t, `${project._id}/extra.html`)).toBeUndefined();
    expect(await t.app.store.storage.list(pageFilesPrefix(project._id, extra._id))).toEqual([]);
  });

  it('list_page_group groups pages by type and lists ungrouped pages', async () => {
    const project = await createProject(t.app, user.token);
    await addPage({ project_id: project._id, page_name: 'Step 1', page_group_type: 'funnel' });
    const loose = (await addPage({ project_id: project._id, page_name: 'Loose' })).body.page;
    await call(t.app, user.token, 'PUT', `/api/page/edit_page/${loose._id}`, { page_group_type: null });
    const { status, body } = await call(t.app, user.token, 'GET', `/api/page/list_page_group/${project._id}`);
    expect(status).toBe(200);
    expect(body.page_group_detail.map((g: { page_group_type: string }) => g.page_group_type)).toEqual([
      'generic_website',
      'funnel',
    ]);
    expect(body.page_group_detail[1].page_group_pages_list[0].page_name).toBe('Step 1');
    expect(body.pages_without_group.map((p: { page_name: string }) => p.page_name)).toEqual(['Loose']);
  });
});
