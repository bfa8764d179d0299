/**
 * A queued job survives `kill -9` of the server (issue 25 "Background work"): the server process
 * (src/server/main.ts) takes a published form's subscriber, its sync job reaches the fake Mailchimp
 * and is held there; the server is killed with SIGKILL mid-job. After a restart the job — lost with
 * its process — is taken up again once its timeout (JOB_TIMEOUT_SECONDS) has passed, and the
 * subscriber ends up in the list exactly once, its row `synced`.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMailchimp, startFakeMailchimp, subscriberHashOf } from '../support/fake-mailchimp.ts';
import { createTestDataDir, requestAsHost } from './helpers.ts';
import { exited, processApi, startServerProcess } from './support/server-process.ts';

const KEY = `${'0123456789abcdef'.repeat(2)}-us21`;

let dataDir: string;
let fake: FakeMailchimp;

const start = () =>
  startServerProcess({
    DATA_DIR: dataDir,
    SPA_DIR: `${dataDir}/no-spa`,
    MAILCHIMP_API_BASE: fake.base,
    JOB_TIMEOUT_SECONDS: '2',
  });
const api = processApi;

const FORM_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Join</title></head><body>
<form data-list-provider="mailchimp" data-list-id="list01">
<label for="e">Email</label><input id="e" name="email" type="email">
<button type="submit">Join</button></form></body></html>`;

beforeAll(async () => {
  dataDir = await createTestDataDir();
  fake = await startFakeMailchimp({ keys: [KEY] });
  fake.addList('list01', 'Launch');
});
afterAll(async () => {
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('a queued job and kill -9', () => {
  it('is taken up again after a restart and done exactly once', async () => {
    const first = await start();
    let token: string;
    let projectId: string;
    try {
      const registered = await api(first.app, 'POST', '/api/app_api/register', undefined, {
        first_name: 'K',
        last_name: 'Nine',
        email: 'jobs-kill9@example.test',
        password: 'a long password',
      });
      token = registered.body.token;
      const project = await api(first.app, 'POST', '/api/project/add_project', token, {
        project_name: 'Launch',
      });
      projectId = project.body.project._id;
      const connected = await api(first.app, 'POST', '/api/mailchimp/update_mailchimp', token, {
        project_id: projectId,
        api_key: KEY,
      });
      expect(connected.status).toBe(200);
      const saved = await api(first.app, 'POST', '/api/project/user_template', token, {
        project_id: projectId,
        slug_name: 'index',
        html: FORM_PAGE,
        css: '',
        javascript: '',
      });
      expect(saved.status).toBe(200);

      const host = project.body.project.preview_domain as string;
      const html = (await requestAsHost(first.sitesPort, host, 'GET', '/')).body;
      const hidden: Record<string, string> = {};
      for (const match of html.matchAll(/<input type="hidden" name="(_pw_[a-z]+)" value="([^"]*)">/g))
        hidden[match[1] ?? ''] = match[2] ?? '';
      const arrived = fake.hold();
      const posted = await requestAsHost(first.sitesPort, host, 'POST', '/_pw/forms', {
        body: new URLSearchParams({ ...hidden, email: 'crash@example.com' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      });
      expect(posted.status).toBe(200);
      // The job is in flight at Mailchimp: kill the server now.
      await arrived;
    } finally {
      first.child.kill('SIGKILL');
      await exited(first.child);
    }
    // Mailchimp finishes the request the dead server made; the job never heard the answer.
    fake.release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.lists.get('list01')?.members.size).toBe(1);

    const second = await start();
    try {
      const deadline = Date.now() + 60_000;
      let rows: { email: string; sync_state: string }[] = [];
      while (Date.now() < deadline) {
        rows = (await api(second.app, 'GET', `/api/subscriber/list_subscriber/${projectId}`, token)).body
          .subscribers;
        if (rows[0]?.sync_state === 'synced') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(rows).toEqual([expect.objectContaining({ email: 'crash@example.com', sync_state: 'synced' })]);
      const upserts = fake.requests.filter(
        (request) => request.method === 'PUT' && request.path.endsWith(subscriberHashOf('crash@example.com')),
      );
      expect(upserts).toHaveLength(2);
      expect(fake.lists.get('list01')?.members.size).toBe(1);
      // Nothing runs it a third time.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(fake.requests.filter((request) => request.method === 'PUT').length).toBe(2);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
    expect(second.child.exitCode).toBe(0);
  }, 150_000);
});
