/**
 * `npm run backup` / `npm run restore` (issue 26 "Durability on one machine") against the real server
 * process: a backup taken while the server runs (and serves a save meanwhile), the folder wiped, the
 * archive restored, and the restarted server serves the same projects, pages, gallery file and hosted
 * html, byte for byte. Then the refusals: a non-empty folder, a folder a server runs on, DATABASE_URL,
 * and a corrupt archive, which leaves the folder exactly as it was.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../src/api/wire.ts';
import { imageFixtures } from './fixtures/media.ts';
import { createTestDataDir } from './helpers.ts';
import {
  processApi as api,
  bundledEntry,
  exited,
  type ServerProcess,
  SHORT_LIVED_NODE_FLAGS,
  startServerProcess,
} from './support/server-process.ts';

let dataDir: string;
let spaDir: string;
let backups: string;

beforeAll(async () => {
  dataDir = await createTestDataDir();
  spaDir = mkdtempSync(join(tmpdir(), 'pagewright-spa-'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Pagewright SPA</title>');
  backups = mkdtempSync(join(tmpdir(), 'pagewright-backups-'));
});
afterAll(() => {
  for (const folder of [dataDir, spaDir, backups]) rmSync(folder, { recursive: true, force: true });
});

const start = () => startServerProcess({ DATA_DIR: dataDir, SPA_DIR: spaDir });

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await exited(server.child)).toBe(0);
}

/** Runs `npm run backup` / `npm run restore`'s script (bundled once, as the server is); its exit code and output. */
async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  const entry = await bundledEntry(`scripts/${name}.ts`);
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [...SHORT_LIVED_NODE_FLAGS, entry, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** Every file under `folder` with a hash of its bytes (sockets and the like left out). */
function tree(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(folder, relative), { withFileTypes: true })) {
      const path = join(relative, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile())
        files[path] = createHash('sha256')
          .update(readFileSync(join(folder, path)))
          .digest('hex');
    }
  };
  walk('');
  return files;
}

async function bytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

interface Seen {
  projects: unknown;
  detail: unknown;
  pages: Record<string, Buffer>;
  picture: Buffer;
}

/** What a user sees of the account: the project list, the project with its pages, the hosted html, the picture. */
async function look(
  server: ServerProcess,
  token: string,
  projectId: string,
  picturePath: string,
): Promise<Seen> {
  const projects = await api(server.app, 'GET', '/api/project/list_project', token);
  expect(projects.status).toBe(200);
  const detail = await api(server.app, 'GET', `/api/project/detail_project/${projectId}`, token);
  expect(detail.status).toBe(200);
  const pages: Record<string, Buffer> = {};
  for (const page of detail.body.project.page_list as { page_slug: string }[]) {
    pages[page.page_slug] = await bytes(`${server.sites}/${projectId}/${page.page_slug}.html`);
  }
  return {
    projects: projects.body,
    detail: detail.body,
    pages,
    picture: await bytes(`${server.sites}${picturePath}`),
  };
}

function pageIds(seen: Seen): string[] {
  const detail = seen.detail as { project: { page_list: { _id: string }[] } };
  return detail.project.page_list.map((page) => page._id);
}

describe.skipIf(process.env.TEST_DATABASE_URL)('backup and restore', () => {
  let token: string;
  let projectId: string;
  let picturePath: string;
  let before: Seen;
  let archive: string;

  it('backs up a running server, and a wiped folder restored from it serves the same account', async () => {
    const first = await start();
    try {
      const registered = await api(first.app, 'POST', '/api/app_api/register', undefined, {
        first_name: 'Bea',
        last_name: 'Kup',
        email: 'backup@example.test',
        password: 'a long password',
      });
      token = registered.body.token;
      const project = await api(first.app, 'POST', '/api/project/add_project', token, {
        project_name: 'Kept',
      });
      projectId = project.body.project._id;
      const added = await api(first.app, 'POST', '/api/page/add_page', token, {
        project_id: projectId,
        page_name: 'About us',
      });
      expect(added.status).toBe(200);
      for (const [slug, text] of [
        ['index', 'home, saved'],
        [added.body.page.page_slug, 'about, saved'],
      ]) {
        const saved = await api(first.app, 'POST', '/api/project/user_template', token, {
          project_id: projectId,
          slug_name: slug,
          html: `<!doctype html><p>${text}</p>`,
          css: 'p { color: teal }',
          javascript: '',
        });
        expect(saved.status).toBe(200);
      }
      const form = new FormData();
      form.append('upload_file', new Blob([(await imageFixtures()).png], { type: 'image/png' }), 'photo.png');
      const uploaded = await fetch(`${first.app}/api/customer/upload_picture_to_user_gallery`, {
        method: 'POST',
        headers: { [AUTH_HEADER]: token },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      picturePath = new URL(((await uploaded.json()) as { file: { url: string } }).file.url).pathname;

      before = await look(first, token, projectId, picturePath);
      expect(Object.keys(before.pages).sort()).toEqual(['about-us', 'index']);
      expect(before.pages.index?.toString()).toBe('<!doctype html><p>home, saved</p>');

      // The server keeps serving while the backup runs: a save lands meanwhile.
      const [backup, during] = await Promise.all([
        script('backup', [backups]),
        api(first.app, 'POST', '/api/project/user_template', token, {
          project_id: projectId,
          slug_name: 'index',
          html: '<!doctype html><p>home, saved during the backup</p>',
          css: '',
          javascript: '',
        }),
      ]);
      expect(backup.output).toContain('from the running server');
      expect(backup.code).toBe(0);
      expect(during.status).toBe(200);
      const written = readdirSync(backups);
      expect(written).toEqual([
        expect.stringMatching(/^pagewright-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/),
      ]);
      archive = join(backups, written[0] ?? '');
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      // The save that raced the backup is in it or not; put the page back as it was for the comparison.
      await api(first.app, 'POST', '/api/project/user_template', token, {
        project_id: projectId,
        slug_name: 'index',
        html: '<!doctype html><p>after the backup</p>',
        css: '',
        javascript: '',
      });
    } finally {
      await stop(first);
    }

    rmSync(dataDir, { recursive: true });
    mkdirSync(dataDir);
    const restored = await script('restore', [archive]);
    expect(restored.output).toContain('Restored the backup');
    expect(restored.code).toBe(0);

    // A snapshot folder left by a killed server or backup goes at the next start.
    mkdirSync(join(dataDir, 'run', 'snapshot-stale'), { recursive: true });
    writeFileSync(join(dataDir, 'run', 'snapshot-stale', 'secret.key'), 'linked');
    const second = await start();
    try {
      expect(readdirSync(join(dataDir, 'run'))).toEqual(['backup.sock']);
      const after = await look(second, token, projectId, picturePath);
      const index = after.pages.index?.toString();
      // Either the state just before the racing save or just after it: never "after the backup".
      expect([
        '<!doctype html><p>home, saved</p>',
        '<!doctype html><p>home, saved during the backup</p>',
      ]).toContain(index);
      if (index === before.pages.index?.toString()) expect(after).toEqual(before);
      else expect(pageIds(after)).toEqual(pageIds(before));
      expect(after.picture.equals(before.picture)).toBe(true);
      expect(after.pages['about-us']?.toString()).toBe('<!doctype html><p>about, saved</p>');

      // A server holds the folder: restore refuses, even with --force, and touches nothing.
      const held = tree(dataDir);
      const refused = await script('restore', [archive, '--force']);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/A server is running on .*: stop it before restoring/);
      expect(tree(dataDir)).toEqual(held);
    } finally {
      await stop(second);
    }
  }, 300_000);

  it('refuses a non-empty folder without --force, DATABASE_URL, and a corrupt archive, leaving the folder as it was', async () => {
    const kept = tree(dataDir);
    const notEmpty = await script('restore', [archive]);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.output).toMatch(/is not empty .*pass --force/s);
    expect(tree(dataDir)).toEqual(kept);

    const postgres = await script('backup', [backups], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(postgres.code).toBe(1);
    expect(postgres.output).toContain('pg_dump');

    const corrupt = join(backups, 'corrupt.tar.gz');
    const damaged = Buffer.from(readFileSync(archive));
    for (let at = Math.floor(damaged.length / 2); at < damaged.length / 2 + 64; at++)
      damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    writeFileSync(corrupt, damaged);
    const broken = await script('restore', [corrupt, '--force']);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/Restore failed: The archive is corrupt/);
    expect(tree(dataDir)).toEqual(kept);

    const truncated = join(backups, 'truncated.tar.gz');
    cpSync(archive, truncated);
    writeFileSync(truncated, readFileSync(archive).subarray(0, 4096));
    const short = await script('restore', [truncated, '--force']);
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/Restore failed: The archive is (corrupt or )?truncated/);
    expect(tree(dataDir)).toEqual(kept);

    // With no server running, the backup opens the folder itself.
    const offline = await script('backup', [join(backups, 'offline.tar.gz')]);
    expect(offline.output).toContain('no server was running');
    expect(offline.code).toBe(0);
  }, 120_000);
});
