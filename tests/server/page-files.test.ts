/**
 * A save's three files become the page's together, in the commit of its revision (issue 22 §1,
 * page-files.ts): a save that fails midway leaves the last one served whole; pages saved before the
 * revision layout keep working and move over on their next save; the start-up sweep removes what no
 * commit points at; a reader that finds its revision pruned reads the pointer again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pageFilesPrefix,
  readPointedFile,
  readSiteFiles,
  revisionFileKeys,
  sweepPageFiles,
} from '../../src/server/data/page-files.ts';
import { pages } from '../../src/server/db/schema.ts';
import { pageFileKeys, type Storage } from '../../src/server/storage/storage.ts';
import {
  call,
  createProject,
  createTestApp,
  registerUser,
  savedFile,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';

let t: TestApp;
let user: TestUser;
let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const save = (projectId: string, slug: string, n: number) =>
  call(t.app, user.token, 'POST', '/api/project/user_template', {
    project_id: projectId,
    slug_name: slug,
    html: `<p>${n}</p>`,
    css: `p{--n:${n}}`,
    javascript: `n=${n}`,
  });

const served = async (projectId: string, slug: string) =>
  Promise.all(
    [`${slug}.html`, `css/${slug}.css`, `js/${slug}.js`].map((path) => savedFile(t, `${projectId}/${path}`)),
  );

/** Makes the storage's writes of keys matching `pattern` fail until `restore` is called. */
function failWrites(storage: Storage, pattern: RegExp) {
  const original = storage.write;
  storage.write = async (key, data) => {
    if (pattern.test(key)) throw new Error(`disk full writing ${key}`);
    return original.call(storage, key, data);
  };
  return () => {
    storage.write = original;
  };
}

// The same app-level behaviour on both storages: local disk, and S3 (s3rver on loopback).
describe.each([['local disk'], ['S3']])('on %s', (storageName) => {
  beforeAll(async () => {
    t = await createTestApp(storageName === 'S3' ? { s3: await s3.createBucket() } : {});
    user = await registerUser(t.app);
  });
  afterAll(() => t.close());

  describe('a save is whole or absent', () => {
    it('a save whose js cannot be written leaves the previous save served, all three files, and the revision', async () => {
      const project = await createProject(t.app, user.token);
      expect((await save(project._id, 'index', 1)).status).toBe(200);
      const restore = failWrites(t.app.store.storage, /\.js$/);
      try {
        expect((await save(project._id, 'index', 2)).status).toBe(500);
      } finally {
        restore();
      }
      expect(await served(project._id, 'index')).toEqual(['<p>1</p>', 'p{--n:1}', 'n=1']);
      const detail = await call(
        t.app,
        user.token,
        'GET',
        `/api/page/detail_page/${project.page_list[0]!._id}`,
      );
      expect(detail.body.page.revision).toBe(1);
      // The next save goes through, over the failed one's leftovers.
      expect((await save(project._id, 'index', 3)).body.revision).toBe(2);
      expect(await served(project._id, 'index')).toEqual(['<p>3</p>', 'p{--n:3}', 'n=3']);
    });

    it('keeps the files of the current and the previous save only', async () => {
      const project = await createProject(t.app, user.token);
      const pageId = project.page_list[0]!._id;
      for (let n = 1; n <= 4; n++) await save(project._id, 'index', n);
      expect(await t.app.store.storage.list(pageFilesPrefix(project._id, pageId))).toEqual(
        [3, 4].flatMap((revision) => {
          const keys = revisionFileKeys(project._id, pageId, revision);
          return [keys.css, keys.html, keys.js];
        }),
      );
    });

    it('an html-only save keeps the css and js of the save before', async () => {
      const project = await createProject(t.app, user.token);
      await save(project._id, 'index', 1);
      const htmlOnly = await call(t.app, user.token, 'POST', '/api/project/user_template_html', {
        project_id: project._id,
        slug_name: 'index',
        html: '<p>new</p>',
      });
      expect(htmlOnly.status).toBe(200);
      expect(await served(project._id, 'index')).toEqual(['<p>new</p>', 'p{--n:1}', 'n=1']);
    });

    it('publishing and the zip read each page at one revision, through the pointer', async () => {
      const project = await createProject(t.app, user.token);
      await save(project._id, 'index', 7);
      // A leftover at the fixed keys (a crash between a move-over commit and its cleanup) is not the page.
      await t.app.store.storage.write(`${project._id}/index.html`, 'stale');
      await t.app.store.storage.write(`${project._id}/images/logo.png`, 'png');
      const files = await readSiteFiles(t.app.store.db, t.app.store.storage, project._id);
      expect(files.map((file) => [file.path, file.bytes.toString('utf8')])).toEqual([
        ['css/index.css', 'p{--n:7}'],
        ['images/logo.png', 'png'],
        ['index.html', '<p>7</p>'],
        ['js/index.js', 'n=7'],
      ]);
    });
  });

  describe('pages saved before the revision layout', () => {
    /** A page whose files sit at the fixed keys, as every page saved before migration 0016. */
    async function legacyPage() {
      const project = await createProject(t.app, user.token);
      const pageId = project.page_list[0]!._id;
      const keys = pageFileKeys(project._id, 'index');
      await t.app.store.storage.write(keys.html, '<p>old</p>');
      await t.app.store.storage.write(keys.css, 'p{}');
      await t.app.store.storage.write(keys.js, 'old()');
      await t.app.store.db.update(pages).set({ revision: 5 }).where(eq(pages.id, pageId));
      return { projectId: project._id, pageId, keys };
    }

    it('are served from the fixed keys, and renaming moves them', async () => {
      const { projectId, pageId } = await legacyPage();
      expect(await served(projectId, 'index')).toEqual(['<p>old</p>', 'p{}', 'old()']);
      await call(t.app, user.token, 'PUT', `/api/page/edit_page/${pageId}`, { page_slug: 'home' });
      expect(await served(projectId, 'home')).toEqual(['<p>old</p>', 'p{}', 'old()']);
      expect(await t.app.store.storage.read(pageFileKeys(projectId, 'index').html)).toBeUndefined();
    });

    it('move over on their next save, which removes the fixed-key files', async () => {
      const { projectId, pageId, keys } = await legacyPage();
      const htmlOnly = await call(t.app, user.token, 'POST', '/api/project/user_template_html', {
        project_id: projectId,
        slug_name: 'index',
        html: '<p>new</p>',
      });
      expect(htmlOnly.body.revision).toBe(6);
      expect(await served(projectId, 'index')).toEqual(['<p>new</p>', 'p{}', 'old()']);
      for (const key of [keys.html, keys.css, keys.js])
        expect(await t.app.store.storage.read(key)).toBeUndefined();
      expect(await t.app.store.storage.list(pageFilesPrefix(projectId, pageId))).toHaveLength(3);
    });
  });

  describe('the start-up sweep', () => {
    it('removes uncommitted and old revisions and files of deleted pages; with a shared database, only old ones', async () => {
      const project = await createProject(t.app, user.token);
      const pageId = project.page_list[0]!._id;
      for (let n = 1; n <= 2; n++) await save(project._id, 'index', n);
      const { storage, db } = t.app.store;
      const uncommitted = revisionFileKeys(project._id, pageId, 3);
      const old = revisionFileKeys(project._id, pageId, 0);
      const ofDeletedPage = revisionFileKeys(project._id, '9b0c6a52-7a53-4c8e-9f1e-2f1f0a4c1d11', 1);
      for (const key of [uncommitted.html, old.html, ofDeletedPage.html]) await storage.write(key, 'x');

      await sweepPageFiles(db, storage, { exclusive: false });
      expect(await storage.read(old.html)).toBeUndefined();
      expect(await storage.read(uncommitted.html)).toBeDefined();
      expect(await storage.read(ofDeletedPage.html)).toBeDefined();

      expect(await sweepPageFiles(db, storage, { exclusive: true })).toBeGreaterThanOrEqual(2);
      expect(await storage.read(uncommitted.html)).toBeUndefined();
      expect(await storage.read(ofDeletedPage.html)).toBeUndefined();
      expect(await served(project._id, 'index')).toEqual(['<p>2</p>', 'p{--n:2}', 'n=2']);
      expect(await storage.list(pageFilesPrefix(project._id, pageId))).toHaveLength(6);
    });
  });
});

describe('a reader whose revision was pruned meanwhile', () => {
  it('locates the file again', async () => {
    const locations = [
      { key: 'gone', within: 'x', pointed: true },
      { key: 'there', within: 'x', pointed: true },
    ];
    let located = 0;
    const file = await readPointedFile(
      async () => locations[located++],
      async (key) => (key === 'there' ? 'bytes' : undefined),
    );
    expect(file).toBe('bytes');
    expect(located).toBe(2);
  });

  it('does not retry a page saved before the layout, whose file is simply missing', async () => {
    let located = 0;
    const file = await readPointedFile(
      async () => {
        located++;
        return { key: 'missing', within: 'x', pointed: false };
      },
      async () => undefined,
    );
    expect(file).toBeUndefined();
    expect(located).toBe(1);
  });
});
