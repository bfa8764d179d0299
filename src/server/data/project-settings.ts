/**
 * Project settings (spec §3 SEO, social sharing and scripts with their mode selectors, kept on the
 * project): read with every key filled from the page defaults, and patched key by key. Scoped by
 * owner; another user's project is a 404. A project version keeps the values the owner set and puts
 * exactly those back (versions.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { PROJECT_SETTING_KEYS, ProjectSettingsValues } from '../../api/project-settings.ts';
import { DEFAULT_ROOT_VALUES, type RootKey } from '../../domain/root-values.ts';
import type { Db } from '../db/connect.ts';
import { pages, projectSettings, projects } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import { type FileTransform, pageHtmlTransform } from '../sites/site-render.ts';
import { themeOf } from './page-mapping.ts';

export type FullProjectSettings = Readonly<Record<RootKey, string>>;

/** Stored values over the defaults, limited to the project keys. */
export function fillProjectSettings(stored: ProjectSettingsValues): FullProjectSettings {
  return Object.fromEntries(
    PROJECT_SETTING_KEYS.map((key) => [key, stored[key] ?? DEFAULT_ROOT_VALUES[key]]),
  ) as FullProjectSettings;
}

/**
 * The project keys of a stored value (a settings row, or a version's copy of one): unknown keys and
 * values the settings call would refuse are dropped, so an older or hand-edited snapshot never
 * restores junk. Not an object: undefined.
 */
export function pickProjectSettings(value: unknown): ProjectSettingsValues | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  return Object.fromEntries(
    PROJECT_SETTING_KEYS.flatMap((key) =>
      ProjectSettingsValues.shape[key].safeParse(stored[key]).success ? [[key, stored[key]]] : [],
    ),
  );
}

/** The values the owner set on a project ({} when none): what a project version keeps. */
export async function readStoredProjectSettings(db: Db, projectId: string): Promise<ProjectSettingsValues> {
  const [row] = await db
    .select({ settings: projectSettings.settings })
    .from(projectSettings)
    .where(eq(projectSettings.projectId, projectId));
  return pickProjectSettings(row?.settings) ?? {};
}

/** Puts back exactly `values` (keys missing from it read as the defaults again): a version's restore. */
export async function replaceProjectSettings(
  db: Db,
  ownerId: string,
  projectId: string,
  values: ProjectSettingsValues,
): Promise<void> {
  await db
    .insert(projectSettings)
    .values({ projectId, ownerId, settings: values })
    .onConflictDoUpdate({
      target: projectSettings.projectId,
      set: { settings: values, updatedAt: new Date() },
    });
}

export function createProjectSettingsRepo(db: Db) {
  const ownProject = async (ownerId: string, projectId: string) => {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!row) throw notFound('Project');
  };

  return {
    async get(ownerId: string, projectId: string) {
      await ownProject(ownerId, projectId);
      const [row] = await db
        .select()
        .from(projectSettings)
        .where(and(eq(projectSettings.projectId, projectId), eq(projectSettings.ownerId, ownerId)));
      return { values: fillProjectSettings(row?.settings ?? {}), updatedAt: row?.updatedAt ?? null };
    },

    async update(ownerId: string, projectId: string, patch: ProjectSettingsValues) {
      await ownProject(ownerId, projectId);
      const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      await db
        .insert(projectSettings)
        .values({ projectId, ownerId, settings: values })
        .onConflictDoUpdate({
          target: projectSettings.projectId,
          set: {
            settings: sql`${projectSettings.settings} || ${JSON.stringify(values)}::jsonb`,
            updatedAt: new Date(),
          },
        });
      return this.get(ownerId, projectId);
    },
  };
}

/**
 * The transform that renders the project's page html for publishing, the preview domain and zips
 * (sites/site-render.ts); with `forms`, the pages' forms post to the site (not in a zip); with
 * `origin` (a publish's `https://{domain}`), each page gets its canonical address and share tags.
 */
export async function loadSiteTransform(
  db: Db,
  projectId: string,
  options: { forms: boolean; origin?: string } = { forms: false },
): Promise<FileTransform> {
  const input = await loadSiteRenderInput(db, projectId, options);
  return pageHtmlTransform(input.project, input.pagesBySlug, input.siteName, input.formTargets, input.origin);
}

/** The arguments of `pageHtmlTransform` for a project, as plain data (a worker thread can take them: zip export). */
export interface SiteRenderInput {
  readonly project: Parameters<typeof pageHtmlTransform>[0];
  readonly pagesBySlug: Parameters<typeof pageHtmlTransform>[1];
  readonly siteName: string;
  readonly formTargets: Parameters<typeof pageHtmlTransform>[3];
  readonly origin: string | undefined;
}

export async function loadSiteRenderInput(
  db: Db,
  projectId: string,
  options: { forms: boolean; origin?: string } = { forms: false },
): Promise<SiteRenderInput> {
  const [row] = await db
    .select({ settings: projectSettings.settings })
    .from(projectSettings)
    .where(eq(projectSettings.projectId, projectId));
  const rows = await db
    .select({ id: pages.id, slug: pages.pageSlug, theme: pages.theme, group: pages.pageGroupType })
    .from(pages)
    .where(eq(pages.projectId, projectId))
    .orderBy(asc(pages.position), asc(pages.createdAt));
  const [project] = await db
    .select({ name: projects.projectName })
    .from(projects)
    .where(eq(projects.id, projectId));
  return {
    project: fillProjectSettings(row?.settings ?? {}),
    pagesBySlug: new Map(rows.map((page) => [page.slug, themeOf(page)])),
    siteName: project?.name ?? '',
    formTargets: options.forms ? formTargets(rows) : undefined,
    origin: options.origin,
  };
}

/** Each page's form target; a funnel step goes on to the funnel's next page by default. */
function formTargets(rows: readonly { id: string; slug: string; group: string | null }[]) {
  const funnel = rows.filter((row) => row.group === 'funnel');
  return new Map(
    rows.map((row) => {
      const step = row.group === 'funnel' ? funnel.indexOf(row) : -1;
      const next = step >= 0 ? funnel[step + 1] : undefined;
      return [
        row.slug,
        { pageId: row.id, nextPath: next && (next.slug === 'index' ? '/' : `/${next.slug}`) },
      ];
    }),
  );
}
