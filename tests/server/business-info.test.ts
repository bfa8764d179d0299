/** Business info per project: every AI field of spec §3 saved and read back, patches keep the rest, null before a save. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_INFO_FIELDS } from '../../src/api/business-info.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(() => t.close());

describe('business info', () => {
  it('is null before a save, then holds every field; a patch keeps the others', async () => {
    const project = await createProject(t.app, user.token);
    const empty = await call(t.app, user.token, 'GET', `/api/business_info/get_business_info/${project._id}`);
    expect(empty.body).toMatchObject({ code: 200, business_info: null });

    const full = Object.fromEntries(BUSINESS_INFO_FIELDS.map((field) => [field, `${field} value`]));
    const saved = await call(t.app, user.token, 'POST', '/api/business_info/add_business_info', {
      project_id: project._id,
      ...full,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.business_info).toMatchObject({ project_id: project._id, ...full });

    await call(t.app, user.token, 'POST', '/api/business_info/add_business_info', {
      project_id: project._id,
      contentTone: 'Friendly',
      seoKeywords: 'bakery, bread',
    });
    const read = await call(t.app, user.token, 'GET', `/api/business_info/get_business_info/${project._id}`);
    expect(read.body.business_info).toMatchObject({
      ...full,
      contentTone: 'Friendly',
      seoKeywords: 'bakery, bread',
      _id: saved.body.business_info._id,
    });
  });

  it('validates lengths and the project', async () => {
    const project = await createProject(t.app, user.token);
    const long = await call(t.app, user.token, 'POST', '/api/business_info/add_business_info', {
      project_id: project._id,
      businessName: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^businessName: /);
    const missing = await call(t.app, user.token, 'POST', '/api/business_info/add_business_info', {
      project_id: crypto.randomUUID(),
    });
    expect(missing.status).toBe(404);
  });
});
