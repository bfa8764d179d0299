/**
 * Mailchimp on the app API and the subscriber sync (issue 25), against the local fake Mailchimp
 * (tests/support/fake-mailchimp.ts): a refused key is reported and nothing is stored; a good key is
 * stored sealed and answered masked; lists and segments come from the account; a published form that
 * names a list sends each subscriber there through a queued job — a 429 and 5xx are retried, a 4xx
 * fails with Mailchimp's reason, and Retry puts a failed one through once the cause is fixed.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignConnections } from '../../src/server/db/schema.ts';
import { type FakeMailchimp, startFakeMailchimp, subscriberHashOf } from '../support/fake-mailchimp.ts';
import {
  call,
  createProject,
  createTestApp,
  listenOnLoopback,
  registerUser,
  requestAsHost,
  sitesFor,
  type TestApp,
  type TestUser,
} from './helpers.ts';

const KEY = `${'0123456789abcdef'.repeat(2)}-us21`;
const OTHER_DC_KEY = `${'0123456789abcdef'.repeat(2)}-us7`;

let fake: FakeMailchimp;
let t: TestApp;
let sites: FastifyInstance;
let port: number;
let owner: TestUser;
const logLines: string[] = [];
let project: { _id: string; preview_domain: string; page_list: { _id: string }[] };

const page = (formAttributes: string) => `<!DOCTYPE html>
<html lang="en"><head><title>Opt in</title></head><body><main>
<form class="pws-form" ${formAttributes}>
<label for="f1">First name</label><input id="f1" name="first_name" type="text">
<label for="f2">Email</label><input id="f2" name="email" type="email">
<button type="submit">Send</button>
</form></main></body></html>`;

async function publishForm(formAttributes: string) {
  const saved = await call(t.app, owner.token, 'POST', '/api/project/user_template', {
    project_id: project._id,
    slug_name: 'index',
    html: page(formAttributes),
    css: '',
    javascript: '',
  });
  expect(saved.status).toBe(200);
}

async function submit(email: string, firstName = 'Ada') {
  const html = (await requestAsHost(port, project.preview_domain, 'GET', '/')).body;
  const hidden: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="(_pw_[a-z]+)" value="([^"]*)">/g))
    hidden[match[1] ?? ''] = match[2] ?? '';
  const answer = await requestAsHost(port, project.preview_domain, 'POST', '/_pw/forms', {
    body: new URLSearchParams({ ...hidden, first_name: firstName, email }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  });
  expect(answer.status).toBe(200);
}

interface Row {
  _id: string;
  email: string;
  sync_state: string;
  sync_error: string;
}

async function subscriberOf(email: string): Promise<Row | undefined> {
  const list = await call(
    t.app,
    owner.token,
    'GET',
    `/api/subscriber/list_subscriber/${project._id}?limit=100`,
  );
  return (list.body.subscribers as Row[]).find((row) => row.email === email);
}

async function settled(email: string, ms = 25_000): Promise<Row> {
  const deadline = Date.now() + ms;
  for (;;) {
    const row = await subscriberOf(email);
    if (row && row.sync_state !== 'pending') return row;
    if (Date.now() > deadline) throw new Error(`sync of ${email} still ${row?.sync_state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  fake = await startFakeMailchimp({ keys: [KEY, OTHER_DC_KEY] });
  fake.addList('a1b2c3', 'Newsletter');
  fake.addList('d4e5f6', 'Customers');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    logger: { level: 'debug', stream },
    campaign: { mailchimpBase: fake.base },
    jobs: {
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 2,
      pollingSeconds: 0.5,
      schema: `jobs_mc_${process.pid}_${Date.now().toString(36)}`,
    },
  });
  owner = await registerUser(t.app, 'mailchimp-owner');
  project = (await createProject(t.app, owner.token, 'Mailchimp funnel')) as unknown as typeof project;
  sites = sitesFor(t, {
    perAddress: { max: 1000, windowMs: 60_000 },
    perProject: { max: 1000, windowMs: 60_000 },
    minFillMs: 0,
  });
  port = await listenOnLoopback(sites);
});

afterAll(async () => {
  await sites?.close();
  await t?.close();
  await fake?.close();
});

describe('connecting Mailchimp', () => {
  it('reports a key Mailchimp refuses, and stores nothing', async () => {
    const unknown = `${'f'.repeat(32)}-us21`;
    const answer = await call(t.app, owner.token, 'POST', '/api/mailchimp/update_mailchimp', {
      project_id: project._id,
      api_key: unknown,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      "Mailchimp refused the API key: API Key Invalid: Your API key may be invalid, or you've attempted to access the wrong datacenter.",
    );
    expect(JSON.stringify(answer.body)).not.toContain(unknown);
    // The data centre comes from the key: this one asks us7, where it is unknown too.
    const status = await call(t.app, owner.token, 'GET', `/api/mailchimp/get_connection/${project._id}`);
    expect(status.body.connection.connected).toBe(false);
  });

  it('refuses what is not a Mailchimp key before asking Mailchimp', async () => {
    const before = fake.requests.length;
    const answer = await call(t.app, owner.token, 'POST', '/api/mailchimp/update_mailchimp', {
      project_id: project._id,
      api_key: 'not-a-key',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('api_key');
    expect(fake.requests.length).toBe(before);
  });

  it('lists nothing before a connection', async () => {
    const answer = await call(t.app, owner.token, 'GET', `/api/mailchimp/get_mailchimp_list/${project._id}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This project is not connected to Mailchimp');
  });

  it('stores a good key sealed, answers it masked, and lists the account’s lists', async () => {
    const answer = await call(t.app, owner.token, 'POST', '/api/mailchimp/update_mailchimp', {
      project_id: project._id,
      api_key: KEY,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.connection).toMatchObject({
      connected: true,
      provider: 'mailchimp',
      account_name: 'Fake Account',
      api_key_masked: '••••••••us21',
    });
    expect(JSON.stringify(answer.body)).not.toContain(KEY.slice(0, 32));
    const [row] = await t.app.store.db
      .select()
      .from(campaignConnections)
      .where(eq(campaignConnections.projectId, project._id));
    expect(row?.apiKeySealed.startsWith('v1.')).toBe(true);
    expect(row?.apiKeySealed).not.toContain(KEY.slice(0, 8));
    // The key went to the data centre it names.
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', path: '/us21/3.0/' });

    const lists = await call(t.app, owner.token, 'GET', `/api/mailchimp/get_mailchimp_list/${project._id}`);
    expect(lists.status).toBe(200);
    expect(lists.body.lists).toEqual([
      { id: 'a1b2c3', name: 'Newsletter', member_count: 0 },
      { id: 'd4e5f6', name: 'Customers', member_count: 0 },
    ]);
  });

  it('answers 404 for another owner’s project', async () => {
    const stranger = await registerUser(t.app, 'mailchimp-stranger');
    const answer = await call(
      t.app,
      stranger.token,
      'GET',
      `/api/mailchimp/get_mailchimp_list/${project._id}`,
    );
    expect(answer.status).toBe(404);
  });
});

describe('syncing form subscribers', () => {
  it('puts a published form’s subscriber in the chosen list, with its tags', async () => {
    await publishForm('data-list-provider="mailchimp" data-list-id="a1b2c3" data-list-tags="webinar, lead"');
    await submit('Ada@Example.com', 'Ada');
    const row = await settled('Ada@Example.com');
    expect(row).toMatchObject({ sync_state: 'synced', sync_error: '' });
    const member = fake.lists.get('a1b2c3')?.members.get(subscriberHashOf('ada@example.com'));
    expect(member).toMatchObject({
      email_address: 'Ada@Example.com',
      status: 'subscribed',
      merge_fields: { FNAME: 'Ada', LNAME: '' },
    });
    expect(member?.tags.map((tag) => tag.name)).toEqual(['webinar', 'lead']);
    expect(fake.tagCalls.filter((one) => one.hash === subscriberHashOf('ada@example.com'))).toEqual([
      {
        listId: 'a1b2c3',
        hash: subscriberHashOf('ada@example.com'),
        tags: [
          { name: 'webinar', status: 'active' },
          { name: 'lead', status: 'active' },
        ],
      },
    ]);

    const segments = await call(
      t.app,
      owner.token,
      'GET',
      `/api/mailchimp/get_mailchimp_segment_by_list/a1b2c3/all?project_id=${project._id}`,
    );
    expect(segments.status).toBe(200);
    expect(segments.body.segments.map((segment: { name: string }) => segment.name)).toEqual([
      'webinar',
      'lead',
    ]);
    const one = await call(
      t.app,
      owner.token,
      'GET',
      `/api/mailchimp/get_mailchimp_segment_by_list/a1b2c3/${segments.body.segments[0].id}?project_id=${project._id}`,
    );
    expect(one.body.segments).toEqual([
      expect.objectContaining({ name: 'webinar', member_count: 1, type: 'static' }),
    ]);
  });

  it('waits out a 429 and retries 5xx answers with backoff', async () => {
    fake.failNext(1, 429, '1');
    await submit('grace@example.com', 'Grace');
    expect((await settled('grace@example.com')).sync_state).toBe('synced');

    fake.failNext(2, 503);
    const before = fake.requests.length;
    await submit('linus@example.com', 'Linus');
    expect((await settled('linus@example.com')).sync_state).toBe('synced');
    const upserts = fake.requests
      .slice(before)
      .filter(
        (request) => request.method === 'PUT' && request.path.endsWith(subscriberHashOf('linus@example.com')),
      );
    expect(upserts).toHaveLength(3);
    expect(fake.lists.get('a1b2c3')?.members.size).toBe(3);
  });

  it('fails a 4xx at once with Mailchimp’s reason; Retry sends it again', async () => {
    await publishForm('data-list-provider="mailchimp" data-list-id="gone99"');
    await submit('hedy@example.com', 'Hedy');
    const failed = await settled('hedy@example.com');
    expect(failed.sync_state).toBe('failed');
    expect(failed.sync_error).toBe(
      'Mailchimp refused: Resource Not Found: The requested resource could not be found.',
    );
    // Only a failed one can be sent again.
    const synced = await subscriberOf('Ada@Example.com');
    const early = await call(t.app, owner.token, 'POST', '/api/subscriber/retry_sync', {
      subscriber_id: synced?._id,
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Only a subscriber whose sync failed can be sent again');

    fake.addList('gone99', 'Recreated');
    const retried = await call(t.app, owner.token, 'POST', '/api/subscriber/retry_sync', {
      subscriber_id: failed._id,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.sync_state).toBe('pending');
    expect((await settled('hedy@example.com')).sync_state).toBe('synced');
    expect(fake.lists.get('gone99')?.members.has(subscriberHashOf('hedy@example.com'))).toBe(true);
  });

  it('records "failed" when 5xx answers outlast the retries', async () => {
    await publishForm('data-list-provider="mailchimp" data-list-id="d4e5f6"');
    fake.failNext(100, 500);
    await submit('barbara@example.com', 'Barbara');
    const row = await settled('barbara@example.com', 40_000);
    fake.failNext(0, 500);
    expect(row.sync_state).toBe('failed');
    expect(row.sync_error).toBe(
      'Mailchimp is unavailable: Internal Server Error: An unexpected internal error has occurred. (gave up after several tries)',
    );
  }, 60_000);

  it('does not sync a form that names no list', async () => {
    await publishForm('data-form="plain"');
    await submit('plain@example.com');
    const row = await subscriberOf('plain@example.com');
    expect(row).toMatchObject({ sync_state: '', sync_error: '' });
  });
});

describe('secrets', () => {
  it('never logs a key, good or refused', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const log = logLines.join('');
    expect(log).not.toContain(KEY.slice(0, 32));
    expect(log).not.toContain('f'.repeat(32));
    expect(log).not.toContain(Buffer.from(`pagewright:${KEY}`).toString('base64'));
  });
});
