/**
 * Subscriber filters (issue 4 /subscribers/{project_id}): by page and by a received-time range, on the
 * list and the CSV export alike, validated by zod (malformed dates, a reversed range, a bad page id).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../src/server/db/schema.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let owner: TestUser;
let projectId: string;
let home: string;
let offer: string;

/** Submits a form on `pageId` and backdates it to `at`. */
async function received(pageId: string, email: string, at: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscriber/add_subscriber',
    payload: { project_id: projectId, page_id: pageId, fields: { email } },
  });
  const id = response.json().subscriber_id as string;
  await t.app.store.db
    .update(subscribers)
    .set({ createdAt: new Date(at) })
    .where(eq(subscribers.id, id));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, 'owner');
  const project = await createProject(t.app, owner.token, 'Bakery');
  projectId = project._id;
  home = project.page_list[0]!._id;
  offer = (
    await call(t.app, owner.token, 'POST', '/api/page/add_page', {
      project_id: projectId,
      page_name: 'Offer',
    })
  ).body.page._id;
  await received(home, 'jan-home@example.test', '2025-01-15T10:00:00Z');
  await received(offer, 'jan-offer@example.test', '2025-01-31T23:59:59Z');
  await received(offer, 'feb-offer@example.test', '2025-02-01T00:00:00Z');
  await received(home, 'mar-home@example.test', '2025-03-10T08:30:00Z');
});
afterAll(() => t.close());

const list = (query: string) =>
  call(t.app, owner.token, 'GET', `/api/subscriber/list_subscriber/${projectId}?${query}`);
const emails = (body: { subscribers: { email: string }[] }) => body.subscribers.map((row) => row.email);

describe('list filters', () => {
  it('filters by page', async () => {
    const answer = await list(`page_id=${offer}`);
    expect(answer.status).toBe(200);
    expect(emails(answer.body)).toEqual(['feb-offer@example.test', 'jan-offer@example.test']);
    expect(answer.body.total).toBe(2);
  });

  it('filters by a range: from inclusive, to exclusive', async () => {
    const january = await list('from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z');
    expect(emails(january.body)).toEqual(['jan-offer@example.test', 'jan-home@example.test']);
    const fromFeb = await list(`from=${encodeURIComponent('2025-02-01T00:00:00Z')}`);
    expect(emails(fromFeb.body)).toEqual(['mar-home@example.test', 'feb-offer@example.test']);
    // An offset is honoured: midnight in UTC+01:00 is 23:00 UTC the day before.
    const beforeFebLocal = await list(`to=${encodeURIComponent('2025-02-01T00:00:00+01:00')}`);
    expect(emails(beforeFebLocal.body)).toEqual(['jan-home@example.test']);
  });

  it('combines page, range, search and paging', async () => {
    const answer = await list(`page_id=${home}&from=2025-01-01T00:00:00Z&search=mar&limit=1&page=1`);
    expect(emails(answer.body)).toEqual(['mar-home@example.test']);
    expect(answer.body.total).toBe(1);
  });

  it('refuses malformed filters with a message naming the field', async () => {
    const badDate = await list('from=yesterday');
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('from');
    const reversed = await list('from=2025-03-01T00:00:00Z&to=2025-02-01T00:00:00Z');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('to: must be after from');
    const badPage = await list('page_id=home');
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toContain('page_id');
  });

  it('another user sees nothing of the project, filtered or not', async () => {
    const stranger = await registerUser(t.app, 'stranger');
    const answer = await call(
      t.app,
      stranger.token,
      'GET',
      `/api/subscriber/list_subscriber/${projectId}?page_id=${home}`,
    );
    expect(answer.status).toBe(404);
  });
});

describe('CSV export honours the filters', () => {
  it('exports only the filtered rows', async () => {
    const answer = await call(
      t.app,
      owner.token,
      'GET',
      `/api/subscriber/export_subscriber_csv/${projectId}?page_id=${offer}&to=2025-02-01T00:00:00Z`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toBe(1);
    const lines = (answer.body.csv as string).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"jan-offer@example.test"');
    expect(lines[1]).toContain('"offer"');
    const reversed = await call(
      t.app,
      owner.token,
      'GET',
      `/api/subscriber/export_subscriber_csv/${projectId}?from=2025-03-01T00:00:00Z&to=2025-03-01T00:00:00Z`,
    );
    expect(reversed.status).toBe(400);
  });
});
