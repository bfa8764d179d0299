/**
 * Issue 22 item 2: text PostgreSQL cannot store is refused where it enters, naming the field (a NUL
 * in a body value or key, a query or path parameter, the published form), over-deep JSON is refused,
 * lone surrogates are stored as U+FFFD, and the log line of a 500 carries no statement parameter.
 */
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { serializeError } from '../../src/server/http/log-redact.ts';
import { MAX_INPUT_DEPTH } from '../../src/server/http/request-guards.ts';
import {
  APP_ORIGIN,
  call,
  createProject,
  createTestApp,
  createTestDataDir,
  HOSTED_BASE,
  listenOnLoopback,
  registerUser,
  requestAsHost,
  sitesFor,
  TEST_AUTH,
  TEST_PASSWORD,
  TEST_SECRET_KEY,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from './helpers.ts';

/** A pino destination that keeps every line. */
function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

let t: TestApp;
let user: TestUser;
let project: { _id: string; preview_domain: string; page_list: { _id: string }[] };
const logs = captureLogs();

beforeAll(async () => {
  t = await createTestApp({ logger: logs.logger });
  user = await registerUser(t.app, 'nul');
  project = (await createProject(t.app, user.token)) as unknown as typeof project;
});
afterAll(() => t.close());

const NUL_400 = (field: string) => ({
  code: 400,
  message: `${field}: must not contain NUL characters`,
  errors: [{ field, message: 'must not contain NUL characters' }],
});

describe('NUL characters', () => {
  it('are refused on the public register call, naming the field, and nothing is stored', async () => {
    const email = uniqueEmail('nul-register');
    const refused = await call(t.app, undefined, 'POST', '/api/app_api/register', {
      first_name: 'Ada\u0000',
      last_name: 'Lovelace',
      email,
      password: TEST_PASSWORD,
    });
    expect(refused).toMatchObject({ status: 400, body: NUL_400('first_name') });
    const login = await call(t.app, undefined, 'POST', '/api/app_api/login', {
      email,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(400);
  });

  it("are refused on the published form's public subscriber call", async () => {
    const answer = await call(t.app, undefined, 'POST', '/api/subscriber/add_subscriber', {
      project_id: project._id,
      page_id: project.page_list[0]!._id,
      fields: { name: 'Grace\u0000Hopper', email: 'grace@example.com' },
    });
    expect(answer).toMatchObject({ status: 400, body: NUL_400('fields.name') });
  });

  it('are refused in nested values, keys, query and path parameters', async () => {
    const nested = await call(t.app, user.token, 'PUT', `/api/page/edit_page/${project.page_list[0]!._id}`, {
      sections: [{ section_id: 'a', section_name: 'b\u0000' }],
    });
    expect(nested).toMatchObject({ status: 400, body: NUL_400('sections.0.section_name') });
    const key = await call(t.app, undefined, 'POST', '/api/subscriber/add_subscriber', {
      project_id: project._id,
      fields: { 'na\u0000me': 'Grace', email: 'grace@example.com' },
    });
    expect(key.status).toBe(400);
    expect(key.body.message).toBe('fields: must not have keys containing NUL characters');
    const query = await call(t.app, user.token, 'GET', '/api/help/search_help_article?search=a%00b');
    expect(query).toMatchObject({ status: 400, body: NUL_400('search') });
    const param = await call(t.app, user.token, 'GET', '/api/project/detail_project/a%00b');
    expect(param).toMatchObject({ status: 400, body: NUL_400('id') });
  });

  it('are refused in a form posted to the site origin, storing nothing', async () => {
    const page = `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body>
<form class="pws-form" data-form="optin"><label for="f1">First name</label><input id="f1" name="first_name" type="text">
<label for="f2">Email</label><input id="f2" name="email" type="email"><button type="submit">Send</button></form></body></html>`;
    const saved = await call(t.app, user.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html: page,
      css: '',
      javascript: '',
    });
    expect(saved.status).toBe(200);
    const sites = sitesFor(t);
    try {
      const port = await listenOnLoopback(sites);
      const served = await requestAsHost(port, project.preview_domain, 'GET', '/');
      const hidden = Object.fromEntries(
        [...served.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
      const answer = await requestAsHost(port, project.preview_domain, 'POST', '/_pw/forms', {
        body: new URLSearchParams({
          ...hidden,
          first_name: 'Ada\u0000',
          email: 'ada@example.com',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 400,
        errors: [{ field: 'first_name', message: expect.stringContaining('character a form cannot take') }],
      });
      const list = await call(t.app, user.token, 'GET', `/api/subscriber/list_subscriber/${project._id}`);
      expect(list.body.subscribers).toEqual([]);
    } finally {
      await sites.close();
    }
  });
});

describe('other unstorable input', () => {
  it(`refuses JSON nested deeper than ${MAX_INPUT_DEPTH} levels`, async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support_ticket/add_ticket',
      headers: { 'content-type': 'application/json', 'x-sh-auth': user.token },
      payload: `{"subject":"s","message":"m","trace":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`trace: must not nest deeper than ${MAX_INPUT_DEPTH} levels`);
  });

  it('stores lone surrogates as U+FFFD in text and jsonb, never a 5xx', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/project/edit_project_name/${project._id}`,
      headers: { 'content-type': 'application/json', 'x-sh-auth': user.token },
      payload: '{"project_name":"a\\ud800b\\udc00c"}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().project.project_name).toBe('a\ufffdb\ufffdc');
    // jsonb refuses the `\ud800` escape a lone surrogate is written as: normalised before it gets there.
    const settings = await t.app.inject({
      method: 'PUT',
      url: `/api/page/edit_page/${project.page_list[0]!._id}`,
      headers: { 'content-type': 'application/json', 'x-sh-auth': user.token },
      payload: '{"meta_title":"a\\udc00b","sections":[{"section_id":"s\\ud800","section_name":"n"}]}',
    });
    expect(settings.statusCode).toBe(200);
    const page = await call(t.app, user.token, 'GET', `/api/page/detail_page/${project.page_list[0]!._id}`);
    expect(JSON.stringify(page.body)).toContain('a\ufffdb');
    const query = await call(t.app, user.token, 'GET', '/api/help/search_help_article?search=a%ED%A0%80b');
    expect(query.status).toBeLessThan(500);
  });
});

describe('the log of a failed statement', () => {
  const SECRET = 'scrypt$16384$8$1$c2VjcmV0LXNhbHQ=$bm90LWEtcmVhbC1oYXNo';

  it('names the error class, SQL state and statement, never its parameters', async () => {
    const capture = captureLogs();
    const dataDir = await createTestDataDir();
    const app = await buildApp({
      dataDir,
      databaseUrl: process.env.TEST_DATABASE_URL,
      hostedBase: HOSTED_BASE,
      appOrigin: APP_ORIGIN,
      auth: TEST_AUTH,
      secretKey: TEST_SECRET_KEY,
      logger: capture.logger,
    });
    try {
      // A statement failing with a secret parameter, as a handler's bug would.
      app.get('/api/test/crash', async () => app.store.db.execute(sql`select ${SECRET}::uuid`));
      const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, message: 'Internal server error' });
      const line = capture.lines.find((entry) => entry.includes('request failed'));
      expect(line).toBeDefined();
      expect(line).not.toContain('c2VjcmV0');
      const logged = JSON.parse(line!).err;
      expect(logged).toMatchObject({
        type: 'DrizzleQueryError',
        message: 'Failed query: select $1::uuid',
        cause: { code: '22P02', message: expect.stringContaining('invalid input syntax for type uuid') },
      });
      expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: select \$1::uuid\n\s+at /);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps only safe fields of any error: no params, detail, where or quoted values', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "customers_email_key"'),
      {
        code: '23505',
        constraint: 'customers_email_key',
        table: 'customers',
        detail: 'Key (email)=(ada@example.com) already exists.',
        where: "unnamed portal parameter $1 = 'ada@example.com'",
      },
    );
    const error = new DrizzleQueryError(
      'insert into "customers" ("email") values ($1)',
      ['ada@example.com'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('ada@example.com');
    expect(JSON.parse(logged)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "customers" ("email") values ($1)',
      cause: { code: '23505', constraint: 'customers_email_key', table: 'customers' },
    });
    const echoed = serializeError(
      new SyntaxError('Unexpected token \'s\', "secret-value" is not valid JSON'),
    );
    expect(JSON.stringify(echoed)).not.toContain('secret-value');
    expect(serializeError('a thrown string')).toEqual({
      type: 'string',
      message: 'a thrown non-error value',
      stack: '',
    });
  });
});
