/**
 * CONTRACT "HTTP" envelope: 404/400/413/414/401/415 answers, field names, no stack traces, headers,
 * OpenAPI; credentials never accepted in nor logged from a query string (issue 22 item 8).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(() => t.close());

describe('envelope', () => {
  it('answers an unknown route with 404 in the envelope', async () => {
    const { status, body } = await call(t.app, undefined, 'GET', '/api/nothing/here');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: expect.stringContaining('not found') });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app_api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: expect.stringContaining('malformed JSON') });
  });

  it('names the offending field on a schema violation', async () => {
    const { status, body } = await call(t.app, user.token, 'POST', '/api/project/add_project', {
      project_name: 42,
    });
    expect(status).toBe(400);
    expect(body.message).toContain('project_name');
    expect(body.errors).toEqual([{ field: 'project_name', message: expect.any(String) }]);
  });

  it('names nested fields and path parameters', async () => {
    const project = await createProject(t.app, user.token);
    const page = project.page_list[0]!;
    const nested = await call(t.app, user.token, 'PUT', `/api/page/edit_page/${page._id}`, {
      sections: [{ section_id: 'a', section_name: 7 }],
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].field).toBe('sections.0.section_name');
    const param = await call(t.app, user.token, 'GET', '/api/page/detail_page/not-an-id');
    expect(param.status).toBe(400);
    expect(param.body.message).toContain('id');
  });

  it('answers an over-size body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app_api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: 'Request body is too large' });
  });

  it('refuses prototype poisoning', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app_api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(400);
  });

  it('answers a wrong content type with 415 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app_api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415 });
  });

  it('answers a path id over 100 characters with 414 in the envelope', async () => {
    const { status, body } = await call(
      t.app,
      user.token,
      'GET',
      `/api/project/detail_project/${'a'.repeat(101)}`,
    );
    expect(status).toBe(414);
    expect(body).toEqual({ code: 414, message: 'Path parameter too long: at most 100 characters' });
    const bad = await call(t.app, user.token, 'GET', '/api/project/detail_project/%zz');
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 400, message: 'Path is not a valid URL encoding' },
    });
  });

  it('answers a text/plain body with 415 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app_api/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.co","password":"x"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 415,
      message: 'Unsupported Content-Type; send application/json',
    });
  });

  it('answers JSON in a charset other than UTF-8 with 415', async () => {
    const login = (contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/app_api/login',
        headers: { 'content-type': contentType },
        payload: '{"email":"nobody@example.com","password":"wrong password"}',
      });
    for (const charset of ['utf-16', 'UTF-16LE', '"iso-8859-1"']) {
      const response = await login(`application/json; charset=${charset}`);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 415, message: expect.stringContaining('UTF-8') });
    }
    for (const contentType of ['application/json; charset=utf-8', 'application/json;charset=UTF-8']) {
      expect((await login(contentType)).statusCode).toBe(400); // read, and refused as wrong credentials
    }
  });

  it('refuses a credential in the query string of an API call, even beside a valid header', async () => {
    for (const name of ['x-sh-auth', 'X-SH-AUTH', 'token', 'access_token']) {
      const { status, body } = await call(
        t.app,
        user.token,
        'GET',
        `/api/project/list_project?${name}=${user.token}`,
      );
      expect(status).toBe(401);
      expect(body).toEqual({
        code: 401,
        message: `${name}: send credentials in the x-sh-auth header, never in the URL`,
      });
    }
    const ordinary = await call(t.app, user.token, 'GET', '/api/project/list_project?search=x');
    expect(ordinary.status).toBe(200);
  });

  it('redacts every credential-bearing query parameter in the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({ logger: { level: 'info', stream } });
    try {
      const secrets = ['s3cr3t-a', 's3cr3t-b', 's3cr3t-c', 's3cr3t-d', 's3cr3t-e', 's3cr3t-f', 's3cr3t-g'];
      const names = [
        'x-sh-auth',
        'X-Api-Key',
        'password',
        'Signature',
        'code',
        'client_secret',
        'x%2Dsh%2Dauth',
      ];
      const query = names.map((name, index) => `${name}=${secrets[index]}`).join('&');
      await logged.app.inject({ method: 'GET', url: `/api/project/list_project?${query}&search=kept` });
      await logged.app.inject({ method: 'GET', url: '/forget-password?token=s3cr3t-h' });
      const text = lines.join('');
      expect(text).not.toContain('s3cr3t');
      expect(text).toContain('x-sh-auth=[redacted]&X-Api-Key=[redacted]&password=[redacted]');
      expect(text).toContain('&search=kept');
    } finally {
      await logged.close();
    }
  });

  it('answers 401 without, with a malformed and with an unknown token', async () => {
    for (const token of [undefined, 'short', 'A'.repeat(43)]) {
      const { status, body } = await call(t.app, token, 'GET', '/api/project/list_project');
      expect(status).toBe(401);
      expect(body.code).toBe(401);
    }
  });

  it('checks the token before the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/project/add_project',
      headers: { 'content-type': 'application/json' },
      payload: '{broken',
    });
    expect(response.statusCode).toBe(401);
  });

  it('never answers a stack trace', async () => {
    const responses = await Promise.all([
      call(t.app, user.token, 'POST', '/api/project/add_project', { project_name: null }),
      call(t.app, undefined, 'POST', '/api/app_api/login', 'not json at all'),
    ]);
    for (const { body } of responses) expect(JSON.stringify(body)).not.toMatch(/ at .*\.ts:\d+/);
  });

  it('sends the app origin security headers', async () => {
    const { headers } = await call(t.app, undefined, 'GET', '/api/nothing');
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("base-uri 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets only the app origin read the API cross-origin', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/project/list_project',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/app_api/login',
        '/api/project/add_project',
        '/api/page/detail_page/{id}',
      ]),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });
});
