/**
 * The content library in the database (issue 6; spec §7 Templates; CONTRACT list_template and
 * list_section): listing and searching templates and library sections, template categories,
 * usage counts, and a project made from a template — its pages created with the template's
 * theme, each page's files built by the real commands and projections (build-page.ts) and
 * written at once, and the template's assets copied next to them, so
 * `{hostedBase}/{projectId}/{slug}.html` serves every page straight away.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { buildSavedPage } from '../content/build-page.ts';
import { CONTENT_ROOT } from '../content/library.ts';
import type { Db } from '../db/connect.ts';
import { librarySections, templates } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import type { Storage } from '../storage/storage.ts';
import type { createPageRepo } from './pages.ts';
import type { createProjectRepo } from './projects.ts';

export type TemplateRow = typeof templates.$inferSelect;
export type LibrarySectionRow = typeof librarySections.$inferSelect;

export interface TemplateFilter {
  readonly category?: string | undefined;
  readonly search?: string | undefined;
  readonly page?: number | undefined;
  readonly limit?: number | undefined;
}

const likeAny = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createTemplateRepo(
  db: Db,
  storage: Storage,
  projectRepo: ReturnType<typeof createProjectRepo>,
  pageRepo: ReturnType<typeof createPageRepo>,
) {
  const get = async (id: string): Promise<TemplateRow> => {
    const [row] = await db.select().from(templates).where(eq(templates.id, id));
    if (!row) throw notFound('Template');
    return row;
  };

  return {
    get,

    async list(filter: TemplateFilter) {
      const limit = filter.limit ?? 24;
      const page = filter.page ?? 1;
      const search = filter.search?.trim();
      const where = and(
        filter.category ? sql`lower(${templates.category}) = lower(${filter.category})` : undefined,
        search
          ? or(
              ilike(templates.templateName, likeAny(search)),
              ilike(templates.description, likeAny(search)),
              ilike(templates.category, likeAny(search)),
            )
          : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(templates)
          .where(where)
          .orderBy(asc(templates.position))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: sql<number>`count(*)::int` }).from(templates).where(where),
      ]);
      return { rows, total: count?.total ?? 0, page, limit };
    },

    async categories() {
      return db
        .select({ name: templates.category, count: sql<number>`count(*)::int` })
        .from(templates)
        .groupBy(templates.category)
        .orderBy(asc(sql`min(${templates.position})`));
    },

    async increaseUsage(id: string): Promise<number> {
      const [row] = await db
        .update(templates)
        .set({ usageCount: sql`${templates.usageCount} + 1` })
        .where(eq(templates.id, id))
        .returning({ usageCount: templates.usageCount });
      if (!row) throw notFound('Template');
      return row.usageCount;
    },

    async sections(filter: { category?: string | undefined; search?: string | undefined }) {
      const search = filter.search?.trim();
      return db
        .select()
        .from(librarySections)
        .where(
          and(
            filter.category ? sql`lower(${librarySections.category}) = lower(${filter.category})` : undefined,
            search
              ? or(
                  ilike(librarySections.sectionTitle, likeAny(search)),
                  ilike(librarySections.sectionName, likeAny(search)),
                  ilike(librarySections.description, likeAny(search)),
                  ilike(librarySections.category, likeAny(search)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(librarySections.position));
    },

    async sectionCategories(): Promise<string[]> {
      const rows = await db
        .select({ category: librarySections.category })
        .from(librarySections)
        .groupBy(librarySections.category)
        .orderBy(asc(sql`min(${librarySections.position})`));
      return rows.map((row) => row.category);
    },

    /** Creates a project from a template: its pages with their theme, saved files and assets. */
    async createProject(ownerId: string, projectName: string, templateId: string) {
      const template = await get(templateId);
      const project = await projectRepo.create(ownerId, {
        project_name: projectName,
        template_id: templateId,
      });
      const [first] = project.page_list;
      const group = template.kind === 'funnel' ? 'funnel' : 'generic_website';
      for (const [index, page] of template.pages.entries()) {
        const names = {
          page_name: page.page_name,
          page_slug: page.page_slug,
          page_group_type: group,
        } as const;
        const row =
          index === 0 && first
            ? await pageRepo.edit(ownerId, first._id, names)
            : await pageRepo.add(ownerId, { project_id: project._id, ...names });
        await pageRepo.edit(ownerId, row.id, { ...page.root });
        const saved = buildSavedPage(page.sections, page.root, {
          page_name: page.page_name,
          page_slug: page.page_slug,
        });
        await pageRepo.saveContent(ownerId, {
          projectId: project._id,
          slug: page.page_slug,
          html: saved.html,
          css: saved.css,
          js: saved.javascript,
        });
      }
      for (const file of template.templateFiles) {
        // Paths come from our own content; still, nothing outside content/ is ever read.
        const source = normalize(join(CONTENT_ROOT, file.file_path));
        if (!source.startsWith(`${CONTENT_ROOT}/`)) continue;
        await storage.write(`${project._id}/${file.Key}`, await readFile(source));
      }
      await this.increaseUsage(templateId);
      return projectRepo.get(ownerId, project._id);
    },
  };
}
