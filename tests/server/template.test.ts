/**
 * Templates and the sections library (issue 6; spec §7 Templates; CONTRACT list_template,
 * list_section): the seeded library is listed, filtered, searched and paged; usage counts
 * rise; a project made from a template has every page's files in storage at once, served by
 * the sites origin exactly as the builder would save them; content files are reachable only
 * where intended.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBSITE_CATEGORIES } from '../../src/domain/categories.ts';
import { buildSitesApp } from '../../src/server/app.ts';
import { buildSavedPage } from '../../src/server/content/build-page.ts';
import { loadTemplates } from '../../src/server/content/library.ts';
import { APP_ORIGIN, call, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let sites: FastifyInstance;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  sites = buildSitesApp({ dataDir: t.dataDir, appOrigin: APP_ORIGIN, store: t.app.store });
  await sites.ready();
  user = await registerUser(t.app, 'owner');
  other = await registerUser(t.app, 'other');
});
afterAll(async () => {
  await sites.close();
  await t.close();
});

const listTemplates = async (body: Record<string, unknown> = {}) =>
  (await call(t.app, user.token, 'POST', '/api/template/list_template', body)).body;

describe('list_template', () => {
  it('lists every shipped template, with a website template in each of the 15 categories and 6 funnels', async () => {
    const body = await listTemplates({ limit: 100 });
    expect(body.code).toBe(200);
    const shipped = await loadTemplates();
    expect(body.total).toBe(shipped.length);
    expect(body.templates).toHaveLength(shipped.length);
    const websites = body.templates.filter((x: { kind: string }) => x.kind === 'website');
    for (const category of WEBSITE_CATEGORIES) {
      expect(
        websites.some((x: { category: string }) => x.category === category),
        category,
      ).toBe(true);
    }
    expect(body.templates.filter((x: { kind: string }) => x.kind === 'funnel').length).toBeGreaterThanOrEqual(
      6,
    );
    expect(body.templates[0]).toMatchObject({
      _id: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      template_name: expect.any(String),
      category: expect.any(String),
      usage_count: expect.any(Number),
      thumbnail: expect.stringMatching(/^\/content\/thumbnails\/templates\/.+\.png$/),
    });
  });

  it('filters by category, searches, and pages', async () => {
    const food = await listTemplates({ category_id: 'food' });
    expect(food.templates.length).toBeGreaterThan(0);
    expect(food.templates.every((x: { category: string }) => x.category === 'Food')).toBe(true);

    const all = (await listTemplates({ limit: 100 })).templates;
    const word = all[3].template_name.split(' ')[0];
    const found = await listTemplates({ search: word });
    expect(found.templates.map((x: { _id: string }) => x._id)).toContain(all[3]._id);

    const page2 = await listTemplates({ limit: 5, page: 2 });
    expect(page2.templates.map((x: { _id: string }) => x._id)).toEqual(
      all.slice(5, 10).map((x: { _id: string }) => x._id),
    );
    expect(page2).toMatchObject({ page: 2, limit: 5, total: all.length });
  });

  it('refuses bad input with the field named', async () => {
    const bad = await call(t.app, user.token, 'POST', '/api/template/list_template', { limit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('limit');
  });
});

describe('template categories, usage count, files', () => {
  it('counts templates per category', async () => {
    const { body } = await call(t.app, user.token, 'GET', '/api/template_category/list_template_category');
    const total = (await listTemplates()).total;
    expect(
      body.categories.reduce((n: number, c: { template_count: number }) => n + c.template_count, 0),
    ).toBe(total);
    const websites = await call(t.app, user.token, 'GET', '/api/category/list_category');
    expect(websites.body.categories.map((c: { name: string }) => c.name)).toEqual([...WEBSITE_CATEGORIES]);
  });

  it('increases a usage count by one; an unknown template is 404', async () => {
    const [first] = (await listTemplates()).templates;
    const { body } = await call(t.app, user.token, 'PUT', `/api/template/increase_usage_count/${first._id}`);
    expect(body.usage_count).toBe(first.usage_count + 1);
    expect(
      (await call(t.app, user.token, 'PUT', '/api/template/increase_usage_count/AAAAAAAAAA')).status,
    ).toBe(404);
    expect((await call(t.app, user.token, 'PUT', '/api/template/increase_usage_count/../x')).status).toBe(
      404,
    );
  });

  it('lists a template’s asset files', async () => {
    const [first] = (await listTemplates()).templates;
    const { body } = await call(t.app, user.token, 'POST', '/api/template/template_files', {
      template_id: first._id,
    });
    expect(body.files.length).toBeGreaterThan(0);
    for (const file of body.files) {
      expect(file.Key).toMatch(/^assets\/(images|videos)\//);
      expect(file.Key.endsWith(file.file_name)).toBe(true);
    }
  });
});

describe('list_section', () => {
  it('lists at least 60 sections in at least 14 kinds, with filters', async () => {
    const { body } = await call(t.app, user.token, 'GET', '/api/section/list_section');
    expect(body.sections.length).toBeGreaterThanOrEqual(60);
    expect(
      new Set(body.sections.map((s: { section_type: { name: string } }) => s.section_type.name)).size,
    ).toBeGreaterThanOrEqual(14);
    expect(body.sections[0]).toMatchObject({
      _id: expect.any(String),
      section_id: expect.any(String),
      section_name: expect.any(String),
      section_title: expect.any(String),
      section_html: expect.stringContaining('<'),
    });
    const category = body.categories[0];
    const filtered = await call(
      t.app,
      user.token,
      'GET',
      `/api/section/list_section?category=${encodeURIComponent(category)}`,
    );
    expect(filtered.body.sections.every((s: { category: string }) => s.category === category)).toBe(true);
    const searched = await call(t.app, user.token, 'GET', '/api/section/list_section?search=pricing');
    expect(searched.body.sections.length).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/section/list_section' })).statusCode).toBe(401);
  });
});

describe('a project from a template', () => {
  it('has every page, with its theme and its files served at once, exactly as the builder saves them', async () => {
    const shipped = await loadTemplates();
    const template = shipped.find((x) => x.pages.length >= 3)!;
    const before = (await listTemplates({ limit: 100 })).templates.find(
      (x: { _id: string }) => x._id === template.template_id,
    );
    const { status, body } = await call(t.app, user.token, 'POST', '/api/project/add_project', {
      project_name: 'From a template',
      template_id: template.template_id,
    });
    expect(status).toBe(200);
    const project = body.project;
    expect(project.page_list.map((p: { page_slug: string }) => p.page_slug)).toEqual(
      template.pages.map((p) => p.page_slug),
    );
    expect(project.template_id).toBe(template.template_id);

    for (const page of template.pages) {
      const expected = buildSavedPage(page.sections, page.root, {
        page_name: page.page_name,
        page_slug: page.page_slug,
      });
      const html = await sites.inject({ method: 'GET', url: `/${project._id}/${page.page_slug}.html` });
      expect(html.statusCode).toBe(200);
      expect(html.body).toBe(expected.html);
      const css = await sites.inject({ method: 'GET', url: `/${project._id}/css/${page.page_slug}.css` });
      expect(css.body).toBe(expected.css);
    }
    const home = project.page_list[0];
    const detail = await call(t.app, user.token, 'GET', `/api/page/detail_page/${home._id}`);
    for (const [key, value] of Object.entries(template.pages[0]!.root))
      expect(detail.body.page[key]).toBe(value);
    expect(detail.body.page.revision).toBe(1);

    const asset = template.template_files[0]!;
    const file = await sites.inject({ method: 'GET', url: `/${project._id}/${asset.Key}` });
    expect(file.statusCode).toBe(200);

    const after = (await listTemplates({ limit: 100 })).templates.find(
      (x: { _id: string }) => x._id === template.template_id,
    );
    expect(after.usage_count).toBe(before.usage_count + 1);

    const userTemplates = await call(
      t.app,
      user.token,
      'GET',
      `/api/user_template/list_user_templates/${project._id}`,
    );
    expect(userTemplates.body.user_templates[0]).toMatchObject({
      slug_name: template.pages[0]!.page_slug,
      html_url: `http://127.0.0.1:3001/${project._id}/${template.pages[0]!.page_slug}.html`,
    });
    expect(
      (await call(t.app, other.token, 'GET', `/api/user_template/list_user_templates/${project._id}`)).status,
    ).toBe(404);
  });
});

describe('content files', () => {
  it('serves thumbnails and images on the app origin, nothing else of content/', async () => {
    const [first] = (await listTemplates()).templates;
    const thumb = await t.app.inject({ method: 'GET', url: first.thumbnail });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toContain('image/png');
    expect((await t.app.inject({ method: 'GET', url: '/content/LICENSES.md' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/content/sections/hero-split/section.html' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/content/../package.json' })).statusCode).toBe(404);
  });

  it('the sites origin falls back to the library’s images for a project without its own copy', async () => {
    const project = (
      await call(t.app, user.token, 'POST', '/api/project/add_project', { project_name: 'Blank' })
    ).body.project;
    const [template] = await loadTemplates();
    const image = template!.template_files.find((f) => f.Key.startsWith('assets/images/'))!;
    const fallback = await sites.inject({ method: 'GET', url: `/${project._id}/${image.Key}` });
    expect(fallback.statusCode).toBe(200);
    expect(
      (await sites.inject({ method: 'GET', url: `/${project._id}/assets/images/missing.webp` })).statusCode,
    ).toBe(404);
    expect(
      (await sites.inject({ method: 'GET', url: `/${project._id}/assets/images/..%2F..%2Fpackage.json` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('app configuration', () => {
  it('tells the app where pages are hosted', async () => {
    const { body } = await call(t.app, user.token, 'GET', '/api/app_setting/config');
    expect(body).toMatchObject({ code: 200, hosted_base: 'http://127.0.0.1:3001' });
    expect((await t.app.inject({ method: 'GET', url: '/api/app_setting/config' })).statusCode).toBe(401);
  });
});
