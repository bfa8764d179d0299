/**
 * Subscribers: the public form call (no token, CORS for any origin without credentials, the
 * always-required fields of spec §5, page must belong to the project, rate limit), and the owner's
 * list with search and paging and the CSV export (quoting, formula neutralising).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ formLimit: { max: 12, windowMs: 60_000 } });
  owner = await registerUser(t.app, 'owner');
});
afterAll(() => t.close());

let addresses = 0;
/**
 * A project of its own with a form that posts from an address of its own: each test counts only its
 * own subscribers and spends only its own rate limit, so the tests pass in any order.
 */
async function formOf(name: string) {
  const project = await createProject(t.app, owner.token, name);
  const pageId = project.page_list[0]!._id;
  addresses += 1;
  const remoteAddress = `203.0.113.${addresses}`;
  const submit = (fields: Record<string, string>, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscriber/add_subscriber',
      remoteAddress,
      headers: { origin: 'https://www.customer-site.example' },
      payload: { project_id: project._id, page_id: pageId, fields, ...extra },
    });
  return { project, pageId, submit };
}

/** The same four subscribers, in the same order, for the owner's views. */
async function fourSubscribers(submit: Awaited<ReturnType<typeof formOf>>['submit']) {
  const rows: Record<string, string>[] = [
    { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', message: 'Hi' },
    { phone: '123' },
    { full_name: 'Grace Hopper', email: 'grace@example.test' },
    { name: 'Percent 100%_done', email: 'p@example.test' },
  ];
  for (const fields of rows) expect((await submit(fields)).statusCode).toBe(200);
}

describe('public form submission', () => {
  it('stores a submission without a token; CORS answers any origin without credentials', async () => {
    const { submit } = await formOf('Bakery');
    const response = await submit({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      message: 'Hi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscriber_id).toEqual(expect.any(String));
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/subscriber/add_subscriber',
      headers: {
        origin: 'https://www.customer-site.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');

    const api = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/project/list_project',
      headers: { origin: 'https://www.customer-site.example', 'access-control-request-method': 'GET' },
    });
    expect(api.headers['access-control-allow-origin']).not.toBe('*');
  });

  it('enforces the always-required fields and the form’s own', async () => {
    const { submit } = await formOf('Bakery');
    const blank = await submit({ First_Name: '  ', email: 'x@example.test', phone: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: 'fields: required: First_Name',
      errors: [{ field: 'fields.First_Name' }],
    });
    const declared = await submit({ email: 'x@example.test', phone: '' }, { required: ['phone', 'company'] });
    expect(declared.json().message).toBe('fields: required: phone, company');
    expect((await submit({ phone: '123' })).statusCode).toBe(200);
  });

  it('needs the page to belong to the project', async () => {
    const { submit } = await formOf('Bakery');
    const other = await createProject(t.app, owner.token, 'Other');
    const answer = await submit({ email: 'a@b.c' }, { page_id: other.page_list[0]!._id });
    expect(answer.statusCode).toBe(404);
  });
});

describe('owner views', () => {
  it('list with search and paging; another user gets 404', async () => {
    const { project, pageId, submit } = await formOf('Bakery');
    await fourSubscribers(submit);
    const all = await call(
      t.app,
      owner.token,
      'GET',
      `/api/subscriber/list_subscriber/${project._id}?limit=2`,
    );
    expect(all.body).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(all.body.subscribers).toHaveLength(2);
    const page2 = await call(
      t.app,
      owner.token,
      'GET',
      `/api/subscriber/list_subscriber/${project._id}?limit=2&page=2`,
    );
    expect(page2.body.subscribers).toHaveLength(2);
    const found = await call(
      t.app,
      owner.token,
      'GET',
      `/api/subscriber/list_subscriber/${project._id}?search=HOPPER`,
    );
    expect(found.body.subscribers).toHaveLength(1);
    expect(found.body.subscribers[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.test',
      page_id: pageId,
    });
    const literal = await call(
      t.app,
      owner.token,
      'GET',
      `/api/subscriber/list_subscriber/${project._id}?search=${encodeURIComponent('%_')}`,
    );
    expect(literal.body.total).toBe(1);
    const ada = await call(
      t.app,
      owner.token,
      'GET',
      `/api/subscriber/list_subscriber/${project._id}?search=ada`,
    );
    expect(ada.body.subscribers[0].name).toBe('Ada Lovelace');
    const intruder = await registerUser(t.app, 'intruder');
    expect(
      (await call(t.app, intruder.token, 'GET', `/api/subscriber/list_subscriber/${project._id}`)).status,
    ).toBe(404);
    expect(
      (await call(t.app, undefined, 'GET', `/api/subscriber/list_subscriber/${project._id}`)).status,
    ).toBe(401);
  });

  it('export CSV with every field, quoted, formulas neutralised', async () => {
    const { project, submit } = await formOf('Bakery');
    await fourSubscribers(submit);
    await submit({
      name: '=HYPERLINK("http://evil")',
      email: 'e@example.test',
      note: 'line1\nline2, "quoted"',
    });
    const answer = await call(
      t.app,
      owner.token,
      'GET',
      `/api/subscriber/export_subscriber_csv/${project._id}`,
    );
    expect(answer.body).toMatchObject({ file_name: 'Bakery-subscribers.csv', rows: 5 });
    const csv: string = answer.body.csv;
    const [header] = csv.split('\r\n');
    expect(header).toBe(
      '"created_at","page","email","name","email","first_name","full_name","last_name","message","name","note","phone"',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"line1\nline2, ""quoted"""');
    expect(csv).toContain('"index"');
  });
});

describe('rate limit', () => {
  it('answers 429 after the limit per address', async () => {
    const { submit } = await formOf('Bakery');
    const answers = [];
    for (let i = 0; i < 13; i++) answers.push((await submit({ email: `r${i}@example.test` })).statusCode);
    // The test app allows 12 a minute from one address.
    expect(answers).toEqual([...Array(12).fill(200), 429]);
    const last = await submit({ email: 'late@example.test' });
    expect(last.json()).toMatchObject({
      code: 429,
      message: 'Too many form submissions; try again in a minute',
    });
  });
});
