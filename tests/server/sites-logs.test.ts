/**
 * Issue 21 "Logs: the sites server logs no error for a request it served correctly": a published site's
 * everyday answers — pages, 304s, byte ranges, precompressed files, HEAD, a visitor's 404 page, forms sent
 * and refused — leave nothing at warn or above in the sites server's log (pino JSON lines).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSitesApp } from '../../src/server/app.ts';
import { APP_ORIGIN, call, createProject, createTestApp, registerUser, type TestApp } from './helpers.ts';

const PINO_WARN = 40;
const lines: { level: number; msg?: string }[] = [];
let t: TestApp;
let sites: ReturnType<typeof buildSitesApp>;
const host = 'www.quiet-logs.example';

beforeAll(async () => {
  t = await createTestApp();
  sites = buildSitesApp({
    dataDir: t.dataDir,
    appOrigin: APP_ORIGIN,
    store: t.app.store,
    sitesDomain: 'localhost',
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await sites.ready();
});
afterAll(async () => {
  await sites?.close();
  await t?.close();
});

describe('the sites server’s log', () => {
  it('holds no warning or error for requests it answered as it should', async () => {
    const owner = await registerUser(t.app, 'quiet');
    const project = await createProject(t.app, owner.token, 'Quiet');
    const html = `<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><main>
<form><label for="e">Email</label><input id="e" name="email" type="email"></form>
${'<p>Words to make the page worth compressing.</p>\n'.repeat(60)}</main></body></html>`;
    await call(t.app, owner.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html,
      css: '',
      javascript: '',
    });
    await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: host,
    });
    await call(t.app, owner.token, 'POST', '/api/project/publish', { project_id: project._id });
    lines.length = 0;

    const get = (url: string, headers: Record<string, string> = {}) =>
      sites.inject({ method: 'GET', url, headers: { host, ...headers } });
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect((await get('/', { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);
    expect((await get('/', { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await get('/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    expect((await sites.inject({ method: 'HEAD', url: '/', headers: { host } })).statusCode).toBe(200);
    expect((await get('/no-such-page', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    const form = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    const post = (fields: Record<string, string>) =>
      sites.inject({
        method: 'POST',
        url: '/_pw/forms',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: new URLSearchParams(fields).toString(),
      });
    expect((await post({ ...form, email: 'quiet@example.com' })).statusCode).toBe(200);
    expect((await post({ ...form, email: 'not an email' })).statusCode).toBe(400);

    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => line.level >= PINO_WARN)).toEqual([]);
  });
});
