/**
 * The OpenAPI document at /api/openapi.json describes the multipart upload calls' forms (the routes
 * read the stream themselves, so the form is documentation only) and still the JSON bodies elsewhere,
 * and marks exactly the calls that take no token as public (issue 22 item 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_OPERATIONS } from '../../src/server/http/openapi-security.ts';
import { createTestApp, registerUser, type TestApp, upload } from './helpers.ts';

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the test walks the generated document
let document: any;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

const FILE = { type: 'string', format: 'binary' };

describe('multipart upload calls in the OpenAPI document', () => {
  it.each([
    ['/api/customer/upload_picture_to_user_gallery', []],
    ['/api/customer/upload_video_for_user_gallery', []],
    ['/api/app_api/upload_image_on_s3', ['project_name', 'file_name']],
    ['/api/app_api/upload_image_file_on_s3', ['project_name', 'file_name']],
  ])('%s has a multipart/form-data body with the file field', (path, textFields) => {
    const body = document.paths[path].post.requestBody;
    expect(body.required).toBe(true);
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const form = body.content['multipart/form-data'].schema;
    expect(form.type).toBe('object');
    expect(form.required).toEqual(['upload_file']);
    expect(form.properties.upload_file).toMatchObject(FILE);
    expect(Object.keys(form.properties).sort()).toEqual(['upload_file', ...textFields].sort());
    for (const field of textFields) expect(form.properties[field].type).toBe('string');
  });

  it('keeps the JSON bodies of the other calls', () => {
    const body = document.paths['/api/app_api/upload_s3_image_from_url'].post.requestBody;
    expect(Object.keys(body.content)).toEqual(['application/json']);
    expect(body.content['application/json'].schema.properties.url.type).toBe('string');
  });

  it('documents the form without validating uploads against it', async () => {
    const user = await registerUser(t.app);
    // A file under another field name and no text fields is still accepted (any file field is).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const answer = await upload(
      t.app,
      user.token,
      '/api/app_api/upload_image_on_s3',
      {},
      {
        field: 'picture',
        filename: 'dot.png',
        type: 'image/png',
        bytes: png,
      },
    );
    expect(answer.status).toBe(200);
  });
});

describe('security requirements in the OpenAPI document', () => {
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => ({ path, method: method.toUpperCase() })),
    );

  it('marks the auth calls public and keeps the session on the others', () => {
    expect(document.security).toEqual([{ session: [] }]);
    for (const name of ['register', 'login', 'forgot_password', 'reset_password', 'exchange_login_token']) {
      expect(document.paths[`/api/app_api/${name}`].post.security).toEqual([]);
    }
    expect(document.paths['/api/app_api/logout'].post.security).toBeUndefined();
    expect(document.paths['/api/project/list_project'].get.security).toBeUndefined();
  });

  it('calls public exactly the routes that answer without a token', async () => {
    const anonymous: string[] = [];
    for (const { path, method } of operations()) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method !== 'GET' && { payload: {} }),
      });
      if (response.statusCode !== 401) anonymous.push(`${method} ${path}`);
      const documented = document.paths[path][method.toLowerCase()].security;
      expect(documented, `${method} ${path}`).toEqual(response.statusCode === 401 ? undefined : []);
    }
    expect(anonymous.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });
});
