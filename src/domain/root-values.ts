/**
 * Theme and root values of a page (spec §3), with the spec's exact defaults.
 * Every value is a string so the theme commands can set any key uniformly; the
 * keys are a closed list so a typo is a compile error.
 */

export const ROOT_KEYS = [
  // colours
  'primary_color',
  'secondary_color',
  'theme_heading_color',
  'primary_text_color',
  'secondary_text_color',
  'hover_text_color',
  'hover_background_color',
  'theme_box_shadow',
  // typography
  'font_family',
  'theme_mode',
  'theme_h1_font_size',
  'theme_h2_font_size',
  'theme_h3_font_size',
  'theme_h4_font_size',
  'theme_p_font_size',
  'theme_h1_font_weight',
  'theme_h2_font_weight',
  'theme_h3_font_weight',
  'theme_h4_font_weight',
  'theme_p_font_weight',
  'theme_line_height',
  'theme_h1_font_family',
  'theme_h2_font_family',
  'theme_h3_font_family',
  'theme_h4_font_family',
  'theme_border_radius',
  // inputs, menu, mobile
  'input_placeholder_color',
  'input_text_color',
  'input_background_color',
  'input_border_color',
  'menu_color',
  'menu_hover_color',
  'mobile_font_size',
  // SEO and social
  'meta_title',
  'meta_description',
  'meta_keywords',
  'fav_icon',
  'google_social_sharing_name',
  'google_social_sharing_description',
  'google_social_sharing_image',
  'twitter_social_sharing_card',
  'twitter_social_sharing_title',
  'twitter_social_sharing_description',
  'twitter_social_sharing_image',
  'facebook_social_sharing_title',
  'facebook_social_sharing_type',
  'facebook_social_sharing_url',
  'facebook_social_sharing_image',
  'facebook_social_sharing_description',
  // scripts
  'google_analytics_script',
  'facebook_header_script',
  'custom_header_script',
  'body_script',
  'facebook_body_script',
  'custom_body_script',
  'google_script_to_add',
  'facebook_script_to_add',
  'custom_script_to_add',
  // form messages
  'success_message',
  'failure_message',
] as const;

export type RootKey = (typeof ROOT_KEYS)[number];
export type RootValues = Readonly<Record<RootKey, string>>;

/** Which script source a page uses (§3): both, the project's only, or the page's only. */
export const SCRIPT_MODES = ['project_and_page', 'project', 'page'] as const;
export type ScriptMode = (typeof SCRIPT_MODES)[number];

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** Theme border radii offered (§3). */
export const THEME_BORDER_RADII = ['8px', '12px', '16px'] as const;

const EMPTY_SEO_AND_SCRIPTS = Object.fromEntries(
  ROOT_KEYS.filter((key) => /^(meta_|fav_|google_|twitter_|facebook_|custom_|body_)/.test(key)).map((key) => [
    key,
    '',
  ]),
) as Record<RootKey, string>;

export const DEFAULT_ROOT_VALUES: RootValues = Object.freeze({
  ...EMPTY_SEO_AND_SCRIPTS,
  primary_color: '#FFFFFF',
  secondary_color: '#EB144C',
  theme_heading_color: '#222222',
  primary_text_color: '#000000',
  secondary_text_color: '#FFFFFF',
  hover_text_color: '#FFFFFF',
  hover_background_color: '#EB144C',
  theme_box_shadow: '#ABB8C3',
  font_family: 'Roboto',
  theme_mode: 'light',
  theme_h1_font_size: '2.5rem',
  theme_h2_font_size: '2.0rem',
  theme_h3_font_size: '1.75rem',
  theme_h4_font_size: '1.5rem',
  theme_p_font_size: '1rem',
  theme_h1_font_weight: '500',
  theme_h2_font_weight: '500',
  theme_h3_font_weight: '500',
  theme_h4_font_weight: '500',
  theme_p_font_weight: '500',
  theme_line_height: '1.5',
  theme_h1_font_family: '',
  theme_h2_font_family: '',
  theme_h3_font_family: '',
  theme_h4_font_family: '',
  theme_border_radius: '8px',
  input_placeholder_color: '#6C757D',
  input_text_color: '#000000',
  input_background_color: '#FFFFFF',
  input_border_color: '#CED4DA',
  menu_color: '#222222',
  menu_hover_color: '#EB144C',
  mobile_font_size: '',
  twitter_social_sharing_card: 'summary_large_image',
  facebook_social_sharing_type: 'website',
  google_script_to_add: 'project_and_page',
  facebook_script_to_add: 'project_and_page',
  custom_script_to_add: 'project_and_page',
  success_message: 'Thank you! Your details were received.',
  failure_message: 'Sorry, something went wrong. Please try again.',
});

export function isRootKey(key: string): key is RootKey {
  return (ROOT_KEYS as readonly string[]).includes(key);
}
