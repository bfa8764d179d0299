/**
 * Project-level SEO, social sharing and scripts (spec §3 "SEO and social", "Scripts": the same field
 * names as a page's, plus the mode selectors `google_script_to_add`, `facebook_script_to_add`,
 * `custom_script_to_add` = project_and_page | project | page). Kept on the project; a published or
 * zipped page takes the project's SEO values where its own are empty, and its scripts by mode
 * (src/server/sites/page-scripts.ts). Browser-safe.
 */
import { z } from 'zod';
import { type RootKey, SCRIPT_MODES } from '../domain/root-values.ts';
import { okEnvelope, Timestamp, UrlField } from './common.ts';
import { isUrlRootKey, META_KEYS } from './page.ts';

export const SCRIPT_MODE_KEYS = [
  'google_script_to_add',
  'facebook_script_to_add',
  'custom_script_to_add',
] as const;
export type ScriptModeKey = (typeof SCRIPT_MODE_KEYS)[number];

/** Every SEO, social and script key a project keeps (the page meta keys). */
export const PROJECT_SETTING_KEYS: readonly RootKey[] = META_KEYS;

const isMode = (key: RootKey): key is ScriptModeKey => (SCRIPT_MODE_KEYS as readonly string[]).includes(key);

const shape = Object.fromEntries(
  PROJECT_SETTING_KEYS.map((key) => [
    key,
    isMode(key)
      ? z.enum(SCRIPT_MODES)
      : isUrlRootKey(key)
        ? UrlField
        : z.string().max(key.endsWith('_script') ? 100_000 : 5_000),
  ]),
) as Record<RootKey, z.ZodString>;

export const ProjectSettingsValues = z.object(shape);
export type ProjectSettingsValues = Readonly<Partial<Record<RootKey, string>>>;

export const UpdateProjectSettingsBody = ProjectSettingsValues.partial();
export type UpdateProjectSettingsBody = z.infer<typeof UpdateProjectSettingsBody>;

export const ProjectSettingsResponse = okEnvelope({
  project_settings: ProjectSettingsValues.extend({ updated_at: Timestamp.nullable() }),
});
export type ProjectSettingsResponse = z.infer<typeof ProjectSettingsResponse>;
