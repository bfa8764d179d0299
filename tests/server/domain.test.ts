/**
 * Domains and publishing: hostname validation (IDN → punycode; no IPs in any spelling, no localhost,
 * ports, paths or userinfo), uniqueness across users (409), SSL requests, publish (400 with the spec's
 * message without a domain; a frozen copy switched atomically) and the sites origin serving a
 * published project by `Host` with the sandbox headers.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOwnHostname, normalizeHostname, OWN_DOMAIN_MESSAGE } from '../../src/api/domain.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { buildSitesApp } from '../../src/server/app.ts';
import { NO_EARLIER_PUBLISH } from '../../src/server/data/domains.ts';
import {
  call,
  createProject,
  createTestApp,
  registerUser,
  requestAsHost,
  type TestApp,
  type TestUser,
} from './helpers.ts';

let t: TestApp;
let sites: FastifyInstance;
let port: number;
let owner: TestUser;
let other: TestUser;

const hostGet = (host: string, path: string, accept?: string) =>
  requestAsHost(port, host, 'GET', path, { headers: accept ? { accept } : {} });

const save = (token: string, projectId: string, slug: string, html: string) =>
  call(t.app, token, 'POST', '/api/project/user_template', {
    project_id: projectId,
    slug_name: slug,
    html,
    css: `/* ${slug} */`,
    javascript: '',
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, 'owner');
  other = await registerUser(t.app, 'other');
  sites = buildSitesApp({ dataDir: t.dataDir, appOrigin: 'http://localhost:3000', store: t.app.store });
  await sites.listen({ port: 0, host: '127.0.0.1' });
  const address = sites.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await sites?.close();
  await t.close();
});

describe('hostname validation', () => {
  it.each([
    ['www.Example.COM', 'www.example.com'],
    ['example.com.', 'example.com'],
    ['Bücher.example', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['ｅｘａｍｐｌｅ.com', 'example.com'],
    ['my-shop.co.uk', 'my-shop.co.uk'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeHostname(input)).toBe(expected);
  });

  it.each([
    'localhost',
    'shop.localhost',
    'printer.local',
    'intranet',
    '127.0.0.1',
    '2130706433',
    '0x7f.0.0.1',
    '017700000001',
    '1.2.3',
    '[::1]',
    '::ffff:127.0.0.1',
    'example.com:8080',
    'user@example.com',
    'example.com/path',
    'http://example.com',
    'xn--a.com',
    'xn--.com',
    'ab--cd.com',
    '-start.com',
    'end-.com',
    'under_score.com',
    'a..b.com',
    `${'a'.repeat(64)}.com`,
    `${'abcdefghi.'.repeat(26)}com`,
    'exa mple.com',
    'ex%41mple.com',
    'metadata.google.internal',
    '',
  ])('refuses %j', (input) => {
    expect(normalizeHostname(input)).toBeUndefined();
  });

  it('answers 400 naming the field for an invalid domain', async () => {
    const project = await createProject(t.app, owner.token);
    const answer = await call(t.app, owner.token, 'POST', '/api/project/add_project_domain', {
      project_id: project._id,
      domain: '169.254.169.254',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^domain: must be a public domain name/);
  });

  it("knows this service's own address, its parents and the names under it", () => {
    const own = ['app.pagewright.example', 'sites.pagewright.example'];
    for (const domain of ['app.pagewright.example', 'pagewright.example', 'evil.sites.pagewright.example'])
      expect(isOwnHostname(domain, own)).toBe(true);
    for (const domain of ['pagewright.example.com', 'myapp.pagewright.co', 'shop.example'])
      expect(isOwnHostname(domain, own)).toBe(false);
  });

  it("refuses to add or attach the service's own address, leaving the project as it was", async () => {
    const own = await createTestApp({
      appOrigin: 'https://app.pagewright.example',
      hostedBase: 'https://sites.pagewright.example',
    });
    try {
      const user = await registerUser(own.app, 'own');
      const project = await createProject(own.app, user.token);
      for (const path of ['/api/project/add_project_domain', '/api/project/attach_domain_with_project']) {
        for (const domain of ['pagewright.example', 'x.sites.pagewright.example']) {
          const answer = await call(own.app, user.token, 'POST', path, { project_id: project._id, domain });
          expect(answer).toMatchObject({ status: 400, body: { message: OWN_DOMAIN_MESSAGE } });
        }
      }
      const listed = await call(
        own.app,
        user.token,
        'GET',
        `/api/project/list_project_domain/${project._id}`,
      );
      expect(listed.body.domains).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('domains', () => {
  it('adds, attaches, requests SSL and lists; another user gets a clear 409', async () => {
    const project = await createProject(t.app, owner.token, 'Shop');
    const added = await call(t.app, owner.token, 'POST', '/api/project/add_project_domain', {
      project_id: project._id,
      domain: 'Shop.Example.com',
    });
    expect(added.status).toBe(200);
    expect(added.body.domain).toMatchObject({
      domain: 'shop.example.com',
      is_attached: false,
      ssl_status: 'none',
    });

    const again = await call(t.app, owner.token, 'POST', '/api/project/add_project_domain', {
      project_id: project._id,
      domain: 'shop.example.com',
    });
    expect(again.body.domain._id).toBe(added.body.domain._id);

    const attached = await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: 'shop.example.com',
    });
    expect(attached.body.domain.is_attached).toBe(true);
    const detail = await call(t.app, owner.token, 'GET', `/api/project/detail_project/${project._id}`);
    expect(detail.body.project.domain).toBe('shop.example.com');

    const ssl = await call(t.app, owner.token, 'POST', '/api/project/add_ssl_against_domain', {
      project_id: project._id,
    });
    expect(ssl.status).toBe(200);
    expect(ssl.body.domain.ssl_status).toBe('requested');
    expect(ssl.body.domain.ssl_requested_at).toEqual(expect.any(String));

    const othersProject = await createProject(t.app, other.token);
    for (const url of ['/api/project/add_project_domain', '/api/project/attach_domain_with_project']) {
      const stolen = await call(t.app, other.token, 'POST', url, {
        project_id: othersProject._id,
        domain: 'SHOP.example.com.',
      });
      expect(stolen.status).toBe(409);
      expect(stolen.body.message).toBe('domain: shop.example.com is already used by another project');
    }
    const list = await call(t.app, owner.token, 'GET', `/api/project/list_project_domain/${project._id}`);
    expect(list.body.domains).toHaveLength(1);
  });

  it('moves a domain between projects of the same owner', async () => {
    const first = await createProject(t.app, owner.token, 'First');
    const second = await createProject(t.app, owner.token, 'Second');
    const attach = (projectId: string) =>
      call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
        project_id: projectId,
        domain: 'moving.example.org',
      });
    expect((await attach(first._id)).status).toBe(200);
    expect((await attach(second._id)).status).toBe(200);
    const a = await call(t.app, owner.token, 'GET', `/api/project/detail_project/${first._id}`);
    const b = await call(t.app, owner.token, 'GET', `/api/project/detail_project/${second._id}`);
    expect(a.body.project.domain).toBe('');
    expect(b.body.project.domain).toBe('moving.example.org');
  });

  it('SSL for a domain without one answers the spec message', async () => {
    const project = await createProject(t.app, owner.token);
    const answer = await call(t.app, owner.token, 'POST', '/api/project/add_ssl_against_domain', {
      project_id: project._id,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MESSAGES.domainRequired);
  });
});

describe('publish', () => {
  it('requires an attached domain', async () => {
    const project = await createProject(t.app, owner.token);
    const answer = await call(t.app, owner.token, 'POST', '/api/project/publish', {
      project_id: project._id,
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 400, message: MESSAGES.domainRequired } });
  });

  it('restores nothing before a second publish, and says so', async () => {
    const project = await createProject(t.app, owner.token, 'Once');
    await save(owner.token, project._id, 'index', '<p>only</p>');
    await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: 'once.published.example',
    });
    await call(t.app, owner.token, 'POST', '/api/project/publish', { project_id: project._id });
    const answer = await call(t.app, owner.token, 'POST', '/api/project/restore_previous_publish', {
      project_id: project._id,
    });
    expect(answer).toMatchObject({ status: 400, body: { message: NO_EARLIER_PUBLISH } });
    expect((await hostGet('once.published.example', '/')).body).toBe('<p>only</p>');
    const stranger = await call(t.app, other.token, 'POST', '/api/project/restore_previous_publish', {
      project_id: project._id,
    });
    expect(stranger.status).toBe(404);
  });

  it('freezes the saved files, serves them by Host and switches on republish', async () => {
    const project = await createProject(t.app, owner.token, 'Published');
    expect((await save(owner.token, project._id, 'index', '<p>v1 home</p>')).status).toBe(200);
    await call(t.app, owner.token, 'POST', '/api/page/add_page', {
      project_id: project._id,
      page_name: 'About',
    });
    expect((await save(owner.token, project._id, 'about', '<p>v1 about</p>')).status).toBe(200);
    await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: 'www.published.example',
    });
    expect((await hostGet('www.published.example', '/')).status).toBe(404);

    const published = await call(t.app, owner.token, 'POST', '/api/project/publish', {
      project_id: project._id,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      message: MESSAGES.projectPublished,
      domain: 'www.published.example',
      files_count: 6,
    });

    const home = await hostGet('www.published.example', '/');
    expect(home).toMatchObject({ status: 200, body: '<p>v1 home</p>' });
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    // A site of its own origin runs unsandboxed (ARCHITECTURE "Origins").
    expect(home.headers['content-security-policy']).toBeUndefined();
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect((await hostGet('WWW.published.example:8080', '/about')).body).toBe('<p>v1 about</p>');
    expect((await hostGet('www.published.example', '/about.html')).body).toBe('<p>v1 about</p>');
    expect((await hostGet('www.published.example', '/css/about.css')).body).toBe('/* about */');
    expect((await hostGet('www.published.example', '/assets/vendor/animate/animate.min.css')).status).toBe(
      200,
    );
    expect((await hostGet('www.published.example', '/../index.html')).status).toBe(404);

    // Search engines find every page; a visitor at a wrong address gets a page with a way home.
    const sitemap = await hostGet('www.published.example', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://www.published.example/</loc>');
    expect(sitemap.body).toContain('<loc>https://www.published.example/about</loc>');
    expect((await hostGet('www.published.example', '/robots.txt')).body).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.published.example/sitemap.xml\n',
    );
    const missing = await hostGet('www.published.example', '/no-such-page', 'text/html,*/*;q=0.8');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<h1>Page not found</h1>');
    expect(missing.body).toContain('<a href="/">Go to the home page</a>');
    // A script's fetch of a missing file still reads the JSON error.
    const missingFile = await hostGet('www.published.example', '/js/none.js');
    expect(missingFile.status).toBe(404);
    expect(missingFile.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await hostGet('www.published.example', '/%2e%2e/%2e%2e/secret.key')).status).toBe(404);

    // Saving again changes nothing published until the next publish, which switches at once.
    await save(owner.token, project._id, 'index', '<p>v2 home</p>');
    expect((await hostGet('www.published.example', '/')).body).toBe('<p>v1 home</p>');
    const second = await call(t.app, owner.token, 'POST', '/api/project/publish', {
      project_id: project._id,
    });
    expect(second.body.publish_id).not.toBe(published.body.publish_id);
    expect((await hostGet('www.published.example', '/')).body).toBe('<p>v2 home</p>');
    await save(owner.token, project._id, 'index', '<p>v3 home</p>');
    const third = await call(t.app, owner.token, 'POST', '/api/project/publish', { project_id: project._id });
    const folders = new Set(
      (await t.app.store.storage.list(`published/${project._id}`)).map((key) => key.split('/')[2]),
    );
    expect(folders).toEqual(new Set([second.body.publish_id, third.body.publish_id]));

    // One click switches back to the publish before (v2), and again forward (v3).
    const restored = await call(t.app, owner.token, 'POST', '/api/project/restore_previous_publish', {
      project_id: project._id,
    });
    expect(restored).toMatchObject({
      status: 200,
      body: { publish_id: second.body.publish_id, domain: 'www.published.example' },
    });
    expect((await hostGet('www.published.example', '/')).body).toBe('<p>v2 home</p>');
    const forward = await call(t.app, owner.token, 'POST', '/api/project/restore_previous_publish', {
      project_id: project._id,
    });
    expect(forward.body.publish_id).toBe(third.body.publish_id);
    expect((await hostGet('www.published.example', '/')).body).toBe('<p>v3 home</p>');
    expect((await hostGet('www.published.example', '/sitemap.xml')).status).toBe(200);

    // The hosted base still answers by path; another Host is not this site.
    expect((await hostGet(`127.0.0.1:${port}`, `/${project._id}/index.html`)).body).toBe('<p>v3 home</p>');
    expect((await hostGet('other.example', '/')).status).toBe(404);

    // A new domain serves the latest publish at once; the old one stops.
    await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: 'new.published.example',
    });
    expect((await hostGet('new.published.example', '/')).body).toBe('<p>v3 home</p>');
    expect((await hostGet('www.published.example', '/')).status).toBe(404);

    await call(t.app, owner.token, 'DELETE', `/api/project/delete_project/${project._id}`);
    expect((await hostGet('new.published.example', '/')).status).toBe(404);
    expect(await t.app.store.storage.list(`published/${project._id}`)).toEqual([]);
  });
});
