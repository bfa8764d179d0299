/**
 * ActiveCampaign on the app API (spec §7 `active_compaign/*`, `active_campaign/*`; issue 25), against
 * the local fake (tests/support/fake-activecampaign.ts): the connect call checks the key and stores it
 * sealed; lists, tags and contacts are listed; a contact is added to a list with tags, found, and
 * deleted; a refused key, a missing connection, bad input, a 429 and an outage each answer a clear
 * 4xx/502 envelope; and a subscriber is synced to a list by the queued job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeActiveCampaign, startFakeActiveCampaign } from '../support/fake-activecampaign.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

const TOKEN = `${'a'.repeat(8)}0123456789abcdef0123456789abcdef`;
const ACCOUNT = 'https://acme.api-us1.com';

let fake: FakeActiveCampaign;
let t: TestApp;
let owner: TestUser;
let projectId: string;
let pageId: string;

const post = (path: string, body: unknown) => call(t.app, owner.token, 'POST', path, body);
const get = (path: string) => call(t.app, owner.token, 'GET', path);

beforeAll(async () => {
  fake = await startFakeActiveCampaign({
    tokens: [TOKEN],
    lists: [
      { id: '1', name: 'Leads' },
      { id: '2', name: 'Buyers' },
    ],
  });
  t = await createTestApp({
    campaign: { activeCampaignBase: fake.base },
    jobs: {
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 2,
      pollingSeconds: 0.5,
      schema: `jobs_ac_${process.pid}_${Date.now().toString(36)}`,
    },
  });
  owner = await registerUser(t.app, 'ac-owner');
  const project = await createProject(t.app, owner.token, 'AC funnel');
  projectId = project._id;
  pageId = project.page_list[0]?._id ?? '';
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('connecting ActiveCampaign', () => {
  it('needs a connection before anything else', async () => {
    const lists = await get(`/api/active_campaign/get_list/${projectId}`);
    expect(lists.status).toBe(400);
    expect(lists.body).toEqual({ code: 400, message: 'This project is not connected to ActiveCampaign' });
  });

  it('refuses an account address that is not ActiveCampaign’s, without calling out', async () => {
    const before = fake.requests.length;
    const answer = await post('/api/active_compaign/update_active_campaign', {
      project_id: projectId,
      account_url: 'http://169.254.169.254',
      api_key: TOKEN,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('account_url');
    expect(fake.requests.length).toBe(before);
  });

  it('reports a refused key (ActiveCampaign’s 403) and stores nothing', async () => {
    const wrong = 'b'.repeat(40);
    const answer = await post('/api/active_compaign/update_active_campaign', {
      project_id: projectId,
      account_url: ACCOUNT,
      api_key: wrong,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'ActiveCampaign refused the API key: No Result found for User with id 0',
    );
    expect(JSON.stringify(answer.body)).not.toContain(wrong);
    expect((await get(`/api/active_campaign/get_connection/${projectId}`)).body.connection.connected).toBe(
      false,
    );
  });

  it('connects with a good key, answered masked', async () => {
    const answer = await post('/api/active_compaign/update_active_campaign', {
      project_id: projectId,
      account_url: `${ACCOUNT}/`,
      api_key: TOKEN,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.connection).toMatchObject({
      provider: 'activecampaign',
      connected: true,
      account_name: 'fake-admin',
      account_url: ACCOUNT,
      api_key_masked: `••••••••${TOKEN.slice(-4)}`,
    });
    expect(JSON.stringify(answer.body)).not.toContain(TOKEN);
  });
});

describe('the campaign calls', () => {
  it('lists lists and tags', async () => {
    const lists = await get(`/api/active_campaign/get_list/${projectId}`);
    expect(lists.body.lists).toEqual([
      { id: '1', name: 'Leads', member_count: 0 },
      { id: '2', name: 'Buyers', member_count: 0 },
    ]);
    expect((await get(`/api/active_campaign/get_tag/${projectId}`)).body.tags).toEqual([]);
  });

  it('adds a contact to a list with tags, finds it, updates it, deletes it', async () => {
    const added = await post('/api/active_compaign/add_active_compaign', {
      project_id: projectId,
      email: 'joan@example.com',
      first_name: 'Joan',
      list_id: '1',
      tags: ['vip'],
    });
    expect(added.status).toBe(200);
    expect(added.body.contact).toMatchObject({ email: 'joan@example.com', first_name: 'Joan' });
    const contact = fake.contacts.get(added.body.contact.id);
    expect([...(contact?.lists ?? [])]).toEqual(['1']);
    expect([...(contact?.tags ?? [])].map((id) => fake.tags.get(id)?.tag)).toEqual(['vip']);

    const again = await post('/api/active_compaign/add_active_compaign', {
      project_id: projectId,
      email: 'joan@example.com',
      last_name: 'Clarke',
      tags: ['vip'],
    });
    expect(again.body.contact.id).toBe(added.body.contact.id);
    expect(fake.tags.size).toBe(1);

    const found = await post('/api/active_compaign/get_active_compaign_users', {
      project_id: projectId,
      search: 'joan',
    });
    expect(found.body).toMatchObject({
      total: 1,
      contacts: [{ email: 'joan@example.com', last_name: 'Clarke' }],
    });

    const deleted = await post('/api/active_compaign/delete_active_compaign_user', {
      project_id: projectId,
      contact_id: added.body.contact.id,
    });
    expect(deleted.body).toEqual({ code: 200, message: 'Contact deleted' });
    const gone = await post('/api/active_compaign/delete_active_compaign_user', {
      project_id: projectId,
      contact_id: added.body.contact.id,
    });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(
      `ActiveCampaign refused: No Result found for Subscriber with id ${added.body.contact.id}`,
    );
  });

  it('passes on the provider’s reason for bad input, a 429 with Retry-After, and an outage as 502', async () => {
    const invalid = await post('/api/active_compaign/add_active_compaign', {
      project_id: projectId,
      email: 'someone@example.com',
      list_id: '99',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('ActiveCampaign refused: No Result found for List with id 99');

    fake.failNext(2, 429, '30');
    const limited = await get(`/api/active_campaign/get_list/${projectId}`);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.body.message).toBe('ActiveCampaign is rate limiting requests: Too Many Requests');
    fake.failNext(0, 429);

    fake.failNext(1, 503);
    const down = await get(`/api/active_campaign/get_tag/${projectId}`);
    expect(down.status).toBe(502);
    expect(down.body).toEqual({ code: 502, message: 'ActiveCampaign is unavailable: Service Unavailable' });
  });

  it('syncs a subscriber to a list through the queued job, with an account tag and a new one', async () => {
    const vip = [...fake.tags.values()].find((tag) => tag.tag === 'vip');
    expect(vip).toBeDefined();
    // The same call the published form's route makes (form-routes.ts → subscribers.submit).
    const id = await t.app.store.subscribers.submit({
      projectId,
      pageId,
      fields: { email: 'ruth@example.com', first_name: 'Ruth', last_name: 'Lovelace' },
      required: [],
      syncTarget: { provider: 'activecampaign', list_id: '2', tags: ['VIP', 'webinar'] },
    });
    const deadline = Date.now() + 20_000;
    let state = '';
    while (Date.now() < deadline) {
      const list = await get(`/api/subscriber/list_subscriber/${projectId}`);
      state = list.body.subscribers.find((row: { _id: string }) => row._id === id)?.sync_state;
      if (state !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(state).toBe('synced');
    const contact = [...fake.contacts.values()].find((one) => one.email === 'ruth@example.com');
    expect(contact).toMatchObject({ firstName: 'Ruth', lastName: 'Lovelace' });
    expect([...(contact?.lists ?? [])]).toEqual(['2']);
    expect([...(contact?.tags ?? [])].map((tagId) => fake.tags.get(tagId)?.tag)).toEqual(['vip', 'webinar']);
    // The account's tag is reused (matched without case), the new one created once.
    const webinar = [...fake.tags.values()].filter((tag) => tag.tag === 'webinar');
    expect(webinar).toHaveLength(1);
    expect(fake.tagCalls.filter((one) => one.contact === contact?.id)).toEqual([
      { contact: contact?.id, tag: vip?.id },
      { contact: contact?.id, tag: webinar[0]?.id },
    ]);
  });
});
