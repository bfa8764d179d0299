/**
 * The fields of the page settings screen (spec §3 "SEO and social", "Scripts", "Other"): which root
 * value each control edits, how it is labelled, and which call saves it (`update_page_meta_setting`
 * takes the meta keys; the form messages are root values saved by `edit_page`).
 */
import { META_KEYS } from '../../../api/page.ts';
import type { RootKey } from '../../../domain/root-values.ts';
import { SCRIPT_MODES, type ScriptMode } from '../../../domain/root-values.ts';

export interface SettingField {
  readonly key: RootKey;
  readonly label: string;
  readonly help?: string;
  readonly multiline?: boolean;
  readonly code?: boolean;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  readonly placeholder?: string;
}

export interface SettingGroup {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly fields: readonly SettingField[];
}

export const SCRIPT_MODE_LABELS: Record<ScriptMode, string> = {
  project_and_page: 'Project and page scripts',
  project: 'Project scripts only',
  page: 'This page’s scripts only',
};

const modeOptions = SCRIPT_MODES.map((value) => ({ value, label: SCRIPT_MODE_LABELS[value] }));

export const PAGE_SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'seo',
    title: 'Search engines',
    description: 'How this page appears in search results and browser tabs.',
    fields: [
      { key: 'meta_title', label: 'Meta title', help: 'About 50–60 characters reads best in results.' },
      {
        key: 'meta_description',
        label: 'Meta description',
        multiline: true,
        help: 'One or two sentences, about 150 characters.',
      },
      {
        key: 'meta_keywords',
        label: 'Meta keywords',
        placeholder: 'funnel, landing page, offer',
        help: 'Separate keywords with commas.',
      },
      { key: 'fav_icon', label: 'Favicon URL', placeholder: 'https://…/favicon.png' },
    ],
  },
  {
    id: 'social',
    title: 'Social sharing',
    description: 'The card people see when they share this page on Google, X (Twitter) or Facebook.',
    fields: [
      { key: 'google_social_sharing_name', label: 'Google name' },
      { key: 'google_social_sharing_description', label: 'Google description', multiline: true },
      { key: 'google_social_sharing_image', label: 'Google image URL' },
      {
        key: 'twitter_social_sharing_card',
        label: 'X (Twitter) card',
        options: [
          { value: 'summary_large_image', label: 'Large image' },
          { value: 'summary', label: 'Summary' },
        ],
      },
      { key: 'twitter_social_sharing_title', label: 'X (Twitter) title' },
      { key: 'twitter_social_sharing_description', label: 'X (Twitter) description', multiline: true },
      { key: 'twitter_social_sharing_image', label: 'X (Twitter) image URL' },
      { key: 'facebook_social_sharing_title', label: 'Facebook title' },
      { key: 'facebook_social_sharing_type', label: 'Facebook type', placeholder: 'website' },
      { key: 'facebook_social_sharing_url', label: 'Facebook URL' },
      { key: 'facebook_social_sharing_image', label: 'Facebook image URL' },
      { key: 'facebook_social_sharing_description', label: 'Facebook description', multiline: true },
    ],
  },
  {
    id: 'scripts',
    title: 'Scripts',
    description:
      'Analytics and tracking code. For each kind, choose whether the page uses the project’s scripts, its own, or both.',
    fields: [
      { key: 'google_script_to_add', label: 'Google Analytics source', options: modeOptions },
      { key: 'google_analytics_script', label: 'Google Analytics script', multiline: true, code: true },
      { key: 'facebook_script_to_add', label: 'Facebook Pixel source', options: modeOptions },
      { key: 'facebook_header_script', label: 'Facebook header script', multiline: true, code: true },
      { key: 'facebook_body_script', label: 'Facebook body script', multiline: true, code: true },
      { key: 'custom_script_to_add', label: 'Custom scripts source', options: modeOptions },
      { key: 'custom_header_script', label: 'Custom header script', multiline: true, code: true },
      { key: 'custom_body_script', label: 'Custom body script', multiline: true, code: true },
      { key: 'body_script', label: 'Body script', multiline: true, code: true },
    ],
  },
  {
    id: 'messages',
    title: 'Form messages',
    description: 'What visitors read after submitting a form on this page.',
    fields: [
      { key: 'success_message', label: 'Success message', multiline: true },
      { key: 'failure_message', label: 'Failure message', multiline: true },
    ],
  },
];

export const SETTING_KEYS: readonly RootKey[] = PAGE_SETTING_GROUPS.flatMap((group) =>
  group.fields.map((field) => field.key),
);

export function isMetaKey(key: RootKey): boolean {
  return (META_KEYS as readonly string[]).includes(key);
}
