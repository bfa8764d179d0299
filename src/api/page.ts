/**
 * Page calls of spec §7 "Page" and the page entity of spec §3: summary, detail (sections, the theme
 * fields = root values, settings, revision), add/edit/meta/delete/groups/thumbnail and the page save
 * revision used for conflict detection. Browser-safe.
 */
import { z } from 'zod';
import { ROOT_KEYS, type RootKey } from '../domain/root-values.ts';
import { Id, Name, okEnvelope, Slug, Timestamp, UrlField } from './common.ts';

export const PAGE_GROUP_TYPES = ['generic_website', 'funnel'] as const;
export const PageGroupType = z.enum(PAGE_GROUP_TYPES);
export type PageGroupType = z.infer<typeof PageGroupType>;

const SCRIPT_VALUE_MAX = 100_000;
const ROOT_VALUE_MAX = 5_000;
const isScriptKey = (key: RootKey) => key.endsWith('_script');

/** Every root value as a string field (spec §3 "Theme and root values"). */
const rootValueShape = Object.fromEntries(
  ROOT_KEYS.map((key) => [key, z.string().max(isScriptKey(key) ? SCRIPT_VALUE_MAX : ROOT_VALUE_MAX)]),
) as { [K in RootKey]: z.ZodString };

/** Root values that hold an address: http(s) or empty on every write (issue 22 item 7). */
export const URL_ROOT_KEYS = [
  'fav_icon',
  'google_social_sharing_image',
  'twitter_social_sharing_image',
  'facebook_social_sharing_image',
  'facebook_social_sharing_url',
] as const satisfies readonly RootKey[];

export const isUrlRootKey = (key: string): boolean => (URL_ROOT_KEYS as readonly string[]).includes(key);

/**
 * What a client may write: the URL keys checked as addresses. Answers keep `rootValueShape`, so a
 * value stored before the check never turns a read into a 500.
 */
const rootValueInputShape = Object.fromEntries(
  ROOT_KEYS.map((key) => [key, isUrlRootKey(key) ? UrlField : rootValueShape[key]]),
) as { [K in RootKey]: z.ZodString };

export const RootValuesSchema = z.object(rootValueInputShape);
export const RootValuesPatch = RootValuesSchema.partial();
export type RootValuesPatch = z.infer<typeof RootValuesPatch>;

/** Keys that `update_page_meta_setting` may change: SEO, social sharing and scripts. */
export const META_KEYS = ROOT_KEYS.filter((key) =>
  /^(meta_|fav_icon|google_|twitter_|facebook_|custom_|body_script)/.test(key),
);

export const PageSection = z.object({
  section_id: z.string().min(1).max(64),
  section_name: z.string().max(200),
  section_title: z.string().max(200).optional(),
  section_type: z.string().max(100).optional(),
});
export type PageSection = z.infer<typeof PageSection>;
export const Sections = z.array(PageSection).max(2000);

export const SettingValue = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
export const PageSettings = z
  .record(z.string().min(1).max(100), SettingValue)
  .refine((value) => Object.keys(value).length <= 200, { error: 'at most 200 settings' });
export type PageSettings = z.infer<typeof PageSettings>;

export const PageSummary = z.object({
  _id: Id,
  page_id: Id,
  page_name: z.string(),
  page_slug: z.string(),
  image: z.string(),
  page_group_type: PageGroupType.nullable(),
  revision: z.number().int(),
  updated_at: Timestamp,
});
export type PageSummary = z.infer<typeof PageSummary>;

export const PageDetail = PageSummary.extend({
  project: Id,
  mode: z.string(),
  sections: Sections,
  settings: PageSettings,
  created_at: Timestamp,
}).extend(rootValueShape);
export type PageDetail = z.infer<typeof PageDetail>;

export const PageResponse = okEnvelope({ page: PageDetail });
export type PageResponse = z.infer<typeof PageResponse>;

export const AddPageBody = z.object({
  project_id: Id,
  page_name: Name,
  page_slug: Slug.optional(),
  page_group_type: PageGroupType.optional(),
});
export type AddPageBody = z.infer<typeof AddPageBody>;

export const EditPageBody = RootValuesPatch.extend({
  page_name: Name.optional(),
  page_slug: Slug.optional(),
  mode: z.string().max(100).optional(),
  sections: Sections.optional(),
  settings: PageSettings.optional(),
  page_group_type: PageGroupType.nullable().optional(),
});
export type EditPageBody = z.infer<typeof EditPageBody>;

// The mask is typed as every root key (all optional) while only the meta keys are picked at run time.
const metaMask = Object.fromEntries(META_KEYS.map((key) => [key, true])) as Record<RootKey, true>;
export const UpdatePageMetaBody = RootValuesSchema.pick(metaMask).partial().extend({ page_id: Id });
export type UpdatePageMetaBody = z.infer<typeof UpdatePageMetaBody>;

export const PageGroup = z.object({
  _id: z.string(),
  page_group_type: PageGroupType,
  page_group_pages_list: z.array(PageSummary),
});
export const PageGroupsResponse = okEnvelope({
  page_group_detail: z.array(PageGroup),
  pages_without_group: z.array(PageSummary),
});
export type PageGroupsResponse = z.infer<typeof PageGroupsResponse>;

/** The thumbnail's address: the upload's URL the builder got from `upload_image_on_s3`. */
export const UpdatePageThumbnailBody = z.object({ image: UrlField });
export type UpdatePageThumbnailBody = z.infer<typeof UpdatePageThumbnailBody>;

/** Reorder: some pages of the project (e.g. one funnel's steps) in their new order; they swap places. */
export const ReorderPagesBody = z.object({
  project_id: Id,
  page_ids: z.array(Id).min(1).max(500),
});
export type ReorderPagesBody = z.infer<typeof ReorderPagesBody>;
