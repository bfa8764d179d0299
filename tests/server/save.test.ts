/**
 * CONTRACT save: `user_template` writes the three files and answers the new revision; a stale
 * `base_revision` is a 409 carrying the current revision and overwrites nothing; concurrent saves based
 * on the same revision let exactly one through. Runs over real HTTP on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../src/api/auth.ts';
import { pageFileKeys } from '../../src/server/storage/storage.ts';
import {
  createProject,
  createTestApp,
  registerUser,
  savedFile,
  type TestApp,
  type TestUser,
} from './helpers.ts';

let t: TestApp;
let user: TestUser;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function post(path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [AUTH_HEADER]: user.token },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answer fields are checked by the tests
  return { status: response.status, body: (await response.json()) as any };
}

const read = (key: string) => savedFile(t, key);

describe('saving a page', () => {
  it('writes html, css and js and bumps the revision each time', async () => {
    const project = await createProject(t.app, user.token);
    const save = (html: string) =>
      post('/api/project/user_template', {
        project_id: project._id,
        slug_name: 'index',
        html,
        css: 'body{color:red}',
        javascript: 'console.log(1)',
      });
    const first = await save('<!doctype html><title>1</title>');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 200, revision: 1, page_id: project.page_list[0]!._id });
    const second = await save('<!doctype html><title>2</title>');
    expect(second.body.revision).toBe(2);
    const keys = pageFileKeys(project._id, 'index');
    expect(await read(keys.html)).toBe('<!doctype html><title>2</title>');
    expect(await read(keys.css)).toBe('body{color:red}');
    expect(await read(keys.js)).toBe('console.log(1)');
  });

  it('user_template_html replaces only the html', async () => {
    const project = await createProject(t.app, user.token);
    await post('/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html: '<p>a</p>',
      css: 'p{}',
      javascript: 'x()',
    });
    const { status, body } = await post('/api/project/user_template_html', {
      project_id: project._id,
      slug_name: 'index',
      html: '<p>b</p>',
    });
    expect(status).toBe(200);
    expect(body.revision).toBe(2);
    const keys = pageFileKeys(project._id, 'index');
    expect([await read(keys.html), await read(keys.css), await read(keys.js)]).toEqual([
      '<p>b</p>',
      'p{}',
      'x()',
    ]);
  });

  it('a stale base_revision answers 409 with the current revision and overwrites nothing', async () => {
    const project = await createProject(t.app, user.token);
    const body = { project_id: project._id, slug_name: 'index', css: '', javascript: '' };
    expect(
      (await post('/api/project/user_template', { ...body, html: 'one', base_revision: 0 })).body.revision,
    ).toBe(1);
    expect(
      (await post('/api/project/user_template', { ...body, html: 'two', base_revision: 1 })).body.revision,
    ).toBe(2);
    const stale = await post('/api/project/user_template', {
      ...body,
      html: 'lost?',
      css: 'x',
      base_revision: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 409,
      revision: 2,
      message: expect.stringContaining('revision 2'),
    });
    expect(await read(pageFileKeys(project._id, 'index').html)).toBe('two');
    expect(await read(pageFileKeys(project._id, 'index').css)).toBe('');
  });

  it('of concurrent saves based on one revision, exactly one wins', async () => {
    const project = await createProject(t.app, user.token);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post('/api/project/user_template', {
          project_id: project._id,
          slug_name: 'index',
          html: `writer ${i}`,
          css: '',
          javascript: '',
          base_revision: 0,
        }),
      ),
    );
    const winners = attempts.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(attempts.filter((a) => a.status === 409)).toHaveLength(4);
    const winner = attempts.findIndex((a) => a.status === 200);
    expect(await read(pageFileKeys(project._id, 'index').html)).toBe(`writer ${winner}`);
  });

  it('answers 404 for an unknown slug and 400 for an empty html', async () => {
    const project = await createProject(t.app, user.token);
    const base = { project_id: project._id, css: '', javascript: '' };
    expect((await post('/api/project/user_template', { ...base, slug_name: 'nope', html: 'x' })).status).toBe(
      404,
    );
    const empty = await post('/api/project/user_template', { ...base, slug_name: 'index', html: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('html');
  });

  it('accepts a large page (a few MB) on the save route only', async () => {
    const project = await createProject(t.app, user.token);
    const html = `<!doctype html>${'<section><p>lorem ipsum</p></section>'.repeat(100_000)}`;
    const { status, body } = await post('/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html,
      css: '',
      javascript: '',
    });
    expect(status).toBe(200);
    expect(body.revision).toBe(1);
    expect((await read(pageFileKeys(project._id, 'index').html))?.length).toBe(html.length);
  });
});
