/**
 * URL fields take an http(s) address, an uploaded file's address, or '' to clear (issue 22 item 7):
 * the project image and logo, the page thumbnail, the favicon and the social-sharing addresses, on
 * every call that writes them; a refusal is a 400 naming the field and changes nothing. Migration
 * 0017 clears what was stored before the check.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWebUrl } from '../../src/api/common.ts';
import { URL_ROOT_KEYS } from '../../src/api/page.ts';
import { openDatabase } from '../../src/server/db/connect.ts';
import { listMigrations } from '../../src/server/db/migrate.ts';
import { imageFixtures } from './fixtures/media.ts';
import {
  call,
  createProject,
  createTestApp,
  registerUser,
  type TestApp,
  type TestUser,
  upload,
} from './helpers.ts';

const REFUSED = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://app.example/1',
  '//evil.example/x.png',
  '/media/x.png',
  'x.png',
  'http://',
  'https:// space.example/a.png',
  `https://a.example/${'x'.repeat(2048)}`,
];

let t: TestApp;
let user: TestUser;
let projectId: string;
let pageId: string;
let uploadedUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app, 'urls');
  const project = await createProject(t.app, user.token);
  projectId = project._id;
  pageId = project.page_list[0]!._id;
  const uploaded = await upload(
    t.app,
    user.token,
    '/api/app_api/upload_image_on_s3',
    {},
    { filename: 'thumb.png', bytes: (await imageFixtures()).png },
  );
  uploadedUrl = uploaded.body.url;
});
afterAll(() => t.close());

type Writer = {
  readonly name: string;
  readonly field: string;
  write(value: string): Promise<{ status: number; body: { message: string } }>;
  read(): Promise<string>;
};

const project = async () =>
  (await call(t.app, user.token, 'GET', `/api/project/detail_project/${projectId}`)).body.project;
const page = async () => (await call(t.app, user.token, 'GET', `/api/page/detail_page/${pageId}`)).body.page;
const settings = async () =>
  (await call(t.app, user.token, 'GET', `/api/project/get_project_settings/${projectId}`)).body
    .project_settings;

const writers: Writer[] = [
  ...(['image', 'logo'] as const).map((field) => ({
    name: 'edit_project',
    field,
    write: (value: string) =>
      call(t.app, user.token, 'PUT', `/api/project/edit_project/${projectId}`, { [field]: value }),
    read: async () => (await project())[field],
  })),
  {
    name: 'update_page_thumbnail',
    field: 'image',
    write: (value) =>
      call(t.app, user.paymentToken, 'PUT', `/api/page/update_page_thumbnail/${pageId}`, { image: value }),
    read: async () => (await page()).image,
  },
  ...URL_ROOT_KEYS.flatMap((field): Writer[] => [
    {
      name: 'edit_page',
      field,
      write: (value) => call(t.app, user.token, 'PUT', `/api/page/edit_page/${pageId}`, { [field]: value }),
      read: async () => (await page())[field],
    },
    {
      name: 'update_page_meta_setting',
      field,
      write: (value) =>
        call(t.app, user.token, 'PUT', '/api/page/update_page_meta_setting', {
          page_id: pageId,
          [field]: value,
        }),
      read: async () => (await page())[field],
    },
    {
      name: 'update_project_settings',
      field,
      write: (value) =>
        call(t.app, user.token, 'PUT', `/api/project/update_project_settings/${projectId}`, {
          [field]: value,
        }),
      read: async () => (await settings())[field],
    },
  ]),
];

describe('URL fields', () => {
  it('covers the favicon and every social-sharing address', () => {
    expect([...URL_ROOT_KEYS].sort()).toEqual(
      [
        'fav_icon',
        'facebook_social_sharing_image',
        'facebook_social_sharing_url',
        'google_social_sharing_image',
        'twitter_social_sharing_image',
      ].sort(),
    );
  });

  it.each(REFUSED)('the shared check refuses %j', (value) => {
    expect(isWebUrl(value)).toBe(false);
  });

  it.each(writers.map((writer) => [`${writer.name} ${writer.field}`, writer] as const))(
    '%s: refuses other schemes with a 400 naming the field, takes http(s), an upload, or empty',
    async (_label, writer) => {
      const kept = 'https://cdn.example/kept.png?v=1';
      expect((await writer.write(kept)).status).toBe(200);
      for (const value of REFUSED) {
        const answer = await writer.write(value);
        expect(answer.status, value).toBe(400);
        const reason =
          value.length > 2048 ? 'must be at most 2048 characters' : 'must be an http\\(s\\) address';
        expect(answer.body.message).toMatch(new RegExp(`^${writer.field}: ${reason}`));
      }
      expect(await writer.read()).toBe(kept);
      for (const value of [uploadedUrl, 'http://example.test/a.png', '']) {
        expect((await writer.write(value)).status, value).toBe(200);
        expect(await writer.read()).toBe(value);
      }
    },
  );
});

describe('migration 0017', () => {
  it('clears unsafe addresses stored before the check, in rows and in saved versions', async () => {
    const m = await createTestApp();
    const owner = await registerUser(m.app, 'legacy');
    const { _id: id, page_list } = await createProject(m.app, owner.token);
    const version = { project_id: id, version_name: 'v' };
    expect((await call(m.app, owner.token, 'POST', '/api/project/save_version', version)).status).toBe(200);
    await m.app.close();

    const bad = 'javascript:alert(1)';
    const good = 'https://cdn.example/og.png';
    const database = await openDatabase({ dataDir: m.dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
    try {
      const rows = await database.withClient(async (client) => {
        await client.query('UPDATE projects SET image = $1, logo = $2 WHERE id = $3', [bad, good, id]);
        await client.query(
          `UPDATE pages SET image = $1, theme = theme || jsonb_build_object('fav_icon', $1::text,
             'twitter_social_sharing_image', $2::text, 'meta_title', $1::text) WHERE id = $3`,
          ['data:image/png;base64,AA==', good, page_list[0]!._id],
        );
        await client.query(
          `UPDATE project_versions
             SET snapshot = jsonb_set(snapshot, '{pages,0,theme,fav_icon}', to_jsonb($1::text))
           WHERE project_id = $2`,
          [bad, id],
        );
        await client.exec(listMigrations().find((item) => item.version === '0017')!.sql);
        const [project] = await client.query('SELECT image, logo FROM projects WHERE id = $1', [id]);
        const [page] = await client.query('SELECT image, theme FROM pages WHERE project_id = $1', [id]);
        const [saved] = await client.query(
          "SELECT snapshot #>> '{pages,0,theme,fav_icon}' AS fav FROM project_versions WHERE project_id = $1",
          [id],
        );
        return { project, page, saved };
      });
      expect(rows.project).toEqual({ image: '', logo: good });
      expect(rows.page).toMatchObject({
        image: '',
        theme: { fav_icon: '', twitter_social_sharing_image: good, meta_title: 'data:image/png;base64,AA==' },
      });
      expect(rows.saved).toEqual({ fav: '' });
    } finally {
      await database.close();
      rmSync(m.dataDir, { recursive: true, force: true });
    }
  });
});
