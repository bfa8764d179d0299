/**
 * Where the builder's page comes from (spec §7 Static files, §8): the saved files on the
 * hosted base (fetched by saved-files.ts) read back into a document together with the page
 * record's theme fields (root values).
 */
import type { PageDetail } from '../../api/page.ts';
import type { PageDocument } from '../../domain/document.ts';
import type { IdSource } from '../../domain/ids.ts';
import { DEFAULT_ROOT_VALUES, ROOT_KEYS, type RootKey, type RootValues } from '../../domain/root-values.ts';
import { loadPage, type SavedPage } from '../../projections/load-page.ts';

/** The theme fields of a page record as root values (missing ones take the spec defaults). */
export function rootValuesOf(page: Partial<Record<RootKey, unknown>>): RootValues {
  const root: Record<RootKey, string> = { ...DEFAULT_ROOT_VALUES };
  for (const key of ROOT_KEYS) {
    const value = page[key];
    if (typeof value === 'string') root[key] = value;
  }
  return root;
}

/** What of a page record its document reads: the page's names and its theme fields. */
export type PageSourceRecord = Pick<PageDetail, '_id' | 'project' | 'page_name' | 'page_slug'> &
  Partial<Record<RootKey, unknown>>;

export function serverDocument(page: PageSourceRecord, saved: SavedPage, ids: IdSource): PageDocument {
  return loadPage(
    saved,
    rootValuesOf(page),
    {
      project_id: page.project,
      page_id: page._id,
      page_name: page.page_name,
      page_slug: page.page_slug,
    },
    ids,
  );
}
