/**
 * The sites origin over real HTTP: exact saved bytes with the right content types, the sandbox CSP,
 * nosniff and app-origin CORS on every answer, vendor libraries, and no way out of a project's folder
 * (dot-dot in every spelling, encoded slashes, dotfiles, symlinks, directories).
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSitesApp } from '../../src/server/app.ts';
import { SITES_CSP } from '../../src/server/sites/sites-app.ts';
import {
  APP_ORIGIN,
  call,
  createProject,
  createTestApp,
  registerUser,
  type TestApp,
  type TestUser,
} from './helpers.ts';

let t: TestApp;
let sites: FastifyInstance;
let port: number;
let projectId: string;
let otherProjectId: string;
let owner: TestUser;
const HTML =
  '<!doctype html>\r\n<html><head><link href="css/index.css" rel="stylesheet"></head><body>Grüße ✓</body></html>';
const CSS = 'body { content: "ü"; }';
const JS = 'document.title = "π";';

/** A raw GET whose path reaches the server unnormalised (fetch would resolve `..`). */
function rawGet(path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await registerUser(t.app);
  owner = user;
  const project = await createProject(t.app, user.token);
  projectId = project._id;
  otherProjectId = (await createProject(t.app, (await registerUser(t.app)).token))._id;
  const saved = await call(t.app, user.token, 'POST', '/api/project/user_template', {
    project_id: projectId,
    slug_name: 'index',
    html: HTML,
    css: CSS,
    javascript: JS,
  });
  expect(saved.status).toBe(200);
  await t.app.store.storage.write(`${otherProjectId}/index.html`, 'other tenant secret');
  sites = buildSitesApp({ dataDir: t.dataDir, appOrigin: APP_ORIGIN, store: t.app.store });
  await sites.listen({ port: 0, host: '127.0.0.1' });
  const address = sites.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await sites?.close();
  await t.close();
});

describe('saved files', () => {
  it.each([
    ['index.html', HTML, 'text/html; charset=utf-8'],
    ['css/index.css', CSS, 'text/css; charset=utf-8'],
    ['js/index.js', JS, 'text/javascript; charset=utf-8'],
  ])('serves %s byte for byte', async (path, content, type) => {
    const { status, headers, body } = await rawGet(`/${projectId}/${path}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe(type);
    expect(body.equals(Buffer.from(content, 'utf8'))).toBe(true);
  });

  it('shows a visitor a page, not JSON, for a page that does not exist (no home link on the shared origin)', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/${projectId}/missing.html`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(SITES_CSP);
    const html = await page.text();
    expect(html).toContain('<title>Page not found</title>');
    expect(html).not.toContain('Go to the home page');
    const image = await fetch(`http://127.0.0.1:${port}/${projectId}/images/missing.png`, {
      headers: { accept: 'text/html' },
    });
    expect(image.status).toBe(404);
    expect(image.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('sends validators and answers a matching conditional GET with 304; other bytes change them', async () => {
    const url = `http://127.0.0.1:${port}/${projectId}/index.html`;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const byTag = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    expect(byTag.headers.get('content-security-policy')).toBe(SITES_CSP);
    expect((await fetch(url, { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);

    // Saved again (other bytes), the old tag no longer matches.
    const saveHtml = (html: string) =>
      call(t.app, owner.token, 'POST', '/api/project/user_template_html', {
        project_id: projectId,
        slug_name: 'index',
        html,
      });
    expect((await saveHtml(`${HTML}<!-- edited -->`)).status).toBe(200);
    try {
      const changed = await fetch(url, { headers: { 'if-none-match': etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
    } finally {
      await saveHtml(HTML);
    }

    // A library file held in memory gets a tag from its bytes.
    const vendor = `http://127.0.0.1:${port}/${projectId}/assets/vendor/animate/animate.min.css`;
    const tag = (await fetch(vendor)).headers.get('etag')!;
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await fetch(vendor, { headers: { 'if-none-match': tag } })).status).toBe(304);
  });

  it('answers HEAD without a body', async () => {
    const { status, body } = await rawGet(`/${projectId}/index.html`, 'HEAD');
    expect(status).toBe(200);
    expect(body.length).toBe(0);
  });

  it('sends the sandbox CSP, nosniff and app-origin CORS on success and on failure', async () => {
    for (const path of [`/${projectId}/index.html`, `/${projectId}/missing.html`, '/nothing', '/']) {
      const { headers } = await rawGet(path);
      expect(headers['content-security-policy']).toBe(SITES_CSP);
      expect(SITES_CSP).not.toContain('allow-same-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('lets the app origin read a saved page with fetch', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/${projectId}/index.html`, {
      headers: { origin: APP_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(HTML);
  });
});

describe('vendor libraries', () => {
  const require = createRequire(import.meta.url);
  const pkg = (name: string) => dirname(require.resolve(`${name}/package.json`));

  it.each([
    [
      'bootstrap/bootstrap.min.css',
      join(pkg('bootstrap'), 'dist/css/bootstrap.min.css'),
      'text/css; charset=utf-8',
    ],
    [
      'bootstrap/bootstrap.bundle.min.js',
      join(pkg('bootstrap'), 'dist/js/bootstrap.bundle.min.js'),
      'text/javascript; charset=utf-8',
    ],
    [
      'fontawesome/css/all.min.css',
      join(pkg('@fortawesome/fontawesome-free'), 'css/all.min.css'),
      'text/css; charset=utf-8',
    ],
    [
      'fontawesome/webfonts/fa-solid-900.woff2',
      join(pkg('@fortawesome/fontawesome-free'), 'webfonts/fa-solid-900.woff2'),
      'font/woff2',
    ],
    ['animate/animate.min.css', join(pkg('animate.css'), 'animate.min.css'), 'text/css; charset=utf-8'],
  ])('serves assets/vendor/%s', async (path, file, type) => {
    const { status, headers, body } = await rawGet(`/${projectId}/assets/vendor/${path}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe(type);
    expect(body.equals(readFileSync(file))).toBe(true);
  });

  it('sends text compressed to a client that takes brotli or gzip, never a byte range or a HEAD', async () => {
    const path = `/${projectId}/assets/vendor/bootstrap/bootstrap.min.css`;
    const original = readFileSync(join(pkg('bootstrap'), 'dist/css/bootstrap.min.css'));
    const get = (headers: Record<string, string>, method = 'GET') => rawGet(path, method, headers);
    const br = await get({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length / 3);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    const range = await get({ 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.equals(original.subarray(0, 100))).toBe(true);
    const head = await get({ 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(original.length);
  });

  it('serves nothing else from node_modules', async () => {
    for (const path of [
      'bootstrap/package.json',
      'bootstrap/../../package.json',
      'fontawesome/webfonts/../LICENSE.txt',
    ]) {
      expect((await rawGet(`/${projectId}/assets/vendor/${path}`)).status).toBe(404);
    }
  });
});

describe('path safety', () => {
  beforeAll(() => {
    const root = join(t.dataDir, 'files', projectId);
    // Saved pages live under page-files/ (page-files.ts); the project folder holds its other files.
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, '.secret.html'), 'dotfile');
    mkdirSync(join(root, '.git'), { recursive: true });
    writeFileSync(join(root, '.git', 'config.txt'), 'git');
    writeFileSync(join(t.dataDir, 'outside.html'), 'outside the files root');
    symlinkSync(join(t.dataDir, 'outside.html'), join(root, 'link.html'));
    symlinkSync(join(t.dataDir, 'files', otherProjectId), join(root, 'other'));
  });

  it.each([
    ['dot-dot to another project', `/${'PID'}/../OTHER/index.html`],
    ['encoded dot-dot', '/PID/%2e%2e/OTHER/index.html'],
    ['encoded slash', '/PID/css%2F..%2F..%2FOTHER%2Findex.html'],
    ['backslash', '/PID/..%5COTHER%5Cindex.html'],
    ['double encoding', '/PID/%252e%252e/OTHER/index.html'],
    ['null byte', '/PID/index.html%00.css'],
    ['dotfile', '/PID/.secret.html'],
    ['dot folder', '/PID/.git/config.txt'],
    ['symlink to a file outside', '/PID/link.html'],
    ['symlink to another project', '/PID/other/index.html'],
    ['directory', '/PID/css'],
    ['directory with slash', '/PID/css/'],
    ['project root', '/PID/'],
    ['not a project id', '/files/PID/index.html'],
    ['unknown extension', '/PID/index.htm'],
    ['outside the data folder', '/PID/../../outside.html'],
  ])('refuses %s', async (_name, template) => {
    const path = template.replaceAll('PID', projectId).replaceAll('OTHER', otherProjectId);
    const { status, body } = await rawGet(path);
    expect(status).toBe(404);
    expect(body.toString()).not.toContain('secret');
    expect(body.toString()).not.toContain('outside the files root');
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await rawGet(`/${projectId}/index.html`, 'POST')).status).toBe(404);
    expect((await rawGet(`/${projectId}/index.html`, 'DELETE')).status).toBe(404);
  });
});
