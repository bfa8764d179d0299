/**
 * Template calls (spec §7 Templates; CONTRACT list_template): the shipped website and funnel
 * templates with their category, thumbnail, pages and usage count; template categories; the
 * website categories; template files (spec §3 template assets). Browser-safe.
 */
import { z } from 'zod';
import { okEnvelope } from './common.ts';

/** Template ids are the content library's stable 10-character ids. */
export const TemplateId = z.string().regex(/^[A-Za-z0-9]{10}$/, { error: 'must be a template id' });
export const TemplateIdParams = z.object({ id: TemplateId });

export const TemplateKind = z.enum(['website', 'funnel']);

export const TemplateSummary = z.object({
  _id: TemplateId,
  template_name: z.string(),
  slug: z.string(),
  category: z.string(),
  kind: TemplateKind,
  description: z.string(),
  /** Address of the thumbnail on the app origin. */
  thumbnail: z.string(),
  usage_count: z.number().int(),
  palette: z.string(),
  pages: z.array(z.object({ page_name: z.string(), page_slug: z.string() })),
});
export type TemplateSummary = z.infer<typeof TemplateSummary>;

export const ListTemplateBody = z.object({
  category_id: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
  page: z.number().int().min(1).max(10_000).optional(),
  limit: z.number().int().min(1).max(100).optional(),
});
export type ListTemplateBody = z.infer<typeof ListTemplateBody>;

export const ListTemplateResponse = okEnvelope({
  templates: z.array(TemplateSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ListTemplateResponse = z.infer<typeof ListTemplateResponse>;

export const UsageCountResponse = okEnvelope({ usage_count: z.number().int() });

export const TemplateCategory = z.object({
  _id: z.string(),
  name: z.string(),
  template_count: z.number().int(),
});
export const TemplateCategoriesResponse = okEnvelope({ categories: z.array(TemplateCategory) });
export type TemplateCategoriesResponse = z.infer<typeof TemplateCategoriesResponse>;

export const WebsiteCategoriesResponse = okEnvelope({
  categories: z.array(z.object({ _id: z.string(), name: z.string() })),
});

export const TemplateFilesBody = z.object({ template_id: TemplateId, path: z.string().max(300).optional() });
export const TemplateFile = z.object({ Key: z.string(), file_path: z.string(), file_name: z.string() });
export const TemplateFilesResponse = okEnvelope({ files: z.array(TemplateFile) });

/** A project's saved pages and where their files are hosted (spec §3 "user template per project"). */
export const UserTemplatesResponse = okEnvelope({
  user_templates: z.array(
    z.object({
      page_id: z.string(),
      page_name: z.string(),
      slug_name: z.string(),
      revision: z.number().int(),
      html_url: z.string(),
      css_url: z.string(),
      js_url: z.string(),
    }),
  ),
});
