/**
 * The shapes of every stored entity (spec §3): projects, pages, sections, plans, currencies,
 * templates, business info, gallery, subscription, funnels, versions, editable attributes, customers.
 * Types only plus the closed lists the spec names; no behaviour. Fields are readonly because the
 * core never mutates a record in place: commands produce new values.
 * Where the spec names a field but not its type, the type chosen is noted on the field.
 */

import type { RootValues } from './root-values.ts';

/** A page as listed inside its project (the spec's `page_list`). */
export interface PageListItem {
  readonly _id: string;
  readonly page_name: string;
  readonly page_slug: string;
  readonly image?: string;
  readonly page_group_id?: string;
}

export interface Project {
  readonly _id: string;
  readonly project_name: string;
  /** Thumbnail url. */
  readonly image: string;
  /** Publishing domain; empty until the user attaches one (publish requires it, §5). */
  readonly domain: string;
  readonly logo: string;
  readonly page_list: readonly PageListItem[];
  readonly project_pages_count: number;
  readonly preview_domain?: string;
  readonly is_published?: boolean;
  readonly is_approved?: boolean;
  readonly is_completed?: boolean;
  readonly status?: boolean;
  readonly payment_page_id?: string;
  readonly template?: string;
  readonly is_template?: boolean;
  /** Project-wide scripts a page can include depending on its script modes (§3). */
  readonly projectScripts?: ProjectScripts;
}

export interface ProjectScripts {
  readonly google_analytics_script?: string;
  readonly facebook_header_script?: string;
  readonly custom_header_script?: string;
  readonly body_script?: string;
  readonly facebook_body_script?: string;
  readonly custom_body_script?: string;
}

/** One entry of a page's ordered section list (`sections` on the page record). */
export interface PageSectionRef {
  readonly section_id: string;
  readonly section_name: string;
}

/**
 * A page record. The theme fields are the page's root values; loaders merge the spec defaults
 * (`DEFAULT_ROOT_VALUES`) over whatever the server omits, so every key is always present here.
 */
export interface Page extends RootValues {
  readonly _id: string;
  readonly page_id: string;
  readonly page_name: string;
  readonly page_slug: string;
  /** Id of the owning project. */
  readonly project: string;
  readonly image: string;
  /** The spec names the field but not its values; kept opaque. */
  readonly mode: string;
  readonly sections: readonly PageSectionRef[];
  readonly page_group_id?: string;
  readonly payment_page_id?: string;
  readonly template?: string;
  readonly is_template?: boolean;
  /** The boolean theme mode flag exists and is unused (§3); `theme_mode` is the live value. */
  readonly is_theme_mode?: boolean;
}

export interface SectionType {
  readonly name: string;
}

/** A section as stored: its markup, style and script, plus where its assets are served from. */
export interface SectionRecord {
  readonly _id: string;
  readonly section_id: string;
  readonly section_title: string;
  readonly section_name: string;
  readonly section_html: string;
  readonly section_css: string;
  readonly section_js: string;
  readonly section_type: SectionType;
  readonly baseURL: string;
}

/** Data attributes every section element carries in the page html (§3). */
export const SECTION_DATA_ATTRIBUTES = ['_id', 'section_id', 'section_title', 'section_name'] as const;
export type SectionDataAttribute = (typeof SECTION_DATA_ATTRIBUTES)[number];

export interface Currency {
  /** ISO 4217 code, e.g. `EUR`. */
  readonly short_form: string;
  readonly symbol: string;
}

/**
 * Which feature flags a plan has is not shown in the spec (only that all default to false except
 * three), so they are an open map of flag name to on/off.
 */
export type PlanFeatureFlags = Readonly<Record<string, boolean>>;

export interface PaymentPlan {
  readonly _id: string;
  readonly plan_title: string;
  readonly plan_description?: string;
  readonly plan_price: number;
  /** ISO 4217 code; displayed through `currencySymbol`. */
  readonly currency_type: string;
  readonly features: PlanFeatureFlags;
  readonly project_id?: string;
}

export interface TemplateCategory {
  readonly _id: string;
  readonly name: string;
}

export interface Template {
  readonly _id: string;
  readonly name: string;
  readonly image: string;
  readonly usage_count: number;
  /** Id of its `TemplateCategory`. */
  readonly category: string;
}

/** A project's own saved html/css/js (POST /api/project/user_template). */
export interface UserTemplate {
  readonly _id: string;
  readonly project_id: string;
  readonly slug_name: string;
  readonly html: string;
  readonly css: string;
  readonly javascript: string;
}

/** A file listed from a template's assets folder (S3-style listing, hence the capital `Key`). */
export interface TemplateAsset {
  readonly Key: string;
  readonly file_path: string;
  readonly file_name: string;
}

/** Details the AI helper rewrites content from; one record per project. */
export interface BusinessInfo {
  readonly _id?: string;
  readonly project_id: string;
  readonly businessType: string;
  readonly businessName: string;
  readonly industryType: string;
  readonly businessSlogan: string;
  readonly additionalBusinessInfo: string;
  readonly targetAudience: string;
  /** Free text such as `18-35`; the spec does not constrain it. */
  readonly ageLimit: string;
  readonly targetProblem: string;
  readonly visitorsToDo: string;
  readonly contentTone: string;
  /** Comma-separated keywords as typed. */
  readonly seoKeywords: string;
}

export interface GalleryImage {
  readonly _id: string;
  readonly url: string;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
}

export interface GalleryVideo {
  readonly _id: string;
  readonly url: string;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
}

/** A picture offered from the stock list or the user's saved Pexels pictures. */
export interface StockImage {
  readonly url: string;
  readonly alt?: string;
}

export interface UserGallery {
  readonly images: readonly GalleryImage[];
  readonly videos: readonly GalleryVideo[];
  /** The server's spelling (`asserts`) is kept so records pass through untouched. */
  readonly total_asserts_file_count: number;
  /** Bytes; displayed with `formatFileSize`. */
  readonly total_asserts_file_size: number;
}

export interface CustomerSubscriptionDetail {
  /** The payment provider's publishable (card) key. */
  readonly public_key: string;
}

export const PAGE_GROUP_TYPES = ['generic_website', 'funnel'] as const;
export type PageGroupType = (typeof PAGE_GROUP_TYPES)[number];

export interface PageGroupDetail {
  readonly page_group_type: PageGroupType;
  readonly page_group_pages_list: readonly PageListItem[];
}

export interface ProjectVersion {
  readonly _id: string;
  readonly project: string;
  readonly name: string;
  readonly createdAt?: string;
}

export interface PageVersion {
  readonly _id: string;
  readonly page: string;
  readonly name: string;
  readonly createdAt?: string;
}

/** The attributes the builder edits on an element (§3). */
export const EDITABLE_ATTRIBUTES = [
  'text',
  'href',
  'src',
  'alt',
  'width',
  'height',
  'imageName',
  'imageType',
] as const;
export type EditableAttribute = (typeof EDITABLE_ATTRIBUTES)[number];
export type EditableElementAttributes = { readonly [K in EditableAttribute]?: string };

/** `inovate` is the spec's spelling of the stored value. */
export const USER_TYPES = ['default', 'vision', 'inovate'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface Customer {
  readonly _id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly userType: UserType;
  /** Developer mode: unlocks box settings, extra editing and the default theme fonts (§6). */
  readonly is_dev: boolean;
}

export function isUserType(value: string): value is UserType {
  return (USER_TYPES as readonly string[]).includes(value);
}

export function isPageGroupType(value: string): value is PageGroupType {
  return (PAGE_GROUP_TYPES as readonly string[]).includes(value);
}
