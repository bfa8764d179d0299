/**
 * Root values → theme CSS (spec §3 Theme and root values): CSS custom properties on
 * `:root`, the rules that apply them to the page, and the mobile rules that per-block
 * `data-mobile-font-size` attributes ask for under the 768 px breakpoint (spec §9).
 * Sections and templates style themselves through these custom properties, so a palette
 * change repaints everything without touching section HTML.
 */
import type { PageDocument, SectionState } from '../domain/document.ts';
import { forEachElement, getAttr } from '../domain/html-tree.ts';
import { MOBILE_BREAKPOINT_PX } from '../domain/limits.ts';
import type { RootKey, RootValues } from '../domain/root-values.ts';

/** Root values that become custom properties, and the property names they get. */
export const THEME_PROPERTIES: readonly (readonly [RootKey, string])[] = [
  ['primary_color', '--pw-primary-color'],
  ['secondary_color', '--pw-secondary-color'],
  ['theme_heading_color', '--pw-heading-color'],
  ['primary_text_color', '--pw-primary-text-color'],
  ['secondary_text_color', '--pw-secondary-text-color'],
  ['hover_text_color', '--pw-hover-text-color'],
  ['hover_background_color', '--pw-hover-background-color'],
  ['theme_box_shadow', '--pw-box-shadow-color'],
  ['font_family', '--pw-font-family'],
  ['theme_h1_font_size', '--pw-h1-font-size'],
  ['theme_h2_font_size', '--pw-h2-font-size'],
  ['theme_h3_font_size', '--pw-h3-font-size'],
  ['theme_h4_font_size', '--pw-h4-font-size'],
  ['theme_p_font_size', '--pw-p-font-size'],
  ['theme_h1_font_weight', '--pw-h1-font-weight'],
  ['theme_h2_font_weight', '--pw-h2-font-weight'],
  ['theme_h3_font_weight', '--pw-h3-font-weight'],
  ['theme_h4_font_weight', '--pw-h4-font-weight'],
  ['theme_p_font_weight', '--pw-p-font-weight'],
  ['theme_line_height', '--pw-line-height'],
  ['theme_h1_font_family', '--pw-h1-font-family'],
  ['theme_h2_font_family', '--pw-h2-font-family'],
  ['theme_h3_font_family', '--pw-h3-font-family'],
  ['theme_h4_font_family', '--pw-h4-font-family'],
  ['theme_border_radius', '--pw-border-radius'],
  ['input_placeholder_color', '--pw-input-placeholder-color'],
  ['input_text_color', '--pw-input-text-color'],
  ['input_background_color', '--pw-input-background-color'],
  ['input_border_color', '--pw-input-border-color'],
  ['menu_color', '--pw-menu-color'],
  ['menu_hover_color', '--pw-menu-hover-color'],
  ['mobile_font_size', '--pw-mobile-font-size'],
];

const FONT_KEYS = new Set<RootKey>([
  'font_family',
  'theme_h1_font_family',
  'theme_h2_font_family',
  'theme_h3_font_family',
  'theme_h4_font_family',
]);

/** A font family name as a CSS value: quoted unless it is already a list or a keyword. */
export function cssFontFamily(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes(',') || /^["']/.test(trimmed) || /^[a-zA-Z-]+$/.test(trimmed)) return trimmed;
  return `"${trimmed.replace(/"/g, '')}"`;
}

/** The `:root` block: one custom property per non-empty themed root value. */
export function rootVariables(root: RootValues): string {
  const lines: string[] = [];
  for (const [key, property] of THEME_PROPERTIES) {
    const value = root[key].trim();
    if (value === '') continue;
    lines.push(`  ${property}: ${FONT_KEYS.has(key) ? cssFontFamily(value) : value};`);
  }
  return `:root {\n${lines.join('\n')}\n}\n`;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4'] as const;

/** Rules that apply the custom properties; fixed text, so it never changes between saves. */
export const THEME_RULES = `body {
  background-color: var(--pw-primary-color);
  color: var(--pw-primary-text-color);
  font-family: var(--pw-font-family), system-ui, -apple-system, "Segoe UI", sans-serif;
  font-size: var(--pw-p-font-size);
  font-weight: var(--pw-p-font-weight);
  line-height: var(--pw-line-height);
}
${HEADINGS.map(
  (h) => `${h}, .${h} {
  color: var(--pw-heading-color);
  font-size: var(--pw-${h}-font-size);
  font-weight: var(--pw-${h}-font-weight);
  font-family: var(--pw-${h}-font-family, var(--pw-font-family)), system-ui, sans-serif;
}`,
).join('\n')}
p { font-size: var(--pw-p-font-size); font-weight: var(--pw-p-font-weight); }
a { color: var(--pw-secondary-color); }
.btn-primary, .pw-btn-primary {
  background-color: var(--pw-secondary-color);
  border-color: var(--pw-secondary-color);
  color: var(--pw-secondary-text-color);
  border-radius: var(--pw-border-radius);
}
.btn-primary:hover, .btn-primary:focus, .pw-btn-primary:hover {
  background-color: var(--pw-hover-background-color);
  border-color: var(--pw-hover-background-color);
  color: var(--pw-hover-text-color);
}
.form-control, .form-select {
  color: var(--pw-input-text-color);
  background-color: var(--pw-input-background-color);
  border-color: var(--pw-input-border-color);
  border-radius: var(--pw-border-radius);
}
.form-control::placeholder { color: var(--pw-input-placeholder-color); }
.navbar .nav-link { color: var(--pw-menu-color); }
.navbar .nav-link:hover, .navbar .nav-link:focus { color: var(--pw-menu-hover-color); }
.navbar-brand img { max-height: 60px; }
.pw-section { position: relative; }
.pw-section[data-width="full"] .container { max-width: 100%; }
.pw-bg-video { position: absolute; inset: 0; overflow: hidden; z-index: 0; pointer-events: none; }
.pw-bg-video iframe, .pw-bg-video video {
  position: absolute; top: 50%; left: 50%; width: 100vw; height: 56.25vw;
  min-height: 100%; min-width: 177.78vh; transform: translate(-50%, -50%); border: 0; object-fit: cover;
}
.pw-bg-video-overlay { position: absolute; inset: 0; }
.pw-section[data-video-source] > :not(.pw-bg-video) { position: relative; z-index: 1; }
@media (max-width: 767.98px) { .pw-section[data-hide-on="mobile"] { display: none !important; } }
@media (min-width: 768px) { .pw-section[data-hide-on="desktop"] { display: none !important; } }
.pw-animate-wait { visibility: hidden; }
`;

const MOBILE_SIZE = /^\d+(\.\d+)?(px|rem|em)$/;

const mobileSizesBySection = new WeakMap<SectionState, readonly string[]>();

/** The per-block mobile font sizes a section uses, cached per (immutable) section. */
function mobileSizes(section: SectionState): readonly string[] {
  let sizes = mobileSizesBySection.get(section);
  if (!sizes) {
    const found = new Set<string>();
    forEachElement(section.nodes, (element) => {
      const size = getAttr(element, 'data-mobile-font-size');
      // The attribute may come from any pasted html: only a plain length reaches the css.
      if (size && MOBILE_SIZE.test(size)) found.add(size);
    });
    sizes = [...found];
    mobileSizesBySection.set(section, sizes);
  }
  return sizes;
}

/** Mobile rules: the theme's mobile font size and each distinct per-block size (spec §9, 768 px). */
export function mobileCss(doc: PageDocument): string {
  const sizes = new Set<string>();
  for (const section of doc.sections) for (const size of mobileSizes(section)) sizes.add(size);
  const rules: string[] = [];
  if (doc.root.mobile_font_size.trim() !== '')
    rules.push('  body, p { font-size: var(--pw-mobile-font-size); }');
  for (const size of [...sizes].sort()) {
    rules.push(`  [data-mobile-font-size="${size}"] { font-size: ${size} !important; }`);
  }
  if (rules.length === 0) return '';
  return `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px) {\n${rules.join('\n')}\n}\n`;
}

export function themeCss(doc: PageDocument): string {
  return `${rootVariables(doc.root)}${themeRulesCss(doc)}`;
}

/** The theme's css less its custom properties (`rootVariables`): what applies them, and the mobile rules. */
export function themeRulesCss(doc: PageDocument): string {
  return `${THEME_RULES}${mobileCss(doc)}`;
}
