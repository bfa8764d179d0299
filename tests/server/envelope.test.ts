/** CONTRACT "HTTP" envelope: 404/400/413/401/415 answers, field names, no stack traces, headers, OpenAPI. */
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
    expect(headers['content-security-policy']).toContain("base-uri 'none'");
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
