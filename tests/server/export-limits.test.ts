/**
 * Issue 22 §6 "One account can slow everyone": heavy calls (zip export, publish) are limited per account
 * (429 + Retry-After, the usual envelope), the zip is rendered, compressed and base64-encoded in a worker
 * thread, and its JSON answer is streamed without changing what it holds.
 *
 * fflate's compressors are poisoned in this (request) thread: an export that compressed here would fail.
 * The worker loads the real fflate on its own, outside vitest's module graph.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSiteFiles } from '../../src/server/data/page-files.ts';
import { loadSiteTransform } from '../../src/server/data/project-settings.ts';
import { Base64Chunks } from '../../src/server/export/base64-chunks.ts';
import { zipWorkerCount } from '../../src/server/export/zip-pool.ts';
import {
  createHeavyCallGate,
  HEAVY_CALL_MESSAGES,
  type HeavyCallKind,
  heavyCallGateOf,
} from '../../src/server/http/heavy-calls.ts';
import { fontFilesReferenced } from '../../src/server/sites/font-assets.ts';
import { listVendorFiles, VENDOR_PREFIX } from '../../src/server/sites/vendor-assets.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

vi.mock('fflate', async (importOriginal) => {
  const real = await importOriginal<typeof import('fflate')>();
  const onRequestThread = () => {
    throw new Error('compression ran on the request thread');
  };
  return {
    ...real,
    zip: onRequestThread,
    zipSync: onRequestThread,
    deflate: onRequestThread,
    deflateSync: onRequestThread,
    Zip: onRequestThread,
    ZipDeflate: onRequestThread,
    AsyncZipDeflate: onRequestThread,
  };
});

const EXPORT = '/api/project/make_zip_file_of_project';
const FACE = 'assets/vendor/fonts/open-sans/open-sans-latin-400-normal.woff2';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, 'exporter');
  other = await registerUser(t.app, 'bystander');
});

afterAll(async () => {
  await t.close();
});

async function save(token: string, projectId: string, html: string, css = '', javascript = '') {
  const answer = await call(t.app, token, 'POST', '/api/project/user_template', {
    project_id: projectId,
    slug_name: 'index',
    html,
    css,
    javascript,
  });
  expect(answer.status).toBe(200);
}

/** A project whose zip takes a while: a page and a few megabytes of incompressible images. */
async function largeProject(user: TestUser, name: string) {
  const project = await createProject(t.app, user.token, name);
  await save(user.token, project._id, `<!DOCTYPE html><html><body><h1>${name}</h1></body></html>`);
  for (let n = 0; n < 4; n += 1)
    await t.app.store.storage.write(`${project._id}/images/photo-${n}.bin`, randomBytes(1_500_000));
  return project;
}

const exportOf = (token: string, projectId: string) =>
  t.app.inject({
    method: 'POST',
    url: EXPORT,
    headers: { 'x-sh-auth': token },
    payload: { project_id: projectId },
  });

/** Waits until exactly `count` calls of `kind` hold a slot (the deadline only bounds a failure: a leak). */
async function untilRunning(count: number, kind: HeavyCallKind = 'export') {
  const deadline = Date.now() + 10_000;
  while (heavyCallGateOf(t.app).running(kind) !== count) {
    if (Date.now() > deadline) throw new Error(`${kind}: never ${count} running`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('one export per account at a time (issue 22 §6)', () => {
  it("refuses a second concurrent export by the same account with 429 and Retry-After, while another account's export proceeds", async () => {
    const mine = await largeProject(owner, 'Mine');
    const theirs = await largeProject(other, 'Theirs');

    const first = exportOf(owner.token, mine._id);
    await untilRunning(1);
    const [second, bystander] = await Promise.all([
      exportOf(owner.token, mine._id),
      exportOf(other.token, theirs._id),
    ]);

    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ code: 429, message: HEAVY_CALL_MESSAGES.export.yours });
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(bystander.statusCode).toBe(200);
    expect((await first).statusCode).toBe(200);

    // The slot is free again once the first answer is done.
    await untilRunning(0);
    expect((await exportOf(owner.token, mine._id)).statusCode).toBe(200);
  });

  it('frees the slot when the export fails before streaming (the usual envelope)', async () => {
    const someoneElses = await createProject(t.app, other.token, 'Not yours');
    const missing = await exportOf(owner.token, someoneElses._id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    await untilRunning(0);
    const project = await createProject(t.app, owner.token, 'After a miss');
    expect((await exportOf(owner.token, project._id)).statusCode).toBe(200);
    await untilRunning(0);
  });

  it('refuses a second concurrent publish by the same account with 429 and Retry-After', async () => {
    const project = await createProject(t.app, owner.token, 'Publish twice');
    await save(owner.token, project._id, '<p>live</p>');
    const attached = await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: 'twice.published.example',
    });
    expect(attached.status).toBe(200);
    const publish = () =>
      call(t.app, owner.token, 'POST', '/api/project/publish', { project_id: project._id });
    const answers = await Promise.all([publish(), publish()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body).toEqual({ code: 429, message: HEAVY_CALL_MESSAGES.publish.yours });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await untilRunning(0, 'publish');
    expect((await publish()).status).toBe(200);
  });
});

describe('the limits of a kind of heavy call (the gate alone)', () => {
  it('refuses an account a call beyond `perMinute` successful ones until the oldest is a minute old', () => {
    let clock = 0;
    const limits = { perUser: 1, total: 10, perMinute: 2 };
    const gate = createHeavyCallGate({ export: limits, publish: limits }, () => clock);
    const call = (user: string, succeeded = true) => {
      const entry = gate.enter('export', user);
      if (entry.ok) entry.release(succeeded);
      return entry;
    };
    expect(call('a').ok).toBe(true);
    clock = 10_000;
    expect(call('a', false).ok).toBe(true); // a failed call does not count
    expect(call('a').ok).toBe(true);
    expect(call('a')).toEqual({ ok: false, reason: 'often', retryAfterMs: 50_000 });
    expect(call('b').ok).toBe(true); // per account
    clock = 60_001;
    expect(call('a').ok).toBe(true);
  });

  it('refuses beyond `total` as busy, per account beyond `perUser`, and frees slots on release', () => {
    const gate = createHeavyCallGate({ export: { perUser: 1, total: 2 }, publish: { perUser: 1, total: 2 } });
    const a = gate.enter('export', 'a');
    const b = gate.enter('export', 'b');
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(gate.enter('export', 'c')).toMatchObject({ ok: false, reason: 'busy' });
    expect(gate.enter('export', 'a')).toMatchObject({ ok: false, reason: 'yours' });
    expect(gate.enter('publish', 'a').ok).toBe(true); // kinds are counted apart
    if (a.ok) {
      a.release();
      a.release(); // idempotent
    }
    expect(gate.running('export')).toBe(1);
    expect(gate.enter('export', 'c').ok).toBe(true);
    expect(gate.enter('export', 'd')).toMatchObject({ ok: false, reason: 'busy', retryAfterMs: 1000 });
  });
});

describe('the zip answer (streamed, compressed off the request thread)', () => {
  it('is valid JSON of the spec shape, streamed, and its zip holds exactly the saved site', async () => {
    const project = await createProject(t.app, owner.token, 'Exact copy');
    const html = `<!DOCTYPE html><html><head><style id="pw-fonts">@font-face { font-family: 'Open Sans'; src: url("${FACE}") format("woff2"); }</style></head><body><p>Zip me — ünïcode</p></body></html>`;
    await save(owner.token, project._id, html, 'body { color: red; }', 'console.log(1);');
    // Over one worker slice (1 MiB) and not a multiple of 3 bytes: base64 carried across chunks.
    await t.app.store.storage.write(`${project._id}/images/big.bin`, randomBytes(2_500_001));
    const workersBefore = zipWorkerCount();

    const answer = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      headers: { 'x-sh-auth': owner.token },
      payload: { project_id: project._id, project_name: 'Exact "copy"' },
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-length']).toBeUndefined(); // streamed, not buffered whole
    const body = JSON.parse(answer.body);
    expect(Object.keys(body)).toEqual(['code', 'message', 'file_name', 'zip_base64']);
    expect(body).toMatchObject({ code: 200, message: 'Zip ready', file_name: 'Exact-copy.zip' });
    expect(body.zip_base64).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);

    // What the zip must hold: the saved site as transformed for a zip, the vendor files, the declared fonts.
    const transform = await loadSiteTransform(t.app.store.db, project._id);
    const site = await readSiteFiles(t.app.store.db, t.app.store.storage, project._id);
    const expected = new Map<string, Buffer>();
    for (const file of site) expected.set(file.path, transform(file.path, file.bytes));
    for (const [path, file] of listVendorFiles())
      expected.set(`${VENDOR_PREFIX}${path}`, await readFile(file));
    const pages = site
      .filter((file) => file.path.endsWith('.html'))
      .map((file) => file.bytes.toString('utf8'));
    for (const [path, file] of fontFilesReferenced(pages)) expected.set(path, await readFile(file));

    const files = unzipSync(Buffer.from(body.zip_base64, 'base64'));
    expect(Object.keys(files).sort()).toEqual([...expected.keys()].sort());
    for (const [path, bytes] of expected) expect(Buffer.from(files[path]!).equals(bytes), path).toBe(true);
    expect(files[FACE]).toBeDefined();
    expect(zipWorkerCount()).toBeGreaterThanOrEqual(Math.max(1, workersBefore));
  });

  it('is documented in the OpenAPI document with the same answer shape', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const responses = document.paths[EXPORT].post.responses;
    expect(Object.keys(responses['200'].content['application/json'].schema.properties)).toEqual([
      'code',
      'message',
      'file_name',
      'zip_base64',
    ]);
    expect(responses.default).toBeDefined(); // the `{code, message}` envelope, 429 included
  });

  it('encodes base64 at 3-byte boundaries, whatever the chunk sizes', () => {
    const bytes = randomBytes(10_007);
    for (const sizes of [[1], [2], [3], [4, 5], [1000], [10_007]]) {
      const encoder = new Base64Chunks();
      let joined = '';
      for (let at = 0, n = 0; at < bytes.length; n += 1) {
        const size = sizes[n % sizes.length]!;
        const piece = encoder.push(new Uint8Array(bytes.subarray(at, at + size)));
        expect(piece.length % 4).toBe(0);
        expect(piece).not.toContain('=');
        joined += piece;
        at += size;
      }
      joined += encoder.end();
      expect(joined).toBe(bytes.toString('base64'));
    }
  });
});
