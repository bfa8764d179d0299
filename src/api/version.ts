/**
 * Version calls of spec §7 (project: save_version, get_version_list_by_project, update_project_version_name,
 * use_project_version, delete_version; page: save_page_version, page_version_listing, page_version_count,
 * use_page_version, update_page_version_name, delete_page_version). A version is a named snapshot of the
 * page records and their saved files; using one restores them and bumps each page's revision. Browser-safe.
 */
import { z } from 'zod';
import { Id, Name, okEnvelope, Timestamp } from './common.ts';
import { PageResponse } from './page.ts';
import { ProjectResponse } from './project.ts';

export const Version = z.object({
  _id: Id,
  version_name: z.string(),
  project_id: Id,
  page_id: Id.nullable(),
  pages_count: z.number().int(),
  created_at: Timestamp,
});
export type Version = z.infer<typeof Version>;

export const VersionResponse = okEnvelope({ version: Version });
export type VersionResponse = z.infer<typeof VersionResponse>;
export const VersionListResponse = okEnvelope({ versions: z.array(Version) });
export type VersionListResponse = z.infer<typeof VersionListResponse>;
export const VersionCountResponse = okEnvelope({ count: z.number().int() });
export type VersionCountResponse = z.infer<typeof VersionCountResponse>;

export const SaveProjectVersionBody = z.object({ project_id: Id, version_name: Name });
export type SaveProjectVersionBody = z.infer<typeof SaveProjectVersionBody>;
export const SavePageVersionBody = z.object({ page_id: Id, version_name: Name });
export type SavePageVersionBody = z.infer<typeof SavePageVersionBody>;
export const RenameVersionBody = z.object({ version_id: Id, version_name: Name });
export type RenameVersionBody = z.infer<typeof RenameVersionBody>;
export const UseVersionBody = z.object({ version_id: Id });
export type UseVersionBody = z.infer<typeof UseVersionBody>;

export { PageResponse as UsePageVersionResponse, ProjectResponse as UseProjectVersionResponse };
