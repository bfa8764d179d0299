/**
 * Idempotency-Key: a retried save, upload or form submission answers the first answer again and
 * changes nothing; keys are per caller and route; a different request with a used key is 422;
 * concurrent requests with one key run once; failures below 500 are replayed too.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../src/api/auth.ts';
import { subscribers, userFiles } from '../../src/server/db/schema.ts';
import { imageFixtures } from './fixtures/media.ts';
import {
  createProject,
  createTestApp,
  registerUser,
  type TestApp,
  type TestUser,
  upload,
} from './helpers.ts';

let t: TestApp;
let user: TestUser;
let project: Awaited<ReturnType<typeof createProject>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  project = await createProject(t.app, user.token);
});
afterAll(() => t.close());

const post = (url: string, payload: object, key?: string, token: string | undefined = user.token) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(token && { [AUTH_HEADER]: token }), ...(key && { 'idempotency-key': key }) },
  });

const save = (html: string, key?: string, base_revision?: number) =>
  post(
    '/api/project/user_template',
    { project_id: project._id, slug_name: 'index', html, css: '', javascript: '', base_revision },
    key,
  );

describe('Idempotency-Key', () => {
  it('a retried save answers the first answer and saves once', async () => {
    const first = await save('<p>one</p>', 'save-1');
    const retry = await save('<p>one</p>', 'save-1');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(first.json().revision).toBe(1);
    const next = await save('<p>two</p>', 'save-2');
    expect(next.json().revision).toBe(2);
  });

  it('refuses a used key with a different request (422) and bad keys (400)', async () => {
    const reused = await save('<p>changed</p>', 'save-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toMatch(/^Idempotency-Key: already used/);
    expect((await save('<p>x</p>', 'spaces are not ok')).statusCode).toBe(400);
  });

  it('replays a 409 of a stale save instead of running it again', async () => {
    const stale = await save('<p>stale</p>', 'stale-1', 0);
    expect(stale.statusCode).toBe(409);
    const again = await save('<p>stale</p>', 'stale-1', 0);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('keys are per caller', async () => {
    const other = await registerUser(t.app, 'other');
    const mine = await post('/api/project/add_project', { project_name: 'A' }, 'create-1');
    const theirs = await post('/api/project/add_project', { project_name: 'A' }, 'create-1', other.token);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().project._id).not.toBe(mine.json().project._id);
  });

  it('concurrent requests with one key run once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/project/add_project', { project_name: 'Once' }, 'burst-1')),
    );
    const created = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().project._id));
    expect(created.size).toBe(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
  });

  it('an upload retried stores one file', async () => {
    const png = (await imageFixtures()).png;
    const send = () =>
      upload(
        t.app,
        user.token,
        '/api/customer/upload_picture_to_user_gallery',
        {},
        { filename: 'a.png', bytes: png },
        {
          'idempotency-key': 'upload-1',
        },
      );
    const first = await send();
    const second = await send();
    expect(second.body).toEqual(first.body);
    const [n] = await t.app.store.db
      .select({ n: count() })
      .from(userFiles)
      .where(eq(userFiles.ownerId, user.id));
    expect(n?.n).toBe(1);
  });

  it('a form submission retried is stored once', async () => {
    const payload = {
      project_id: project._id,
      page_id: project.page_list[0]!._id,
      fields: { email: 'a@example.test' },
    };
    const first = await post('/api/subscriber/add_subscriber', payload, 'form-1', undefined);
    const second = await post('/api/subscriber/add_subscriber', payload, 'form-1', undefined);
    expect(second.json().subscriber_id).toBe(first.json().subscriber_id);
    const [n] = await t.app.store.db
      .select({ n: count() })
      .from(subscribers)
      .where(eq(subscribers.projectId, project._id));
    expect(n?.n).toBe(1);
  });
});
