/**
 * Issue 21 "Free address" and "Live forms → subscribers", on the real sites app with the app's store:
 * every project has a preview domain `{slug}.localhost` that serves its last saved pages without the
 * sandbox and with `noindex`; a page's form posts to its own origin, is checked against the form the
 * page really has, and lands in the owner's subscribers (fetch and no-JavaScript paths), with the
 * honeypot, fill time, rate limits and idempotency keys holding, and bad input answered 4xx with
 * nothing stored. A published domain takes its forms the same way.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCounters } from '../../src/server/auth/counters.ts';
import { FORM_BODY_LIMIT } from '../../src/server/sites/form-routes.ts';
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

let t: TestApp;
let sites: FastifyInstance;
let port: number;
let owner: TestUser;

const send = (
  host: string,
  method: string,
  path: string,
  options?: { body?: string; headers?: Record<string, string> },
  to = port,
) => requestAsHost(to, host, method, path, options);

const get = (host: string, path: string, accept = 'text/html') =>
  send(host, 'GET', path, { headers: { accept } });

/** Posts form fields the way a browser does (urlencoded); `json` asks for the page script's answer. */
function post(host: string, fields: Record<string, string>, json = true, to = port) {
  return send(
    host,
    'POST',
    '/_pw/forms',
    {
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(json && { accept: 'application/json' }),
      },
    },
    to,
  );
}

const page = (body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>Opt in</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

const OPTIN = page(`<main><h1>Free planner</h1>
<form class="pws-form" data-form="optin">
<label for="f1">First name</label><input id="f1" name="first_name" type="text">
<label for="f2">Email address</label><input id="f2" name="email" type="email">
<label for="f3">Company</label><input id="f3" name="company" type="text">
<div class="form-check"><input type="checkbox" id="f4" name="consent" required><label for="f4">I agree to be contacted.</label></div>
<button type="submit">Send</button>
</form>
<form action="https://elsewhere.example/subscribe"><input name="q"></form>
</main>`);

const saveHtml = (projectId: string, slug: string, html: string) =>
  call(t.app, owner.token, 'POST', '/api/project/user_template', {
    project_id: projectId,
    slug_name: slug,
    html,
    css: '',
    javascript: '',
  });

/** The fields a visitor's browser sends for the wired form in `html` (hidden ones included). */
function hiddenFields(html: string): Record<string, string> {
  const form = /<form[^>]*data-pw-form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1]!] = match[2]!;
  return fields;
}

let project: { _id: string; preview_domain: string; page_list: { _id: string; page_slug: string }[] };
let host: string;
let wired: Record<string, string>;

const subscribers = async () =>
  (await call(t.app, owner.token, 'GET', `/api/subscriber/list_subscriber/${project._id}?page=1&limit=100`))
    .body.subscribers as { email: string; name: string; fields: Record<string, string>; page_id: string }[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, 'forms-owner');
  sites = sitesFor(t, {
    perAddress: { max: 40, windowMs: 60_000 },
    perProject: { max: 1000, windowMs: 60_000 },
    minFillMs: 1500,
  });
  port = await listenOnLoopback(sites);
  project = (await createProject(t.app, owner.token, 'Greenleaf Garden Co.')) as typeof project;
  host = project.preview_domain;
  expect((await saveHtml(project._id, 'index', OPTIN)).status).toBe(200);
  wired = hiddenFields((await get(host, '/')).body);
});
afterAll(async () => {
  await sites?.close();
  await t.close();
});

describe('the preview domain', () => {
  it('is the project slug under SITES_DOMAIN, unique per project and kept on rename', async () => {
    expect(project.preview_domain).toBe('greenleaf-garden-co.localhost');
    const twin = await createProject(t.app, owner.token, 'Greenleaf Garden Co.');
    expect((twin as unknown as typeof project).preview_domain).toBe('greenleaf-garden-co-2.localhost');
    const odd = await createProject(t.app, owner.token, '★ Café Déjà Vu ★');
    expect((odd as unknown as typeof project).preview_domain).toBe('cafe-deja-vu.localhost');
    const reserved = await createProject(t.app, owner.token, 'www');
    expect((reserved as unknown as typeof project).preview_domain).toBe('www-site.localhost');
    const renamed = await call(t.app, owner.token, 'PUT', `/api/project/edit_project_name/${project._id}`, {
      project_name: 'Greenleaf Gardens',
    });
    expect(renamed.body.project.preview_domain).toBe('greenleaf-garden-co.localhost');
  });

  it('serves the last saved pages on an origin of its own: no sandbox, noindex, forms wired', async () => {
    const home = await get(host, '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-security-policy']).toBeUndefined();
    expect(home.headers['x-robots-tag']).toBe('noindex');
    expect(home.body).toContain('action="/_pw/forms" method="post" data-pw-form');
    expect(home.body).toContain('<form action="https://elsewhere.example/subscribe">');
    expect(home.body).toContain('name="_pw_hp"');
    expect(wired._pw_page).toBe(project.page_list[0]!._id);
    expect(wired._pw_form).toBe('0');
    // Saving again shows at once (it is the preview of the saved state, not a publish).
    await saveHtml(project._id, 'index', OPTIN.replace('Free planner', 'Free planner, new'));
    expect((await get(host, '/')).body).toContain('Free planner, new');
    // The shared hosted origin keeps its sandbox for the same files.
    const hosted = await get('127.0.0.1', `/${project._id}/index.html`);
    expect(hosted.headers['content-security-policy']).toContain('sandbox');
    expect(hosted.body).not.toContain('data-pw-form');
  });

  it('answers a styled 404 for an unknown slug and for a missing page', async () => {
    for (const [where, path] of [
      ['no-such-project.localhost', '/'],
      [host, '/missing'],
    ] as const) {
      const answer = await get(where, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<h1>Page not found</h1>');
    }
  });
});

describe('a form on the preview domain', () => {
  const visitor = (fields: Record<string, string>) => ({ ...wired, _pw_elapsed: '4000', ...fields });

  it('stores a subscriber with every field and answers the success message (fetch path)', async () => {
    const answer = await post(
      host,
      visitor({ first_name: 'Ada', email: 'ada@example.com', company: 'Engines', consent: 'on' }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ code: 200, message: 'Thank you! Your details were sent.' });
    const [stored] = await subscribers();
    expect(stored).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      page_id: project.page_list[0]!._id,
      fields: { first_name: 'Ada', email: 'ada@example.com', company: 'Engines', consent: 'on' },
    });
  });

  it('without JavaScript answers 303 to a thank-you page', async () => {
    const answer = await post(
      host,
      { ...wired, first_name: 'Grace', email: 'grace@example.com', consent: 'on' },
      false,
    );
    expect(answer.status).toBe(303);
    const location = String(answer.headers.location);
    expect(location).toMatch(/^\/_pw\/forms\/thanks\?page=/);
    const thanks = await get(host, location);
    expect(thanks.status).toBe(200);
    expect(thanks.body).toContain('Thank you! Your details were sent.');
    expect(thanks.body).toContain('<a href="/">Back to the site</a>');
    expect((await subscribers()).map((row) => row.email)).toContain('grace@example.com');
  });

  it('refuses missing required fields, bad emails, unknown fields and wrong shapes, storing nothing', async () => {
    const before = (await subscribers()).length;
    const cases: [Record<string, string>, RegExp][] = [
      [{ first_name: 'Ada', email: '', consent: 'on' }, /Email address is required/],
      [{ first_name: 'Ada', email: 'ada@example.com' }, /I agree to be contacted is required/],
      [{ first_name: 'Ada', email: 'not-an-email', consent: 'on' }, /Email address: enter an email address/],
      [{ first_name: 'Ada', email: 'ada@example.com', consent: 'on', admin: 'yes' }, /no field “admin”/],
      [{ first_name: 'x'.repeat(1001), email: 'ada@example.com', consent: 'on' }, /First name is too long/],
    ];
    for (const [fields, message] of cases) {
      const answer = await post(host, visitor(fields));
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(JSON.parse(answer.body).message).toMatch(message);
    }
    // Repeated names arrive as a list: one value per field.
    const twice = await send(host, 'POST', '/_pw/forms', {
      body: `${new URLSearchParams(visitor({ email: 'a@b.co', consent: 'on' }))}&first_name=A&first_name=B`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    expect(twice.status).toBe(400);
    expect(JSON.parse(twice.body).message).toBe('First name: send one value.');
    // A thousand fields, a body over the limit and a form that is not on the page.
    const many = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x']));
    expect((await post(host, visitor(many))).status).toBe(400);
    const huge = await post(host, visitor({ first_name: 'x'.repeat(FORM_BODY_LIMIT) }));
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).message).toMatch(/more than a form can hold/);
    expect((await post(host, visitor({ _pw_form: '7', email: 'a@b.co' }))).status).toBe(400);
    const malformed = await send(host, 'POST', '/_pw/forms', {
      body: '{"not":',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(malformed.status).toBe(400);
    // Without JavaScript a refusal is a page that says what to fix, never JSON.
    const plain = await post(host, { ...wired, first_name: 'Ada', email: '', consent: 'on' }, false);
    expect(plain.status).toBe(400);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.body).toContain('role="alert"');
    expect(plain.body).toContain('Email address is required.');
    expect(plain.body).toContain('<a href="/">Back to the form</a>');
    expect((await subscribers()).length).toBe(before);
  });

  it('keeps spam out: a filled honeypot is thanked and not stored, a too-quick fill is refused', async () => {
    const before = (await subscribers()).length;
    const bot = await post(
      host,
      visitor({ first_name: 'Bot', email: 'bot@example.com', consent: 'on', _pw_hp: 'x' }),
    );
    expect(bot.status).toBe(200);
    const quick = await post(
      host,
      visitor({ first_name: 'Quick', email: 'q@example.com', consent: 'on', _pw_elapsed: '300' }),
    );
    expect(quick.status).toBe(400);
    expect(JSON.parse(quick.body).message).toMatch(/very quick/);
    expect((await subscribers()).length).toBe(before);
  });

  it('stores one subscriber for a resent form with the same key', async () => {
    const fields = visitor({
      first_name: 'Once',
      email: 'once@example.com',
      consent: 'on',
      _pw_key: 'key-0000-once',
    });
    const answers = await Promise.all([post(host, fields), post(host, fields)]);
    const again = await post(host, fields);
    expect(
      [...answers, again].map((answer) => answer.status).filter((status) => status === 200).length,
    ).toBeGreaterThanOrEqual(2);
    expect(again.status).toBe(200);
    expect((await subscribers()).filter((row) => row.email === 'once@example.com')).toHaveLength(1);
    const changed = await post(host, { ...fields, first_name: 'Twice' });
    expect(changed.status).toBe(409);
  });

  it('limits submissions per address, telling when to come back (Retry-After)', async () => {
    // A sites server with counters of its own, so the other tests' posts neither spend its limit nor find it spent.
    const limited = sitesFor(
      t,
      {
        perAddress: { max: 3, windowMs: 60_000 },
        perProject: { max: 1000, windowMs: 60_000 },
        minFillMs: 1500,
      },
      createMemoryCounters(),
    );
    try {
      const to = await listenOnLoopback(limited);
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof post>> | undefined;
      for (let i = 0; i < 4; i++) {
        last = await post(
          host,
          visitor({ first_name: `R${i}`, email: `r${i}@example.com`, consent: 'on' }),
          true,
          to,
        );
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const retryAfter = Number(last?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const page = await post(
        host,
        visitor({ first_name: 'Plain', email: 'plain@example.com', consent: 'on' }),
        false,
        to,
      );
      expect(page.status).toBe(429);
      expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });
});
