/**
 * Login links and the staff role: only staff create links (never for staff), a link logs in exactly
 * once and only before it expires, a client link only with its own project and page, the admin CLI
 * makes staff, sets user types and prints links on the same database, and request logs never show a link's token.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/app.ts';
import { runAdmin } from '../../src/server/cli/admin.ts';
import { loginLinks } from '../../src/server/db/schema.ts';
import {
  call,
  createProject,
  createTestApp,
  createTestDataDir,
  registerUser,
  type TestApp,
  type TestUser,
} from './helpers.ts';

let t: TestApp;
let staff: TestUser;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await registerUser(t.app, 'staff');
  user = await registerUser(t.app, 'customer');
  await t.app.store.customers.setRole(staff.email, 'staff');
});
afterAll(() => t.close());

const create = (token: string, body: object) =>
  call(t.app, token, 'POST', '/api/app_api/create_login_link', body);
const exchange = (body: object) => call(t.app, undefined, 'POST', '/api/app_api/exchange_login_token', body);

describe('admin links', () => {
  it('only staff create them, never for staff', async () => {
    const asUser = await create(user.token, { email: staff.email, kind: 'admin' });
    expect(asUser).toMatchObject({ status: 403, body: { code: 403, message: 'Only staff may do this' } });
    expect((await create(staff.token, { email: staff.email, kind: 'admin' })).status).toBe(403);
    expect((await create(staff.token, { email: 'nobody@example.test', kind: 'admin' })).status).toBe(404);
    expect((await call(t.app, undefined, 'POST', '/api/app_api/create_login_link', {})).status).toBe(401);
  });

  it('log in once', async () => {
    const link = await create(staff.token, { email: user.email, kind: 'admin' });
    expect(link.status).toBe(200);
    expect(link.body.url).toBe(`http://localhost:3000/admin-auth-controller/${link.body.token}`);
    const first = await exchange({ token: link.body.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ kind: 'admin', project_id: null, customer: { email: user.email } });
    const me = await call(t.app, first.body.token, 'GET', '/api/customer/detail_customer_by_token');
    expect(me.body.customer._id).toBe(user.id);
    const second = await exchange({ token: link.body.token });
    expect(second).toMatchObject({
      status: 400,
      body: { message: 'token: invalid, used or expired login link' },
    });
  });

  it('expire', async () => {
    const link = await create(staff.token, { email: user.email, kind: 'admin' });
    await t.app.store.db.update(loginLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await exchange({ token: link.body.token })).status).toBe(400);
  });

  it('are single use under concurrent exchanges', async () => {
    const link = await create(staff.token, { email: user.email, kind: 'admin' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => exchange({ token: link.body.token })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });
});

describe('client links', () => {
  it('need the customer’s own project and page and log in only with them', async () => {
    const project = await createProject(t.app, user.token);
    const pageId = project.page_list[0]!._id;
    const othersProject = await createProject(t.app, staff.token);
    expect((await create(staff.token, { email: user.email, kind: 'client' })).status).toBe(400);
    expect(
      (
        await create(staff.token, {
          email: user.email,
          kind: 'client',
          project_id: othersProject._id,
          page_id: othersProject.page_list[0]!._id,
        })
      ).status,
    ).toBe(404);
    const link = await create(staff.token, {
      email: user.email,
      kind: 'client',
      project_id: project._id,
      page_id: pageId,
    });
    expect(link.body.url).toBe(
      `http://localhost:3000/client-auth-controller/${link.body.token}/${project._id}/${pageId}`,
    );
    expect((await exchange({ token: link.body.token })).status).toBe(400);
    expect(
      (await exchange({ token: link.body.token, project_id: project._id, page_id: crypto.randomUUID() }))
        .status,
    ).toBe(400);
    const ok = await exchange({ token: link.body.token, project_id: project._id, page_id: pageId });
    expect(ok.body).toMatchObject({ code: 200, kind: 'client', project_id: project._id, page_id: pageId });
  });
});

describe('logs', () => {
  it('redact link and reset tokens from URLs', () => {
    expect(redactUrl('/admin-auth-controller/abcDEF_123')).toBe('/admin-auth-controller/[redacted]');
    expect(redactUrl('/client-auth-controller/abc/p/q')).toBe('/client-auth-controller/[redacted]/p/q');
    expect(redactUrl('/forget-password?token=secret&x=1')).toBe('/forget-password?token=[redacted]&x=1');
  });
});

describe('admin CLI', () => {
  it('grants staff, sets the user type and prints a working login link', async () => {
    const dataDir = process.env.TEST_DATABASE_URL ? t.dataDir : await createTestDataDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' };
    let other: TestApp | undefined;
    try {
      other = process.env.TEST_DATABASE_URL ? t : await createTestApp({ dataDir });
      const target = await registerUser(other.app, 'cli');
      if (other !== t) await other.app.close();
      expect(await runAdmin(['set-role', '--email', target.email, '--role', 'staff'], env)).toBe(
        `${target.email} is now staff`,
      );
      const output = await runAdmin(['login-link', '--email', target.email], env);
      const token = /admin-auth-controller\/([A-Za-z0-9_-]+)/.exec(output)?.[1];
      expect(token).toBeDefined();
      await expect(runAdmin(['login-link', '--email', 'missing@example.test'], env)).rejects.toThrow(
        /No customer/,
      );
      await expect(runAdmin(['nonsense'], env)).rejects.toThrow(/usage/);
      expect(await runAdmin(['set-user-type', '--email', target.email, '--type', 'vision'], env)).toBe(
        `${target.email} is now a vision user`,
      );
      await expect(
        runAdmin(['set-user-type', '--email', target.email, '--type', 'admin'], env),
      ).rejects.toThrow(/usage/);
      await expect(
        runAdmin(['set-user-type', '--email', 'missing@example.test', '--type', 'vision'], env),
      ).rejects.toThrow(/No customer/);
      if (other !== t) other = await createTestApp({ dataDir });
      const answer = await other.app.inject({
        method: 'POST',
        url: '/api/app_api/exchange_login_token',
        payload: { token },
      });
      expect(answer.json()).toMatchObject({
        code: 200,
        customer: { email: target.email, role: 'staff', userType: 'vision' },
      });
    } finally {
      if (other && other !== t) await other.close();
      else if (!process.env.TEST_DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
