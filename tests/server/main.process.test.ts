/**
 * The server process (src/server/main.ts) started from node directly: it prints both URLs when
 * ready, serves the SPA with an index.html fallback, keeps a save acknowledged with 200 across
 * `kill -9` (taking over the dead process's folder lock), and exits cleanly on SIGTERM. The refusal of
 * a second opener is tested in database.test.ts without paying for another process start.
 * The crash test (issue 22 §1) kills the server at random moments of a save loop, 20 times: each
 * restart serves the last acknowledged save or the one in flight, html, css and js of one save.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../src/api/auth.ts';
import { createTestDataDir } from './helpers.ts';
import { exited, processApi, startServerProcess } from './support/server-process.ts';

let dataDir: string;
let spaDir: string;

const start = (dir = dataDir) => startServerProcess({ DATA_DIR: dir, SPA_DIR: spaDir });
const api = processApi;

beforeAll(async () => {
  dataDir = await createTestDataDir();
  spaDir = join(dataDir, 'dist');
  mkdirSync(spaDir);
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Pagewright SPA</title>');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DATABASE_URL)('server process', () => {
  // Three server processes start one after another (migrations, seed); on the shared 2-core CI machine,
  // next to the other suites, that alone has taken over a minute.
  it('survives kill -9 with every acknowledged save, exits on SIGTERM', async () => {
    const first = await start();
    let token: string;
    let projectId: string;
    try {
      const spa = await fetch(`${first.app}/projects/123`);
      expect(spa.status).toBe(200);
      expect(await spa.text()).toContain('Pagewright SPA');
      expect((await api(first.app, 'GET', '/api/unknown')).status).toBe(404);

      const registered = await api(first.app, 'POST', '/api/app_api/register', undefined, {
        first_name: 'K',
        last_name: 'Nine',
        email: 'kill9@example.test',
        password: 'a long password',
      });
      token = registered.body.token;
      const project = await api(first.app, 'POST', '/api/project/add_project', token, {
        project_name: 'Durable',
      });
      projectId = project.body.project._id;
      const saved = await api(first.app, 'POST', '/api/project/user_template', token, {
        project_id: projectId,
        slug_name: 'index',
        html: '<!doctype html><p>acknowledged</p>',
        css: '',
        javascript: '',
      });
      expect(saved.status).toBe(200);

      await expect(start()).rejects.toMatchObject({
        output: expect.stringContaining('already open in process'),
      });
    } finally {
      first.child.kill('SIGKILL');
      await exited(first.child);
    }

    const second = await start();
    try {
      const page = await api(second.app, 'GET', `/api/project/detail_project/${projectId}`, token);
      expect(page.status).toBe(200);
      expect(page.body.project.page_list[0].revision).toBe(1);
      const html = await fetch(`${second.sites}/${projectId}/index.html`);
      expect(await html.text()).toBe('<!doctype html><p>acknowledged</p>');
    } finally {
      second.child.kill('SIGTERM');
    }
    expect(await exited(second.child)).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 180_000);
});

/**
 * Sends a save whose body arrives in two halves, `pause` between them: a request in flight for as long
 * as the test wants. Resolves with the answer's status and body.
 */
function slowSave(base: string, token: string, body: unknown, pause: () => Promise<void>) {
  const bytes = Buffer.from(JSON.stringify(body));
  const url = new URL('/api/project/user_template', base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': bytes.length, [AUTH_HEADER]: token },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(bytes.subarray(0, bytes.length >> 1));
    void pause().then(() => req.end(bytes.subarray(bytes.length >> 1)), reject);
  });
}

describe.skipIf(process.env.TEST_DATABASE_URL)('server process shutdown', () => {
  it('on SIGTERM finishes the request in flight, takes no new one, and exits 0; the save is kept', async () => {
    const dir = await createTestDataDir();
    const server = await start(dir);
    let projectId = '';
    let token = '';
    try {
      const registered = await api(server.app, 'POST', '/api/app_api/register', undefined, {
        first_name: 'Drain',
        last_name: 'Test',
        email: 'drain@example.test',
        password: 'a long password',
      });
      token = registered.body.token;
      projectId = (
        await api(server.app, 'POST', '/api/project/add_project', token, { project_name: 'Drained' })
      ).body.project._id;
      const html = `<!doctype html><p>saved while stopping</p>${'<p>padding</p>'.repeat(20_000)}`;
      let refused: unknown = null;
      const answer = await slowSave(
        server.app,
        token,
        { project_id: projectId, slug_name: 'index', html, css: '', javascript: '' },
        async () => {
          // Half the body is in; the server is told to stop.
          await new Promise((resolve) => setTimeout(resolve, 200));
          server.child.kill('SIGTERM');
          await new Promise((resolve) => setTimeout(resolve, 500));
          // A new connection is refused while the one in flight goes on.
          refused = await fetch(`${server.app}/api/ready`).then(
            (response) => response.status,
            (error: Error) => error,
          );
        },
      );
      expect(refused).toBeInstanceOf(Error);
      expect(answer.status).toBe(200);
      expect(await exited(server.child)).toBe(0);
      expect(server.output()).toContain('SIGTERM: finishing in-flight requests');
      expect(existsSync(join(dir, 'db.lock'))).toBe(false);

      const again = await start(dir);
      try {
        const served = await fetch(`${again.sites}/${projectId}/index.html`);
        expect(await served.text()).toBe(html);
      } finally {
        again.child.kill('SIGTERM');
        await exited(again.child);
      }
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

/** A save numbered `n`: each of its three files names it, and the html is big enough to take a while to write. */
function numberedSave(n: number) {
  return {
    html: `<!doctype html><p data-save="${n}">${'x'.repeat(200_000)}</p>`,
    css: `p{--save:${n}}`,
    javascript: `window.save=${n};`,
  };
}

const SAVE_NUMBER = {
  html: /data-save="(\d+)"/,
  css: /--save:(\d+)/,
  js: /window\.save=(\d+)/,
};

describe.skipIf(process.env.TEST_DATABASE_URL)('crash test', () => {
  const ROUNDS = 20;

  it(`${ROUNDS} kill -9s in a save loop: every acknowledged save is served whole, never a mix`, async () => {
    const dir = await createTestDataDir();
    let server = await start(dir);
    const registered = await api(server.app, 'POST', '/api/app_api/register', undefined, {
      first_name: 'Crash',
      last_name: 'Test',
      email: 'crash@example.test',
      password: 'a long password',
    });
    const token: string = registered.body.token;
    const project = await api(server.app, 'POST', '/api/project/add_project', token, {
      project_name: 'Crash',
    });
    const projectId: string = project.body.project._id;
    const pageId: string = project.body.project.page_list[0]._id;
    let next = 1;
    let acknowledged = 0;
    /** Save number by revision, for the saves whose answer came back. */
    const saveOfRevision = new Map<number, number>();
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        let inFlight = 0;
        let stopped = false;
        let firstAcknowledged: () => void = () => {};
        const progressed = new Promise<void>((resolve) => {
          firstAcknowledged = resolve;
        });
        const loop = (async () => {
          while (!stopped) {
            const n = next++;
            inFlight = n;
            const answer = await api(server.app, 'POST', '/api/project/user_template', token, {
              project_id: projectId,
              slug_name: 'index',
              ...numberedSave(n),
            }).catch(() => undefined);
            if (!answer) return;
            expect(answer.status).toBe(200);
            acknowledged = n;
            saveOfRevision.set(answer.body.revision, n);
            firstAcknowledged();
          }
        })();
        // A random moment of the loop, once it runs (a fresh server's first save takes longest).
        await progressed;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
        server.child.kill('SIGKILL');
        stopped = true;
        await exited(server.child);
        await loop;

        server = await start(dir);
        const served = await Promise.all(
          (['index.html', 'css/index.css', 'js/index.js'] as const).map(async (path) =>
            (await fetch(`${server.sites}/${projectId}/${path}`)).text(),
          ),
        );
        const numbers = [SAVE_NUMBER.html, SAVE_NUMBER.css, SAVE_NUMBER.js].map((pattern, index) =>
          Number(pattern.exec(served[index]!)?.[1]),
        );
        const context = `round ${round}: acknowledged ${acknowledged}, in flight ${inFlight}, served ${numbers}`;
        // One save's three files…
        expect(new Set(numbers).size, context).toBe(1);
        const n = numbers[0]!;
        // …the last acknowledged one, or the one whose answer never came…
        expect([acknowledged, inFlight], context).toContain(n);
        // …byte for byte, and the database agrees on which save it is.
        expect(served[0], context).toBe(numberedSave(n).html);
        const page = await api(server.app, 'GET', `/api/page/detail_page/${pageId}`, token);
        const revision: number = page.body.page.revision;
        if (saveOfRevision.has(revision)) expect(saveOfRevision.get(revision), context).toBe(n);
        else expect(n, context).toBe(inFlight);
        saveOfRevision.set(revision, n);
        acknowledged = n;
      }
    } finally {
      server.child.kill('SIGKILL');
      await exited(server.child);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 900_000);
});
