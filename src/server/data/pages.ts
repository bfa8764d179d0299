/**
 * Pages (spec §3 Page, §7 "Page", CONTRACT save): every query is scoped by `owner_id`, so another
 * user's page is indistinguishable from a missing one (404). Saving content writes the three page
 * files to storage and bumps the page revision under a row lock; a stale `base_revision` is a 409
 * that leaves everything as it was. The page detail answer is cached (page-cache.ts): every method
 * here that writes a pages row forgets the page once the write is done, and writers elsewhere call
 * `forgetPage` / `forgetProject` (projects.ts on delete, store.ts around version restores).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, getTableColumns, max, or, sql } from 'drizzle-orm';
import type { AddPageBody, EditPageBody, PageGroupType, RootValuesPatch } from '../../api/page.ts';
import { DEFAULT_ROOT_VALUES, isRootKey } from '../../domain/root-values.ts';
import type { Db } from '../db/connect.ts';
import { pages, projects } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { pageFileKeys, type Storage } from '../storage/storage.ts';
import { isUniqueViolation } from './db-errors.ts';
import { createPageCache, DEFAULT_PAGE_CACHE_OPTIONS, type PageCacheOptions } from './page-cache.ts';
import { duplicatePage } from './page-copy.ts';
import {
  type PageContent,
  type PageFilesRef,
  pageFileKeysOf,
  pageFilesPrefix,
  pruneOlderRevisions,
  readPageRevision,
  writePageRevision,
} from './page-files.ts';
import { themeOf, toPageDetail } from './page-mapping.ts';
import { reorderPages } from './page-order.ts';
import { slugify, uniqueSlug } from './slugs.ts';

export type { PageContent };

export interface SaveInput {
  readonly projectId: string;
  readonly slug: string;
  readonly html: string;
  /** Omitted (html-only save) keeps the stored css/js. */
  readonly css?: string | undefined;
  readonly js?: string | undefined;
  readonly baseRevision?: number | undefined;
}

const slugTaken = () => conflict('page_slug: already used by another page of this project');

function pickRootValues(patch: Record<string, unknown>): RootValuesPatch {
  return Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => isRootKey(key) && value !== undefined),
  );
}

export function createPageRepo(
  db: Db,
  storage: Storage,
  cacheOptions: PageCacheOptions = DEFAULT_PAGE_CACHE_OPTIONS,
) {
  const cache = createPageCache(cacheOptions);
  const ownedProject = async (ownerId: string, projectId: string) => {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!row) throw notFound('Project');
    return row;
  };

  const byOwner = and(eq(pages.id, sql.placeholder('id')), eq(pages.ownerId, sql.placeholder('owner')));
  const getPrepared = db.select().from(pages).where(byOwner).prepare('page_by_owner');
  const get = async (ownerId: string, pageId: string) => {
    const [row] = await getPrepared.execute({ id: pageId, owner: ownerId });
    if (!row) throw notFound('Page');
    return row;
  };

  // `xmin` is the id of the transaction that wrote this version of the row: every update changes it,
  // including writes by other processes and ones that leave `updated_at` alone.
  const rowVersion = sql<string>`xmin::text`;
  const detailPrepared = db
    .select({ ...getTableColumns(pages), version: rowVersion })
    .from(pages)
    .where(byOwner)
    .prepare('page_detail_by_owner');
  const versionPrepared = db
    .select({ version: rowVersion })
    .from(pages)
    .where(byOwner)
    .prepare('page_version_by_owner');

  /** Runs a write of page `pageId`, then forgets its cached answer, also when the write failed midway. */
  const writing = async <T>(pageId: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      cache.forgetPage(pageId);
    }
  };

  const moveFiles = async (projectId: string, from: string, to: string) => {
    const source = pageFileKeys(projectId, from);
    const target = pageFileKeys(projectId, to);
    for (const kind of ['html', 'css', 'js'] as const) {
      const bytes = await storage.read(source[kind]);
      if (bytes === undefined) continue;
      await storage.write(target[kind], bytes);
      await storage.delete(source[kind]);
    }
  };

  /** The page's saved files, all three of one save ('' where a page was never saved). */
  const readContent = async (projectId: string, slug: string): Promise<PageContent> => {
    const saved = await readPageRevision(db, storage, projectId, slug);
    return { html: saved?.html ?? '', css: saved?.css ?? '', js: saved?.js ?? '' };
  };

  return {
    get,
    readContent,

    /**
     * The PageDetail of an owned page as JSON, from the cache when the caller owns the cached entry
     * (and, with `validate`, the row's version in the database is still the cached one); else read,
     * scoped by owner (a miss is a 404), and cached.
     */
    async detailJson(ownerId: string, pageId: string): Promise<string> {
      const cached = cache.get(pageId, ownerId);
      if (cached && !cacheOptions.validate) return cached.json;
      if (cached) {
        const [current] = await versionPrepared.execute({ id: pageId, owner: ownerId });
        if (!current) {
          cache.forgetPage(pageId);
          throw notFound('Page');
        }
        if (current.version === cached.version) return cached.json;
      }
      const readAt = cache.epoch();
      const [row] = await detailPrepared.execute({ id: pageId, owner: ownerId });
      if (!row) throw notFound('Page');
      const { version, ...page } = row;
      const json = JSON.stringify(toPageDetail(page));
      cache.fill(pageId, { ownerId, projectId: page.projectId, version, json }, readAt);
      return json;
    },

    /** For writers of pages rows outside this repository: call once the write is committed. */
    forgetPage: (pageId: string) => cache.forgetPage(pageId),
    forgetProject: (projectId: string) => cache.forgetProject(projectId),
    forgetOwner: (ownerId: string) => cache.forgetOwner(ownerId),
    forgetAll: () => cache.forgetAll(),
    cacheStats: () => cache.stats(),

    /** The slug of `pageId` when it is a page of `projectId` (public: a site's form names its page). */
    async slugOf(projectId: string, pageId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: pages.pageSlug })
        .from(pages)
        .where(and(eq(pages.id, pageId), eq(pages.projectId, projectId)));
      return row?.slug;
    },

    async listByProject(ownerId: string, projectId: string) {
      await ownedProject(ownerId, projectId);
      return db
        .select()
        .from(pages)
        .where(and(eq(pages.projectId, projectId), eq(pages.ownerId, ownerId)))
        .orderBy(asc(pages.position), asc(pages.createdAt));
    },

    /** Inserts a page into an owned project (used by add_page and add_project). */
    async add(ownerId: string, input: AddPageBody, tx: Db = db) {
      const taken = new Set(
        (
          await tx.select({ slug: pages.pageSlug }).from(pages).where(eq(pages.projectId, input.project_id))
        ).map((row) => row.slug),
      );
      if (input.page_slug && taken.has(input.page_slug)) throw slugTaken();
      const slug = input.page_slug ?? uniqueSlug(slugify(input.page_name), taken);
      const [last] = await tx
        .select({ position: max(pages.position) })
        .from(pages)
        .where(eq(pages.projectId, input.project_id));
      try {
        const [row] = await tx
          .insert(pages)
          .values({
            id: randomUUID(),
            projectId: input.project_id,
            ownerId,
            pageName: input.page_name,
            pageSlug: slug,
            position: (last?.position ?? -1) + 1,
            pageGroupType: input.page_group_type ?? 'generic_website',
            theme: { ...DEFAULT_ROOT_VALUES },
          })
          .returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async addToOwnedProject(ownerId: string, input: AddPageBody) {
      await ownedProject(ownerId, input.project_id);
      return this.add(ownerId, input);
    },

    edit: (ownerId: string, pageId: string, patch: EditPageBody) =>
      writing(pageId, async () => {
        const row = await get(ownerId, pageId);
        const renamed = patch.page_slug !== undefined && patch.page_slug !== row.pageSlug;
        let updated: typeof row | undefined;
        try {
          [updated] = await db
            .update(pages)
            .set({
              ...(patch.page_name !== undefined && { pageName: patch.page_name }),
              ...(patch.page_slug !== undefined && { pageSlug: patch.page_slug }),
              ...(patch.mode !== undefined && { mode: patch.mode }),
              ...(patch.sections !== undefined && { sections: patch.sections }),
              ...(patch.settings !== undefined && { settings: patch.settings }),
              ...(patch.page_group_type !== undefined && { pageGroupType: patch.page_group_type }),
              theme: { ...themeOf(row), ...pickRootValues(patch) },
              updatedAt: new Date(),
            })
            .where(and(eq(pages.id, pageId), eq(pages.ownerId, ownerId)))
            .returning();
        } catch (error) {
          if (isUniqueViolation(error)) throw slugTaken();
          throw error;
        }
        if (!updated) throw notFound('Page');
        // Files of the revision layout are named by page id: only a page not saved since 0016 moves any.
        if (renamed && row.filesRevision === null)
          await moveFiles(row.projectId, row.pageSlug, updated.pageSlug);
        return updated;
      }),

    updateMeta: (ownerId: string, pageId: string, patch: RootValuesPatch) =>
      writing(pageId, async () => {
        const [updated] = await db
          .update(pages)
          .set({
            theme: sql`${pages.theme} || ${JSON.stringify(pickRootValues(patch))}::jsonb`,
            updatedAt: new Date(),
          })
          .where(and(eq(pages.id, pageId), eq(pages.ownerId, ownerId)))
          .returning();
        if (!updated) throw notFound('Page');
        return updated;
      }),

    /**
     * The page's thumbnail; the first page's is also the project's image (spec §4 save step 5; issue 27:
     * project cards showed a placeholder forever), unless the owner chose another image in Website
     * settings: the project image follows only while it is empty or the page's previous thumbnail.
     */
    updateThumbnail: (ownerId: string, pageId: string, image: string) =>
      writing(pageId, () =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select({ image: pages.image })
            .from(pages)
            .where(and(eq(pages.id, pageId), eq(pages.ownerId, ownerId)))
            .for('update');
          if (!before) throw notFound('Page');
          const [updated] = await tx
            .update(pages)
            .set({ image, updatedAt: new Date() })
            .where(and(eq(pages.id, pageId), eq(pages.ownerId, ownerId)))
            .returning();
          if (!updated) throw notFound('Page');
          const firstPage = tx
            .select({ id: pages.id })
            .from(pages)
            .where(eq(pages.projectId, updated.projectId))
            .orderBy(asc(pages.position), asc(pages.createdAt))
            .limit(1);
          await tx
            .update(projects)
            .set({ image })
            .where(
              and(
                eq(projects.id, updated.projectId),
                eq(projects.ownerId, ownerId),
                or(eq(projects.image, ''), eq(projects.image, before.image)),
                sql`(${firstPage}) = ${pageId}`,
              ),
            );
          return updated;
        }),
      ),

    /** A copy of an owned page and its saved files (page-copy.ts). */
    async duplicate(ownerId: string, pageId: string) {
      return duplicatePage(db, storage, await get(ownerId, pageId));
    },

    /** Puts the named pages of an owned project in the given order (page-order.ts). */
    async reorder(ownerId: string, projectId: string, pageIds: readonly string[]) {
      await reorderPages(db, ownerId, projectId, pageIds);
      return this.groups(ownerId, projectId);
    },

    delete: (ownerId: string, pageId: string) =>
      writing(pageId, async () => {
        const row = await get(ownerId, pageId);
        const [siblings] = await db
          .select({ n: count() })
          .from(pages)
          .where(eq(pages.projectId, row.projectId));
        if ((siblings?.n ?? 0) <= 1) throw badRequest('A project keeps at least one page');
        await db.delete(pages).where(and(eq(pages.id, pageId), eq(pages.ownerId, ownerId)));
        const keys = pageFileKeys(row.projectId, row.pageSlug);
        await Promise.all([keys.html, keys.css, keys.js].map((key) => storage.delete(key)));
        await storage.deletePrefix(pageFilesPrefix(row.projectId, row.id));
        return row;
      }),

    async groups(ownerId: string, projectId: string) {
      const rows = await this.listByProject(ownerId, projectId);
      const byType = new Map<PageGroupType, typeof rows>();
      const ungrouped: typeof rows = [];
      for (const row of rows) {
        const type = row.pageGroupType as PageGroupType | null;
        if (type === null) ungrouped.push(row);
        else byType.set(type, [...(byType.get(type) ?? []), row]);
      }
      return { byType, ungrouped };
    },

    /**
     * Saves a page's files as its next revision (page-files.ts): the three files are written under the
     * new revision's names, then the row is switched to them in the same commit that bumps the
     * revision, so what is served is the last committed save, whole. Saves of one page are serialised
     * by the row lock. Stale `baseRevision` → 409 carrying the current revision; nothing is written.
     */
    async saveContent(ownerId: string, input: SaveInput) {
      let committed: { ref: PageFilesRef & { filesRevision: number }; before: number | null } | undefined;
      let saved: string | undefined;
      try {
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx
            .select({
              id: pages.id,
              projectId: pages.projectId,
              pageSlug: pages.pageSlug,
              revision: pages.revision,
              filesRevision: pages.filesRevision,
            })
            .from(pages)
            .where(
              and(
                eq(pages.projectId, input.projectId),
                eq(pages.pageSlug, input.slug),
                eq(pages.ownerId, ownerId),
              ),
            )
            .for('update');
          if (!row) throw notFound('Page');
          saved = row.id;
          if (input.baseRevision !== undefined && input.baseRevision !== row.revision) {
            throw conflict(
              `The page was saved elsewhere (revision ${row.revision}); yours was based on revision ${input.baseRevision}. Reload before saving.`,
              { revision: row.revision },
            );
          }
          // An html-only save keeps the css and js the page has now.
          const kept =
            input.css === undefined || input.js === undefined ? await readStored(storage, row) : undefined;
          const next = row.revision + 1;
          await writePageRevision(storage, row.projectId, row.id, next, {
            html: input.html,
            css: input.css ?? kept!.css,
            js: input.js ?? kept!.js,
          });
          const [result] = await tx
            .update(pages)
            .set({ revision: next, filesRevision: next, updatedAt: new Date() })
            .where(eq(pages.id, row.id))
            .returning({ id: pages.id, revision: pages.revision, updatedAt: pages.updatedAt });
          committed = { ref: { ...row, filesRevision: next }, before: row.filesRevision };
          return result!;
        });
        // Committed: leftovers of a failed prune are garbage the start-up sweep removes, not a failed save.
        if (committed) await pruneOlderRevisions(storage, committed.ref, committed.before).catch(() => {});
        return updated;
      } finally {
        // Only once committed: until then, readers still see (and may cache) the old row.
        if (saved !== undefined) cache.forgetPage(saved);
      }
    },
  };
}

/** The css and js a page row points at now ('' when it has none). */
async function readStored(storage: Storage, ref: PageFilesRef) {
  const keys = pageFileKeysOf(ref);
  const [css, js] = await Promise.all([storage.read(keys.css), storage.read(keys.js)]);
  return { css: css?.toString('utf8') ?? '', js: js?.toString('utf8') ?? '' };
}
