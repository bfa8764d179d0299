/** Page rows → the API shapes of spec §3 (summary in lists, detail with sections, theme and settings). */
import type { PageDetail, PageGroupType, PageSection, PageSettings, PageSummary } from '../../api/page.ts';
import { DEFAULT_ROOT_VALUES, type RootValues } from '../../domain/root-values.ts';
import type { pages } from '../db/schema.ts';

export type PageRow = typeof pages.$inferSelect;

export function toPageSummary(row: PageRow): PageSummary {
  return {
    _id: row.id,
    page_id: row.id,
    page_name: row.pageName,
    page_slug: row.pageSlug,
    image: row.image,
    page_group_type: (row.pageGroupType as PageGroupType | null) ?? null,
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Stored theme values over the defaults, so keys added to the domain later read as their default. */
export function themeOf(row: Pick<PageRow, 'theme'>): RootValues {
  return { ...DEFAULT_ROOT_VALUES, ...(row.theme as Partial<RootValues>) };
}

export function toPageDetail(row: PageRow): PageDetail {
  return {
    ...themeOf(row),
    ...toPageSummary(row),
    project: row.projectId,
    mode: row.mode,
    sections: row.sections as PageSection[],
    settings: row.settings as PageSettings,
    created_at: row.createdAt.toISOString(),
  };
}
