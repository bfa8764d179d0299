/**
 * Project calls of spec §7 "Project" and the project entity of spec §3, plus the page save calls
 * (`user_template`, `user_template_html`) whose contract is fixed by CONTRACT "HTTP": a save may carry
 * `base_revision`; a stale one answers 409 with the current revision. Browser-safe.
 */
import { z } from 'zod';
import { Id, Name, okEnvelope, Slug, Timestamp, UrlField } from './common.ts';
import { PageSummary } from './page.ts';

export const Project = z.object({
  _id: Id,
  project_name: z.string(),
  /** The free address, `{slug}.{SITES_DOMAIN}`, serving the last saved pages (CONTRACT). */
  preview_domain: z.string(),
  image: z.string(),
  domain: z.string(),
  logo: z.string(),
  template_id: z.string().nullable(),
  is_approved: z.boolean(),
  is_completed: z.boolean(),
  is_published: z.boolean(),
  status: z.boolean(),
  payment_page_id: Id.nullable(),
  page_list: z.array(PageSummary),
  project_pages_count: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Project = z.infer<typeof Project>;

export const ProjectResponse = okEnvelope({ project: Project });
export type ProjectResponse = z.infer<typeof ProjectResponse>;

export const ProjectListResponse = okEnvelope({ projects: z.array(Project) });
export type ProjectListResponse = z.infer<typeof ProjectListResponse>;

export const AddProjectBody = z.object({
  project_name: Name,
  template_id: z.string().min(1).max(100).optional(),
});
export type AddProjectBody = z.infer<typeof AddProjectBody>;

export const EditProjectNameBody = z.object({ project_name: Name });
export type EditProjectNameBody = z.infer<typeof EditProjectNameBody>;

/** Payload of spec §7 `edit_project`; `project_pages_count` is accepted but derived, never stored. */
export const EditProjectBody = z.object({
  image: UrlField.optional(),
  logo: UrlField.optional(),
  project_name: Name.optional(),
  is_approved: z.boolean().optional(),
  is_completed: z.boolean().optional(),
  is_published: z.boolean().optional(),
  status: z.boolean().optional(),
  project_pages_count: z.number().int().min(0).optional(),
  payment_page_id: Id.nullable().optional(),
});
export type EditProjectBody = z.infer<typeof EditProjectBody>;

/** Size caps of one saved page (the body limit of the save routes is a little above their sum). */
export const SAVE_HTML_MAX = 8 * 1024 * 1024;
export const SAVE_CSS_MAX = 2 * 1024 * 1024;
export const SAVE_JS_MAX = 2 * 1024 * 1024;

const Revision = z.number().int().min(0);

export const UserTemplateBody = z.object({
  project_id: Id,
  slug_name: Slug,
  html: z.string().min(1).max(SAVE_HTML_MAX),
  css: z.string().max(SAVE_CSS_MAX),
  javascript: z.string().max(SAVE_JS_MAX),
  base_revision: Revision.optional(),
});
export type UserTemplateBody = z.infer<typeof UserTemplateBody>;

export const UserTemplateHtmlBody = UserTemplateBody.pick({
  project_id: true,
  slug_name: true,
  html: true,
  base_revision: true,
});
export type UserTemplateHtmlBody = z.infer<typeof UserTemplateHtmlBody>;

export const SaveResponse = okEnvelope({ page_id: Id, revision: Revision, updated_at: Timestamp });
export type SaveResponse = z.infer<typeof SaveResponse>;

/** Spec §7 names only `project_name` (used for the file name); `project_id` says which project. */
export const MakeZipBody = z.object({ project_id: Id, project_name: z.string().max(200).optional() });
export type MakeZipBody = z.infer<typeof MakeZipBody>;

/** The zip travels inside the JSON envelope (every answer is JSON), base64-encoded. */
export const ZipResponse = okEnvelope({ file_name: z.string(), zip_base64: z.string() });
export type ZipResponse = z.infer<typeof ZipResponse>;
