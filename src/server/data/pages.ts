/**
 * Pages (spec §3 Page, §7 "Page", CONTRACT save): every query is scoped by `owner_id`, so another
 * user's page is indistinguishable from a missing one (404). Saving content writes the three page
 * files to storage and bumps the page revision under a row lock; a stale `base_revision` is a 409
 * that leaves everything as it was.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { AddPageBody, EditPageBody, PageGroupType, RootValuesPatch } from '../../api/page.ts';
import { DEFAULT_ROOT_VALUES, isRootKey } from '../../domain/root-values.ts';
import type { Db } from '../db/connect.ts';
import { pages, projects } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { pageFileKeys, type Storage } from '../storage/storage.ts';
import { isUniqueViolation } from './db-errors.ts';
import { duplicatePage } from './page-copy.ts';
import { themeOf } from './page-mapping.ts';
import { reorderPages } from './page-order.ts';
import { slugify, uniqueSlug } from './slugs.ts';

export interface PageContent {
  readonly html: string;
  readonly css: string;
  readonly js: string;
}

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
  return Object.fromEntries(Object.entries(patch).filter(([key, value]) => isRootKey(key) && value !== undefined));
}

export function createPageRepo(db: Db, storage: Storage) {
  const ownedProject = async (ownerId: string, projectId: string) => {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!row) throw notFound('Project');
    return row;
  };

  const getPrepared = db
    .select()
    .from(pages)
    .where(and(eq(pages.id, sql.placeholder('id')), eq(pages.ownerId, sql.placeholder('owner'))))
    .prepare('page_by_owner');
  const get = async (ownerId: string, pageId: string) => {
    const [row] = await getPrepared.execute({ id: pageId, owner: ownerId });
    if (!row) throw notFound('Page');
    return row;
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

  const readContent = async (projectId: string, slug: string): Promise<PageContent> => {
    const keys = pageFileKeys(projectId, slug);
    const [html, css, js] = await Promise.all([keys.html, keys.css, keys.js].map((key) => storage.read(key)));
    return { html: html?.toString('utf8') ?? '', css: css?.toString('utf8') ?? '', js: js?.toString('utf8') ?? '' };
  };

  return {
    get,
    readContent,

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
        (await tx.select({ slug: pages.pageSlug }).from(pages).where(eq(pages.projectId, input.project_id))).map(
          (row) => row.slug,
        ),
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

    async edit(ownerId: string, pageId: string, patch: EditPageBody) {
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
      if (renamed) await moveFiles(row.projectId, row.pageSlug, updated.pageSlug);
      return updated;
    },

    async updateMeta(ownerId: string, pageId: string, patch: RootValuesPatch) {
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
    },

    async updateThumbnail(ownerId: string, pageId: string, image: string) {
      const [updated] = await db
        .update(pages)
        .set({ image, updatedAt: new Date() })
        .where(and(eq(pages.id, pageId), eq(pages.ownerId, ownerId)))
        .returning();
      if (!updated) throw notFound('Page');
      return updated;
    },

    /** A copy of an owned page and its saved files (page-copy.ts). */
    async duplicate(ownerId: string, pageId: string) {
      return duplicatePage(db, storage, await get(ownerId, pageId));
    },

    /** Puts the named pages of an owned project in the given order (page-order.ts). */
    async reorder(ownerId: string, projectId: string, pageIds: readonly string[]) {
      await reorderPages(db, ownerId, projectId, pageIds);
      return this.groups(ownerId, projectId);
    },

    async delete(ownerId: string, pageId: string) {
      const row = await get(ownerId, pageId);
      const [siblings] = await db.select({ n: count() }).from(pages).where(eq(pages.projectId, row.projectId));
      if ((siblings?.n ?? 0) <= 1) throw badRequest('A project keeps at least one page');
      await db.delete(pages).where(and(eq(pages.id, pageId), eq(pages.ownerId, ownerId)));
      const keys = pageFileKeys(row.projectId, row.pageSlug);
      await Promise.all([keys.html, keys.css, keys.js].map((key) => storage.delete(key)));
      return row;
    },

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
     * Writes a page's files and bumps its revision, atomically with respect to other saves of the same
     * page (row lock). Stale `baseRevision` → 409 carrying the current revision; nothing is written.
     */
    async saveContent(ownerId: string, input: SaveInput) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: pages.id, revision: pages.revision })
          .from(pages)
          .where(and(eq(pages.projectId, input.projectId), eq(pages.pageSlug, input.slug), eq(pages.ownerId, ownerId)))
          .for('update');
        if (!row) throw notFound('Page');
        if (input.baseRevision !== undefined && input.baseRevision !== row.revision) {
          throw conflict(
            `The page was saved elsewhere (revision ${row.revision}); yours was based on revision ${input.baseRevision}. Reload before saving.`,
            { revision: row.revision },
          );
        }
        const keys = pageFileKeys(input.projectId, input.slug);
        await storage.write(keys.html, input.html);
        if (input.css !== undefined) await storage.write(keys.css, input.css);
        if (input.js !== undefined) await storage.write(keys.js, input.js);
        const [updated] = await tx
          .update(pages)
          .set({ revision: sql`${pages.revision} + 1`, updatedAt: new Date() })
          .where(eq(pages.id, row.id))
          .returning({ id: pages.id, revision: pages.revision, updatedAt: pages.updatedAt });
        return updated!;
      });
    },
  };
}
