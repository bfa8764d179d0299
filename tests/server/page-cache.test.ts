/**
 * The detail_page answer cache (src/server/data/page-cache.ts): a repeated read is served without the
 * page query, every kind of write is visible at once in the next read, another user still gets the
 * 404, a read overtaken by a write never caches the old row, and the cache stays bounded. With
 * `validate` (several processes on one database) a write the process did not make is seen too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from '../../src/server/data/page-cache.ts';
import { toPageDetail } from '../../src/server/data/page-mapping.ts';
import { DEFAULT_STORE_OPTIONS } from '../../src/server/data/store.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

const entry = (ownerId: string, json: string, projectId = 'p1') => ({
  ownerId,
  projectId,
  version: '1',
  json,
});

describe('createPageCache', () => {
  it('answers an entry only to its owner and keeps the most recently used within the bounds', () => {
    const cache = createPageCache({ maxEntries: 2, maxChars: 1000 });
    cache.fill('a', entry('u1', '"a"'), cache.epoch());
    cache.fill('b', entry('u1', '"b"'), cache.epoch());
    expect(cache.get('a', 'u2')).toBeUndefined();
    expect(cache.get('a', 'u1')?.json).toBe('"a"');
    cache.fill('c', entry('u1', '"c"'), cache.epoch());
    // b was the least recently used: a was read after it.
    expect(cache.get('b', 'u1')).toBeUndefined();
    expect(cache.get('a', 'u1')?.json).toBe('"a"');
    expect(cache.get('c', 'u1')?.json).toBe('"c"');
    expect(cache.stats()).toMatchObject({ entries: 2, chars: 6, hits: 3, misses: 2 });
  });

  it('bounds the characters kept and skips an entry larger than the whole bound', () => {
    const cache = createPageCache({ maxEntries: 100, maxChars: 10 });
    cache.fill('a', entry('u', '12345'), cache.epoch());
    cache.fill('b', entry('u', '12345'), cache.epoch());
    cache.fill('c', entry('u', '123'), cache.epoch());
    expect(cache.stats()).toMatchObject({ entries: 2, chars: 8 });
    expect(cache.get('a', 'u')).toBeUndefined();
    cache.fill('d', entry('u', '12345678901'), cache.epoch());
    expect(cache.get('d', 'u')).toBeUndefined();
    expect(cache.get('c', 'u')?.json).toBe('123');
  });

  it('keeps nothing when off', () => {
    const cache = createPageCache({ maxEntries: 0, maxChars: 1000 });
    cache.fill('a', entry('u', '"a"'), cache.epoch());
    expect(cache.stats().entries).toBe(0);
  });

  it('refuses a read that any forget overtook (it may carry the row from before the write)', () => {
    const cache = createPageCache({ maxEntries: 10, maxChars: 1000 });
    for (const forget of [
      () => cache.forgetPage('other'),
      () => cache.forgetProject('other'),
      () => cache.forgetOwner('other'),
      () => cache.forgetAll(),
    ]) {
      const readAt = cache.epoch();
      forget();
      cache.fill('a', entry('u', '"old"'), readAt);
      expect(cache.get('a', 'u')).toBeUndefined();
    }
  });

  it('forgets by page, project and owner', () => {
    const cache = createPageCache({ maxEntries: 10, maxChars: 1000 });
    cache.fill('a', entry('u1', '"a"', 'p1'), cache.epoch());
    cache.fill('b', entry('u1', '"b"', 'p2'), cache.epoch());
    cache.fill('c', entry('u2', '"c"', 'p3'), cache.epoch());
    cache.fill('d', entry('u2', '"d"', 'p3'), cache.epoch());
    cache.forgetProject('p1');
    expect(cache.get('a', 'u1')).toBeUndefined();
    expect(cache.get('b', 'u1')).toBeDefined();
    cache.forgetOwner('u1');
    expect(cache.get('b', 'u1')).toBeUndefined();
    cache.forgetPage('c');
    expect(cache.get('c', 'u2')).toBeUndefined();
    expect(cache.get('d', 'u2')).toBeDefined();
    expect(cache.stats()).toMatchObject({ entries: 1, chars: 3 });
  });
});

/** An app whose page cache trusts or validates, whatever database the suite runs on. */
async function appWithCache(validate: boolean) {
  return createTestApp({ store: { ...DEFAULT_STORE_OPTIONS, pageCache: { validate } } });
}

function helpersFor(get: () => TestApp) {
  const detail = (user: TestUser, pageId: string) =>
    call(get().app, user.token, 'GET', `/api/page/detail_page/${pageId}`);
  /** The answer built straight from the database, past the cache. */
  const fresh = async (user: TestUser, pageId: string) => ({
    code: 200,
    message: 'Page',
    page: JSON.parse(JSON.stringify(toPageDetail(await get().app.store.pages.get(user.id, pageId)))),
  });
  const stats = () => get().app.store.pages.cacheStats();
  const behindTheCache = (statement: ReturnType<typeof sql>) => get().app.store.db.execute(statement);
  return { detail, fresh, stats, behindTheCache };
}

describe('detail_page in one process (the cache trusts its own invalidation)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const { detail, fresh, stats, behindTheCache } = helpersFor(() => t);

  beforeAll(async () => {
    t = await appWithCache(false);
    owner = await registerUser(t.app, 'owner');
    other = await registerUser(t.app, 'other');
  });
  afterAll(() => t.close());

  /** A new project of the owner with a second page; its home page read once, so cached. */
  const cachedPage = async () => {
    const project = await createProject(t.app, owner.token);
    const pageId = project.page_list[0]!._id;
    const second = await call(t.app, owner.token, 'POST', '/api/page/add_page', {
      project_id: project._id,
      page_name: 'About',
    });
    const before = await detail(owner, pageId);
    expect(before.status).toBe(200);
    return { projectId: project._id, pageId, secondId: second.body.page._id as string, before: before.body };
  };

  it('serves the second read from the cache, without the page query', async () => {
    const { pageId, before } = await cachedPage();
    const { hits } = stats();
    // Changed behind the repository's back: only a read that skips the database still sees the old name.
    await behindTheCache(sql`update pages set page_name = 'Changed behind' where id = ${pageId}`);
    const again = await detail(owner, pageId);
    expect(again.body).toEqual(before);
    expect(stats().hits).toBe(hits + 1);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers another user the same 404 as a missing page, before and after the owner read it', async () => {
    const project = await createProject(t.app, owner.token);
    const pageId = project.page_list[0]!._id;
    const missing = await detail(other, crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect((await detail(other, pageId)).body).toEqual(missing.body);
    await detail(owner, pageId);
    const { hits } = stats();
    expect((await detail(other, pageId)).body).toEqual(missing.body);
    expect(stats().hits).toBe(hits);
    // The probe did not disturb the owner's entry.
    expect((await detail(owner, pageId)).status).toBe(200);
    expect(stats().hits).toBe(hits + 1);
  });

  type Page = Awaited<ReturnType<typeof cachedPage>>;
  const writes: [string, (page: Page) => Promise<{ status: number }>][] = [
    [
      'edit_page: name',
      ({ pageId }) =>
        call(t.app, owner.token, 'PUT', `/api/page/edit_page/${pageId}`, { page_name: 'Renamed' }),
    ],
    [
      'edit_page: sections, settings, mode and group',
      ({ pageId }) =>
        call(t.app, owner.token, 'PUT', `/api/page/edit_page/${pageId}`, {
          sections: [{ section_id: 'abcdefghij', section_name: 'hero', section_title: 'Hero' }],
          settings: { layout: 'wide' },
          mode: 'dark',
          page_group_type: 'funnel',
        }),
    ],
    [
      'edit_page: a theme value',
      ({ pageId }) =>
        call(t.app, owner.token, 'PUT', `/api/page/edit_page/${pageId}`, { primary_color: '#123456' }),
    ],
    [
      'edit_page: the slug',
      ({ pageId }) =>
        call(t.app, owner.token, 'PUT', `/api/page/edit_page/${pageId}`, { page_slug: 'start' }),
    ],
    [
      'update_page_meta_setting',
      ({ pageId }) =>
        call(t.app, owner.token, 'PUT', '/api/page/update_page_meta_setting', {
          page_id: pageId,
          meta_title: 'Fresh title',
        }),
    ],
    [
      'user_template (content save)',
      ({ projectId }) =>
        call(t.app, owner.token, 'POST', '/api/project/user_template', {
          project_id: projectId,
          slug_name: 'index',
          html: '<p>saved</p>',
          css: 'p{}',
          javascript: '',
        }),
    ],
    [
      'user_template_html (html-only save)',
      ({ projectId }) =>
        call(t.app, owner.token, 'POST', '/api/project/user_template_html', {
          project_id: projectId,
          slug_name: 'index',
          html: '<p>saved html</p>',
        }),
    ],
    [
      'update_page_thumbnail with the session token',
      ({ pageId }) =>
        call(t.app, owner.token, 'PUT', `/api/page/update_page_thumbnail/${pageId}`, {
          image: 'https://x.test/a.png',
        }),
    ],
    [
      'update_page_thumbnail with the payment/page token',
      ({ pageId }) =>
        call(t.app, owner.paymentToken, 'PUT', `/api/page/update_page_thumbnail/${pageId}`, {
          image: 'https://x.test/b.png',
        }),
    ],
    [
      'use_page_version',
      async ({ pageId }) => {
        const saved = await call(t.app, owner.token, 'POST', '/api/page/save_page_version', {
          page_id: pageId,
          version_name: 'v1',
        });
        // Write through the cache, read again (cached), then restore the old name.
        await call(t.app, owner.token, 'PUT', `/api/page/edit_page/${pageId}`, {
          page_name: 'Edited after v1',
        });
        expect((await detail(owner, pageId)).body.page.page_name).toBe('Edited after v1');
        return call(t.app, owner.token, 'POST', '/api/page/use_page_version', {
          version_id: saved.body.version._id,
        });
      },
    ],
    [
      'use_project_version',
      async ({ projectId, pageId }) => {
        const saved = await call(t.app, owner.token, 'POST', '/api/project/save_version', {
          project_id: projectId,
          version_name: 'v1',
        });
        await call(t.app, owner.token, 'PUT', `/api/page/edit_page/${pageId}`, {
          page_name: 'Edited after v1',
        });
        expect((await detail(owner, pageId)).body.page.page_name).toBe('Edited after v1');
        return call(t.app, owner.token, 'POST', '/api/project/use_project_version', {
          version_id: saved.body.version._id,
        });
      },
    ],
    [
      'reorder_pages',
      ({ projectId, pageId, secondId }) =>
        call(t.app, owner.token, 'PUT', '/api/page/reorder_pages', {
          project_id: projectId,
          page_ids: [secondId, pageId],
        }),
    ],
    [
      'duplicate_page',
      ({ pageId }) => call(t.app, owner.token, 'POST', `/api/page/duplicate_page/${pageId}`),
    ],
    [
      'update_project_settings (theme/SEO settings of the project)',
      ({ projectId }) =>
        call(t.app, owner.token, 'PUT', `/api/project/update_project_settings/${projectId}`, {
          meta_title: 'Project title',
        }),
    ],
    [
      'a payment plan assigned to the page',
      async ({ projectId, pageId }) => {
        const plan = await call(
          t.app,
          owner.token,
          'POST',
          '/api/pages_paymnet_plan/add_pages_payment_plan',
          {
            project_id: projectId,
            plan_title: 'Plan',
            plan_price: 10,
            currency_type: 'USD',
          },
        );
        return call(t.app, owner.token, 'POST', '/api/pages_paymnet_plan/assign_payment_plan_to_pages', {
          plan_id: plan.body.plan._id,
          page_ids: [pageId],
        });
      },
    ],
  ];

  it.each(writes)('%s: the next read is the database answer', async (_name, write) => {
    const page = await cachedPage();
    expect((await write(page)).status).toBe(200);
    expect((await detail(owner, page.pageId)).body).toEqual(await fresh(owner, page.pageId));
  });

  it('the writes that change the page answer a changed page', async () => {
    const page = await cachedPage();
    await call(t.app, owner.token, 'PUT', `/api/page/edit_page/${page.pageId}`, { page_name: 'Renamed' });
    await call(t.app, owner.token, 'POST', '/api/project/user_template_html', {
      project_id: page.projectId,
      slug_name: 'index',
      html: '<p>saved</p>',
    });
    const after = (await detail(owner, page.pageId)).body.page;
    expect(after.page_name).toBe('Renamed');
    expect(after.revision).toBe(page.before.page.revision + 1);
  });

  it('delete_page: the next read is a 404', async () => {
    const { pageId, secondId } = await cachedPage();
    await detail(owner, secondId);
    expect((await call(t.app, owner.token, 'DELETE', `/api/page/delete_page/${secondId}`)).status).toBe(200);
    expect((await detail(owner, secondId)).status).toBe(404);
    expect((await detail(owner, pageId)).status).toBe(200);
  });

  it('delete_project: every page of the project is a 404', async () => {
    const { projectId, pageId, secondId } = await cachedPage();
    await detail(owner, secondId);
    expect(
      (await call(t.app, owner.token, 'DELETE', `/api/project/delete_project/${projectId}`)).status,
    ).toBe(200);
    expect((await detail(owner, pageId)).status).toBe(404);
    expect((await detail(owner, secondId)).status).toBe(404);
  });

  it('a failed write leaves no stale answer (a taken slug, a stale save)', async () => {
    const { projectId, pageId } = await cachedPage();
    const taken = await call(t.app, owner.token, 'PUT', `/api/page/edit_page/${pageId}`, {
      page_slug: 'about',
    });
    expect(taken.status).toBe(409);
    const stale = await call(t.app, owner.token, 'POST', '/api/project/user_template_html', {
      project_id: projectId,
      slug_name: 'index',
      html: '<p>x</p>',
      base_revision: 99,
    });
    expect(stale.status).toBe(409);
    expect((await detail(owner, pageId)).body).toEqual(await fresh(owner, pageId));
  });

  it('reads racing writes never leave the old page cached', async () => {
    const { pageId } = await cachedPage();
    for (let round = 0; round < 15; round += 1) {
      await Promise.all([
        detail(owner, pageId),
        call(t.app, owner.token, 'PUT', `/api/page/edit_page/${pageId}`, { page_name: `Round ${round}` }),
        detail(owner, pageId),
      ]);
      const settled = await detail(owner, pageId);
      expect(settled.body.page.page_name).toBe(`Round ${round}`);
      expect(settled.body).toEqual(await fresh(owner, pageId));
    }
  });
});

describe('detail_page with validation (processes sharing one database)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const { detail, fresh, stats, behindTheCache } = helpersFor(() => t);

  beforeAll(async () => {
    t = await appWithCache(true);
    owner = await registerUser(t.app, 'owner');
    other = await registerUser(t.app, 'other');
  });
  afterAll(() => t.close());

  it('serves an unchanged page from the cache and sees a write made elsewhere', async () => {
    const project = await createProject(t.app, owner.token);
    const pageId = project.page_list[0]!._id;
    const first = await detail(owner, pageId);
    const { hits } = stats();
    expect((await detail(owner, pageId)).body).toEqual(first.body);
    expect(stats().hits).toBe(hits + 1);
    // Another instance's write (no updated_at, no revision): the row version still changes.
    await behindTheCache(sql`update pages set page_name = 'Written elsewhere' where id = ${pageId}`);
    const after = await detail(owner, pageId);
    expect(after.body.page.page_name).toBe('Written elsewhere');
    expect(after.body).toEqual(await fresh(owner, pageId));
    expect((await detail(other, pageId)).status).toBe(404);
    await behindTheCache(sql`delete from pages where id = ${pageId}`);
    expect((await detail(owner, pageId)).status).toBe(404);
  });
});
