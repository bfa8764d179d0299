/**
 * What a published or zipped page adds to its saved html (spec §3 "Scripts", "SEO and social"): the
 * scripts chosen by the mode selectors and the project's SEO and social tags where the page left its
 * own empty. Pure string work on the saved document; the hosted preview keeps the saved bytes.
 *
 * Modes: a script kind (google, facebook, custom) takes the project's scripts when both the project's
 * and the page's selector allow `project` (project_and_page or project), and the page's scripts when
 * both allow `page` (project_and_page or page) — so either side can switch a source off.
 */
import { escapeAttribute, escapeText } from '../../domain/html-tree.ts';
import type { RootKey, ScriptMode } from '../../domain/root-values.ts';
import { FONTS_STYLE_ID } from '../../projections/save-payload.ts';

type Values = Readonly<Partial<Record<RootKey, string>>>;

interface ScriptKind {
  readonly mode: RootKey;
  readonly head: readonly RootKey[];
  readonly body: readonly RootKey[];
}

export const SCRIPT_KINDS: readonly ScriptKind[] = [
  { mode: 'google_script_to_add', head: ['google_analytics_script'], body: [] },
  { mode: 'facebook_script_to_add', head: ['facebook_header_script'], body: ['facebook_body_script'] },
  {
    mode: 'custom_script_to_add',
    head: ['custom_header_script'],
    body: ['custom_body_script', 'body_script'],
  },
];

const allows = (mode: string | undefined, source: 'project' | 'page') =>
  (mode ?? 'project_and_page') === 'project_and_page' || (mode as ScriptMode) === source;

export interface PageInjection {
  readonly head: readonly string[];
  readonly body: readonly string[];
}

/** The script snippets a page carries, project ones first, in a fixed kind order. */
export function chooseScripts(project: Values, page: Values): PageInjection {
  const head: string[] = [];
  const body: string[] = [];
  for (const kind of SCRIPT_KINDS) {
    const sources = [
      ...(allows(project[kind.mode], 'project') && allows(page[kind.mode], 'project') ? [project] : []),
      ...(allows(project[kind.mode], 'page') && allows(page[kind.mode], 'page') ? [page] : []),
    ];
    for (const source of sources) {
      for (const key of kind.head) if (source[key]?.trim()) head.push(source[key]!.trim());
      for (const key of kind.body) if (source[key]?.trim()) body.push(source[key]!.trim());
    }
  }
  return { head, body };
}

const SEO_TAGS: readonly [RootKey, 'name' | 'property' | 'icon', string][] = [
  ['meta_description', 'name', 'description'],
  ['meta_keywords', 'name', 'keywords'],
  ['facebook_social_sharing_title', 'property', 'og:title'],
  ['facebook_social_sharing_url', 'property', 'og:url'],
  ['facebook_social_sharing_image', 'property', 'og:image'],
  ['facebook_social_sharing_description', 'property', 'og:description'],
  ['twitter_social_sharing_title', 'name', 'twitter:title'],
  ['twitter_social_sharing_description', 'name', 'twitter:description'],
  ['twitter_social_sharing_image', 'name', 'twitter:image'],
  ['google_social_sharing_name', 'property', 'itemprop:name'],
  ['fav_icon', 'icon', 'icon'],
];

/** The project's SEO and social tags for every value the page left empty and the project set. */
export function fallbackSeoTags(project: Values, page: Values): string[] {
  const tags: string[] = [];
  for (const [key, attr, name] of SEO_TAGS) {
    const value = project[key]?.trim();
    if (!value || page[key]?.trim()) continue;
    if (attr === 'icon') tags.push(`<link rel="icon" href="${escapeAttribute(value)}">`);
    else if (name.startsWith('itemprop:'))
      tags.push(`<meta itemprop="${name.slice(9)}" content="${escapeAttribute(value)}">`);
    else tags.push(`<meta ${attr}="${name}" content="${escapeAttribute(value)}">`);
  }
  return tags;
}

/** Inserts before the last `</head>` / `</body>` (case-insensitive); without one, at the start / end. */
function insertBefore(html: string, closing: string, snippet: string, fallback: 'start' | 'end'): string {
  const at = html.toLowerCase().lastIndexOf(closing);
  if (at === -1) return fallback === 'start' ? `${snippet}\n${html}` : `${html}\n${snippet}`;
  return `${html.slice(0, at)}${snippet}\n${html.slice(at)}`;
}

/** `<title>Page title</title>` → `<title>Page title — Site name</title>` (once; a title that is the site name stays). */
export function titleWithSiteName(html: string, siteName: string): string {
  const name = escapeText(siteName.trim());
  if (name === '') return html;
  return html.replace(/<title>([\s\S]*?)<\/title>/i, (whole, title: string) => {
    const text = title.trim();
    if (text === name || text.endsWith(` — ${name}`)) return whole;
    return `<title>${text === '' ? name : `${text} — ${name}`}</title>`;
  });
}

const DESCRIPTION_MAX = 160;
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};
const ENTITY = /&(amp|lt|gt|quot|#39|nbsp);/g;
/** The character an entity of the saved html stands for (the serializer writes only these). */
const decodeEntity = (_: string, name: string) => ENTITIES[name] ?? '';

/**
 * A description from the page's first paragraph with text (issue 21: "meta description from the
 * page, else the project, else the first paragraph"): its words, at most 160 characters, cut at a
 * word; null when the page has no paragraph.
 */
export function paragraphDescription(html: string): string | null {
  const bodyAt = html.search(/<body[\s>]/i);
  for (const match of html.slice(Math.max(0, bodyAt)).matchAll(/<p[\s>][\s\S]*?<\/p>/gi)) {
    const text = match[0]
      .replace(/<[^>]*>/g, ' ')
      .replace(ENTITY, decodeEntity)
      .replace(/\s+/g, ' ')
      .trim();
    if (text === '') continue;
    if (text.length <= DESCRIPTION_MAX) return text;
    const cut = text.slice(0, DESCRIPTION_MAX - 1);
    return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
  }
  return null;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * An icon for a site that set none (issue 21 "favicon"): its name's first letter on its theme's
 * accent colour, as an inline SVG, so browsers ask for no `/favicon.ico` the site does not have.
 */
export function defaultFavicon(siteName: string, color: string | undefined): string {
  const letter = [...siteName.trim()].find((char) => /\p{L}|\p{N}/u.test(char))?.toUpperCase() ?? 'S';
  const fill = color && HEX_COLOR.test(color) ? color : '#6D28D9';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${escapeText(letter)}</text></svg>`;
  return `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(svg)}">`;
}

/** A meta tag's content in `html` or among the tags being added (`attr="name"`), else undefined. */
function metaContent(html: string, added: readonly string[], attr: 'name' | 'property', name: string) {
  const pattern = new RegExp(`<meta\\s+${attr}="${name.replace(/[.:]/g, '\\$&')}"\\s+content="([^"]*)"`, 'i');
  for (const source of [html, ...added]) {
    const match = pattern.exec(source);
    if (match) return match[1]!.replace(ENTITY, decodeEntity);
  }
  return undefined;
}

/**
 * The tags search engines and link previews read that the page and project left unset (issue 21
 * "canonical, Open Graph and Twitter tags"): the canonical address on the site's domain, and
 * og:title / og:description / og:url / og:type / twitter:card from the page's own title and description.
 */
export function shareTags(
  html: string,
  added: readonly string[],
  title: string,
  canonical: string,
): string[] {
  const tags: string[] = [];
  if (!/<link\s[^>]*rel="canonical"/i.test(html))
    tags.push(`<link rel="canonical" href="${escapeAttribute(canonical)}">`);
  const description = metaContent(html, added, 'name', 'description');
  const set = (name: string, value: string | undefined) => {
    if (
      value === undefined ||
      value === '' ||
      metaContent(html, [...added, ...tags], 'property', name) !== undefined
    )
      return;
    tags.push(`<meta property="${name}" content="${escapeAttribute(value)}">`);
  };
  set('og:title', title);
  set('og:description', description);
  set('og:url', canonical);
  set('og:type', 'website');
  if (metaContent(html, added, 'name', 'twitter:card') === undefined) {
    const image =
      metaContent(html, added, 'property', 'og:image') ?? metaContent(html, added, 'name', 'twitter:image');
    tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
  }
  return tags;
}

/**
 * The page's text font asked for with the html (issue 21 "fonts: … the first one preloaded"): when the
 * theme's body font (`font_family`, its first family) is one of the page's self-hosted web fonts, a
 * `<link rel="preload">` for its regular face goes before the page's `@font-face` rules, so body text
 * does not wait for the css to be read to start the download. A face the body does not use is never
 * preloaded (a declared but unused font costs nothing until then).
 */
export function preloadBodyFont(html: string, fontFamily: string | undefined): string {
  const family = fontFamily
    ?.split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
  const fonts = new RegExp(`<style id="${FONTS_STYLE_ID}">([\\s\\S]*?)</style>`).exec(html);
  if (!family || !fonts || html.includes('rel="preload" as="font"')) return html;
  const face = fonts[1]!
    .split('\n')
    .find(
      (rule) =>
        rule.includes(`font-family: '${family.replace(/'/g, "\\'")}';`) &&
        rule.includes('font-style: normal;') &&
        rule.includes('font-weight: 400;'),
    );
  const url = face && /url\("([^"]+\.woff2)"\)/.exec(face)?.[1];
  if (!url) return html;
  const link = `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(url)}" crossorigin>\n`;
  return `${html.slice(0, fonts.index)}${link}${html.slice(fonts.index)}`;
}

const titleOf = (html: string) =>
  /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim().replace(ENTITY, decodeEntity) ?? '';

/**
 * The saved html with the project's fallback SEO tags and the chosen scripts added, the site's
 * name in its title, and a description from the first paragraph when neither the page nor the
 * project gave one. With `canonical` (the page's address on its published domain) the canonical
 * link and the share tags it lacks are added too.
 */
export function renderPublishedHtml(
  html: string,
  project: Values,
  page: Values,
  siteName = '',
  canonical?: string,
): string {
  const { head, body } = chooseScripts(project, page);
  const seo = fallbackSeoTags(project, page);
  const described =
    /<meta\s+name="description"/i.test(html) || seo.some((tag) => tag.includes('name="description"'));
  // Only a whole document gets one (a bare fragment has no head to describe it in).
  const derived = described || !/<\/head>/i.test(html) ? null : paragraphDescription(html);
  if (derived !== null) seo.unshift(`<meta name="description" content="${escapeAttribute(derived)}">`);
  const hasIcon =
    /<link\s[^>]*rel="(shortcut )?icon"/i.test(html) || seo.some((tag) => tag.includes('rel="icon"'));
  if (!hasIcon && /<\/head>/i.test(html)) seo.push(defaultFavicon(siteName, page.secondary_color));
  let out = preloadBodyFont(titleWithSiteName(html, siteName), page.font_family);
  if (canonical && /<\/head>/i.test(html)) seo.push(...shareTags(out, seo, titleOf(out), canonical));
  const headParts = [...seo, ...head];
  if (headParts.length > 0) out = insertBefore(out, '</head>', headParts.join('\n'), 'start');
  if (body.length > 0) out = insertBefore(out, '</body>', body.join('\n'), 'end');
  return out;
}
