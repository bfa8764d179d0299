/**
 * Project and page versions (spec §3 "Versions", §7): a version stores a snapshot of page records and
 * their saved files; a project version also the project settings (SEO, social sharing, scripts and
 * their mode selectors, project-settings.ts). Restoring rewrites every page of the snapshot
 * (recreating deleted ones with their old id, or a fresh slug if another page took theirs) and bumps
 * each revision, so an editor still on the old revision gets a 409 instead of overwriting the restore;
 * a project version then puts its settings back exactly. Snapshots made before settings were kept
 * have no `project_settings` and leave the current settings alone. Scoped by owner; misses are 404.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { ProjectSettingsValues } from '../../api/project-settings.ts';
import type { Version } from '../../api/version.ts';
import type { Db } from '../db/connect.ts';
import { pages, pageVersions, projectVersions } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import type { Storage } from '../storage/storage.ts';
import { pruneOlderRevisions, writePageRevision } from './page-files.ts';
import type { PageRow } from './page-mapping.ts';
import type { createPageRepo } from './pages.ts';
import {
  pickProjectSettings,
  readStoredProjectSettings,
  replaceProjectSettings,
} from './project-settings.ts';
import { uniqueSlug } from './slugs.ts';

export interface PageSnapshot {
  readonly page_id: string;
  readonly page_name: string;
  readonly page_slug: string;
  readonly image: string;
  readonly mode: string;
  readonly position: number;
  readonly page_group_type: string | null;
  readonly sections: unknown;
  readonly theme: unknown;
  readonly settings: unknown;
  readonly html: string;
  readonly css: string;
  readonly js: string;
}

interface Snapshot {
  readonly project_id: string;
  readonly pages: PageSnapshot[];
  /** Project versions only: the values the owner had set (absent in snapshots older than this field). */
  readonly project_settings?: ProjectSettingsValues;
}

type VersionRow = { id: string; versionName: string; createdAt: Date; snapshot: unknown };

function toVersion(row: VersionRow, pageId: string | null): Version {
  const snapshot = row.snapshot as Snapshot;
  return {
    _id: row.id,
    version_name: row.versionName,
    project_id: snapshot.project_id,
    page_id: pageId,
    pages_count: snapshot.pages.length,
    created_at: row.createdAt.toISOString(),
  };
}

export function createVersionRepo(db: Db, storage: Storage, pageRepo: ReturnType<typeof createPageRepo>) {
  const snapshotOf = async (row: PageRow): Promise<PageSnapshot> => ({
    page_id: row.id,
    page_name: row.pageName,
    page_slug: row.pageSlug,
    image: row.image,
    mode: row.mode,
    position: row.position,
    page_group_type: row.pageGroupType,
    sections: row.sections,
    theme: row.theme,
    settings: row.settings,
    ...(await pageRepo.readContent(row.projectId, row.pageSlug)),
  });

  /**
   * Writes one page of a snapshot back: record (recreated if deleted) and files, as a new revision
   * committed with them (page-files.ts); answers the page id.
   */
  const restorePage = async (ownerId: string, projectId: string, snap: PageSnapshot) => {
    const done = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(pages)
        .where(and(eq(pages.id, snap.page_id), eq(pages.ownerId, ownerId)))
        .for('update');
      const others = await tx
        .select({ slug: pages.pageSlug })
        .from(pages)
        .where(and(eq(pages.projectId, projectId), ne(pages.id, snap.page_id)));
      const slug = uniqueSlug(snap.page_slug, new Set(others.map((row) => row.slug)));
      const values = {
        pageName: snap.page_name,
        pageSlug: slug,
        image: snap.image,
        mode: snap.mode,
        pageGroupType: snap.page_group_type,
        sections: snap.sections,
        theme: snap.theme,
        settings: snap.settings,
        updatedAt: new Date(),
      };
      const revision = (current?.revision ?? 0) + 1;
      await writePageRevision(storage, projectId, snap.page_id, revision, snap);
      if (current) {
        await tx
          .update(pages)
          .set({ ...values, revision, filesRevision: revision })
          .where(eq(pages.id, current.id));
      } else {
        await tx.insert(pages).values({
          ...values,
          id: snap.page_id,
          projectId,
          ownerId,
          position: snap.position,
          revision,
          filesRevision: revision,
        });
      }
      // A page not saved since 0016 has its old files at its old slug's fixed keys.
      const ref = {
        id: snap.page_id,
        projectId,
        pageSlug: current?.pageSlug ?? slug,
        filesRevision: revision,
      };
      return { ref, before: current ? current.filesRevision : null };
    });
    // Committed: leftovers of a failed prune are garbage the start-up sweep removes.
    await pruneOlderRevisions(storage, done.ref, done.before).catch(() => {});
    return snap.page_id;
  };

  const projectVersionRow = async (ownerId: string, versionId: string) => {
    const [row] = await db
      .select()
      .from(projectVersions)
      .where(and(eq(projectVersions.id, versionId), eq(projectVersions.ownerId, ownerId)));
    if (!row) throw notFound('Version');
    return row;
  };

  const pageVersionRow = async (ownerId: string, versionId: string) => {
    const [row] = await db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.id, versionId), eq(pageVersions.ownerId, ownerId)));
    if (!row) throw notFound('Version');
    return row;
  };

  return {
    async saveProject(ownerId: string, projectId: string, name: string) {
      const rows = await pageRepo.listByProject(ownerId, projectId);
      const snapshot: Snapshot = {
        project_id: projectId,
        pages: await Promise.all(rows.map(snapshotOf)),
        project_settings: await readStoredProjectSettings(db, projectId),
      };
      const [row] = await db
        .insert(projectVersions)
        .values({ id: randomUUID(), projectId, ownerId, versionName: name, snapshot })
        .returning();
      return toVersion(row!, null);
    },

    async listProject(ownerId: string, projectId: string) {
      await pageRepo.listByProject(ownerId, projectId);
      const rows = await db
        .select()
        .from(projectVersions)
        .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.ownerId, ownerId)))
        .orderBy(desc(projectVersions.createdAt));
      return rows.map((row) => toVersion(row, null));
    },

    async renameProject(ownerId: string, versionId: string, name: string) {
      const [row] = await db
        .update(projectVersions)
        .set({ versionName: name })
        .where(and(eq(projectVersions.id, versionId), eq(projectVersions.ownerId, ownerId)))
        .returning();
      if (!row) throw notFound('Version');
      return toVersion(row, null);
    },

    async deleteProject(ownerId: string, versionId: string) {
      const [row] = await db
        .delete(projectVersions)
        .where(and(eq(projectVersions.id, versionId), eq(projectVersions.ownerId, ownerId)))
        .returning({ id: projectVersions.id });
      if (!row) throw notFound('Version');
    },

    /** Restores every page of the snapshot, then its project settings if it has them; answers the project id. */
    async useProject(ownerId: string, versionId: string) {
      const row = await projectVersionRow(ownerId, versionId);
      const snapshot = row.snapshot as Snapshot;
      for (const page of snapshot.pages) await restorePage(ownerId, row.projectId, page);
      const settings = pickProjectSettings(snapshot.project_settings);
      if (settings) await replaceProjectSettings(db, ownerId, row.projectId, settings);
      return row.projectId;
    },

    async savePage(ownerId: string, pageId: string, name: string) {
      const page = await pageRepo.get(ownerId, pageId);
      const snapshot: Snapshot = { project_id: page.projectId, pages: [await snapshotOf(page)] };
      const [row] = await db
        .insert(pageVersions)
        .values({ id: randomUUID(), pageId, ownerId, versionName: name, snapshot })
        .returning();
      return toVersion(row!, pageId);
    },

    async listPage(ownerId: string, pageId: string) {
      await pageRepo.get(ownerId, pageId);
      const rows = await db
        .select()
        .from(pageVersions)
        .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.ownerId, ownerId)))
        .orderBy(desc(pageVersions.createdAt));
      return rows.map((row) => toVersion(row, pageId));
    },

    async countPage(ownerId: string, pageId: string) {
      await pageRepo.get(ownerId, pageId);
      const [row] = await db
        .select({ n: count() })
        .from(pageVersions)
        .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.ownerId, ownerId)));
      return row?.n ?? 0;
    },

    async renamePage(ownerId: string, versionId: string, name: string) {
      const [row] = await db
        .update(pageVersions)
        .set({ versionName: name })
        .where(and(eq(pageVersions.id, versionId), eq(pageVersions.ownerId, ownerId)))
        .returning();
      if (!row) throw notFound('Version');
      return toVersion(row, row.pageId);
    },

    async deletePage(ownerId: string, versionId: string) {
      const [row] = await db
        .delete(pageVersions)
        .where(and(eq(pageVersions.id, versionId), eq(pageVersions.ownerId, ownerId)))
        .returning({ id: pageVersions.id });
      if (!row) throw notFound('Version');
    },

    /** Restores the page of a page version; answers the page id. */
    async usePage(ownerId: string, versionId: string) {
      const row = await pageVersionRow(ownerId, versionId);
      const snapshot = row.snapshot as Snapshot;
      for (const page of snapshot.pages) await restorePage(ownerId, snapshot.project_id, page);
      return row.pageId;
    },
  };
}
