/**
 * Projects (spec §3 Project, §7 "Project", CONTRACT add_project): a project is created together with
 * its first page, in one transaction; every query is scoped by `owner_id` (another user's project is a
 * 404). Deleting a project removes its rows (cascade) and its stored files.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, like, or } from 'drizzle-orm';
import { previewDomain, projectSlugBase, slugCandidate } from '../../api/preview-domain.ts';
import type { AddProjectBody, EditProjectBody, Project } from '../../api/project.ts';
import type { Db } from '../db/connect.ts';
import { pages, projectDomains, projects } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import { publishedProjectPrefix, removePointer } from '../sites/published.ts';
import type { Storage } from '../storage/storage.ts';
import { isUniqueViolation } from './db-errors.ts';
import { pageFilesPrefix } from './page-files.ts';
import { type PageRow, toPageSummary } from './page-mapping.ts';
import type { createPageRepo } from './pages.ts';
import { FIRST_PAGE_SLUG } from './slugs.ts';

export type ProjectRow = typeof projects.$inferSelect;

export function toProject(row: ProjectRow, pageRows: readonly PageRow[], sitesDomain: string): Project {
  return {
    _id: row.id,
    project_name: row.projectName,
    preview_domain: previewDomain(row.slug, sitesDomain),
    image: row.image,
    domain: row.domain,
    logo: row.logo,
    template_id: row.templateId,
    is_approved: row.isApproved,
    is_completed: row.isCompleted,
    is_published: row.isPublished,
    status: row.status,
    payment_page_id: row.paymentPageId,
    page_list: pageRows.map(toPageSummary),
    project_pages_count: pageRows.length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** How many times a create retries when another create took its slug between the check and the insert. */
const SLUG_RACE_RETRIES = 3;

/** The first free slug for a project named `name` (base, base-2, base-3, …). */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = projectSlugBase(name);
  const stem = base.slice(0, 30).replace(/[%_\\]/g, '');
  const taken = new Set(
    (
      await db
        .select({ slug: projects.slug })
        .from(projects)
        .where(or(eq(projects.slug, base), like(projects.slug, `${stem}%`)))
    ).map((row) => row.slug),
  );
  for (let n = 1; ; n++) {
    const candidate = slugCandidate(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

export function createProjectRepo(
  db: Db,
  storage: Storage,
  pageRepo: ReturnType<typeof createPageRepo>,
  sitesDomain = 'localhost',
) {
  const pagesOf = (ownerId: string, projectIds: string[]) =>
    projectIds.length === 0
      ? Promise.resolve([] as PageRow[])
      : db
          .select()
          .from(pages)
          .where(and(eq(pages.ownerId, ownerId), inArray(pages.projectId, projectIds)))
          .orderBy(asc(pages.position), asc(pages.createdAt));

  const withPages = async (ownerId: string, row: ProjectRow) =>
    toProject(row, await pagesOf(ownerId, [row.id]), sitesDomain);

  const getRow = async (ownerId: string, projectId: string) => {
    const [row] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!row) throw notFound('Project');
    return row;
  };

  const update = async (
    ownerId: string,
    projectId: string,
    values: Partial<typeof projects.$inferInsert>,
  ) => {
    const [row] = await db
      .update(projects)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
      .returning();
    if (!row) throw notFound('Project');
    return withPages(ownerId, row);
  };

  return {
    getRow,

    async create(ownerId: string, input: AddProjectBody) {
      const insert = async (slug: string) =>
        db.transaction(async (tx) => {
          const [project] = await tx
            .insert(projects)
            .values({
              id: randomUUID(),
              ownerId,
              projectName: input.project_name,
              slug,
              templateId: input.template_id ?? null,
            })
            .returning();
          await pageRepo.add(
            ownerId,
            { project_id: project!.id, page_name: 'Home', page_slug: FIRST_PAGE_SLUG },
            tx as unknown as Db,
          );
          return project!;
        });
      for (let attempt = 1; ; attempt++) {
        try {
          return await withPages(ownerId, await insert(await freeSlug(db, input.project_name)));
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= SLUG_RACE_RETRIES) throw error;
        }
      }
    },

    /** The project a preview domain's slug names (public: the sites origin serves its saved pages). */
    async findBySlug(slug: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: projects.id, name: projects.projectName })
        .from(projects)
        .where(eq(projects.slug, slug));
      return row;
    },

    async get(ownerId: string, projectId: string) {
      return withPages(ownerId, await getRow(ownerId, projectId));
    },

    async list(ownerId: string) {
      const rows = await db
        .select()
        .from(projects)
        .where(eq(projects.ownerId, ownerId))
        .orderBy(desc(projects.updatedAt));
      const allPages = await pagesOf(
        ownerId,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        toProject(
          row,
          allPages.filter((page) => page.projectId === row.id),
          sitesDomain,
        ),
      );
    },

    rename(ownerId: string, projectId: string, projectName: string) {
      return update(ownerId, projectId, { projectName });
    },

    async edit(ownerId: string, projectId: string, patch: EditProjectBody) {
      if (patch.payment_page_id) await pageRepo.get(ownerId, patch.payment_page_id);
      return update(ownerId, projectId, {
        ...(patch.project_name !== undefined && { projectName: patch.project_name }),
        ...(patch.image !== undefined && { image: patch.image }),
        ...(patch.logo !== undefined && { logo: patch.logo }),
        ...(patch.is_approved !== undefined && { isApproved: patch.is_approved }),
        ...(patch.is_completed !== undefined && { isCompleted: patch.is_completed }),
        ...(patch.is_published !== undefined && { isPublished: patch.is_published }),
        ...(patch.status !== undefined && { status: patch.status }),
        ...(patch.payment_page_id !== undefined && { paymentPageId: patch.payment_page_id }),
      });
    },

    /** Removes the project with its rows, saved files, publishes and domain switches. */
    async delete(ownerId: string, projectId: string) {
      const hostnames = await db
        .select({ hostname: projectDomains.hostname })
        .from(projectDomains)
        .where(and(eq(projectDomains.projectId, projectId), eq(projectDomains.ownerId, ownerId)));
      const [row] = await db
        .delete(projects)
        .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
        .returning({ id: projects.id });
      if (!row) throw notFound('Project');
      // The delete cascaded to the project's pages rows.
      pageRepo.forgetProject(row.id);
      await storage.deletePrefix(row.id);
      await storage.deletePrefix(pageFilesPrefix(row.id));
      await storage.deletePrefix(publishedProjectPrefix(row.id));
      for (const { hostname } of hostnames) await removePointer(storage, hostname);
    },
  };
}
