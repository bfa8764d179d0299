/**
 * Document → the save payload (spec §4 Save flow, step 4; CONTRACT `user_template`):
 * the whole page document as `html`, the page's `css` (theme + each section's css) and
 * `javascript` (each section's js), with editing artefacts stripped (step 3).
 *
 * The head carries the `@font-face` rules of the web fonts the page uses, and only those
 * (issue 20 §3), pointing page-relatively at `assets/vendor/fonts/`, so hosted, published and
 * unzipped pages load the self-hosted files and never a CDN.
 *
 * Deterministic: the same document always gives byte-identical output, in the browser and
 * in `npm run replay`. Section css/js are framed by markers so a saved page can be loaded
 * back into a document (load-page.ts); the css holds each rule the sections share once (saved-css.ts).
 */
import type { PageDocument } from '../domain/document.ts';
import { familiesInUse } from '../domain/font-usage.ts';
import { escapeAttribute, escapeText } from '../domain/html-tree.ts';
import type { RootValues } from '../domain/root-values.ts';
import { ANIMATION_SCRIPT, hasAnimations } from './animation-script.ts';
import { FONTS_PATH, fontFaceCss } from './font-face-css.ts';
import { themeCss } from './root-css.ts';
import { sectionEndMarker, sectionMarker, sectionsCss } from './saved-css.ts';
import { SectionHtmlCache } from './section-html.ts';

export interface SavePayload {
  readonly html: string;
  readonly css: string;
  readonly javascript: string;
  readonly slug_name: string;
}

/** Vendor files a saved page links to, relative to the page (served by the sites origin and put in zips). */
export const VENDOR_STYLESHEETS = [
  'assets/vendor/bootstrap/bootstrap.min.css',
  'assets/vendor/fontawesome/css/all.min.css',
  'assets/vendor/animate/animate.min.css',
] as const;
export const VENDOR_SCRIPTS = ['assets/vendor/bootstrap/bootstrap.bundle.min.js'] as const;

export const PAGE_ROOT_ID = 'pw-page';
/** The head's `<style>` holding the page's `@font-face` rules. */
export const FONTS_STYLE_ID = 'pw-fonts';

const defaultCache = new SectionHtmlCache();

export function savePayload(doc: PageDocument, cache: SectionHtmlCache = defaultCache): SavePayload {
  const slug = doc.settings.page_slug;
  return {
    html: pageHtml(doc, cache),
    css: pageCss(doc),
    javascript: pageJs(doc),
    slug_name: slug,
  };
}

export function pageHtml(doc: PageDocument, cache: SectionHtmlCache = defaultCache): string {
  const slug = doc.settings.page_slug;
  const sections = doc.sections.map((section) => cache.html(section, 'clean')).join('\n');
  const links = [...VENDOR_STYLESHEETS, `css/${slug}.css`]
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('\n');
  const scripts = [...VENDOR_SCRIPTS, `js/${slug}.js`]
    .map((src) => `<script src="${escapeAttribute(src)}"></script>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(doc.root.meta_title.trim() || doc.settings.page_name)}</title>
${headMeta(doc.root)}<meta name="generator" content="Pagewright">
${fontsStyle(doc)}${links}
</head>
<body>
<main id="${PAGE_ROOT_ID}">
${sections}
</main>
${scripts}
</body>
</html>
`;
}

/** The `@font-face` rules of the web fonts in use, or nothing when the page uses none. */
function fontsStyle(doc: PageDocument): string {
  const css = fontFaceCss(familiesInUse(doc), FONTS_PATH);
  return css === '' ? '' : `<style id="${FONTS_STYLE_ID}">\n${css}</style>\n`;
}

/** SEO and social tags for the values that are set (spec §3 SEO and social). */
function headMeta(root: RootValues): string {
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, value: string): void => {
    if (value.trim() !== '') tags.push(`<meta ${attr}="${key}" content="${escapeAttribute(value.trim())}">`);
  };
  meta('name', 'description', root.meta_description);
  meta('name', 'keywords', root.meta_keywords);
  meta('property', 'og:title', root.facebook_social_sharing_title);
  meta('property', 'og:type', root.facebook_social_sharing_type);
  meta('property', 'og:url', root.facebook_social_sharing_url);
  meta('property', 'og:image', root.facebook_social_sharing_image);
  meta('property', 'og:description', root.facebook_social_sharing_description);
  meta('name', 'twitter:card', root.twitter_social_sharing_card);
  meta('name', 'twitter:title', root.twitter_social_sharing_title);
  meta('name', 'twitter:description', root.twitter_social_sharing_description);
  meta('name', 'twitter:image', root.twitter_social_sharing_image);
  if (root.fav_icon.trim() !== '')
    tags.push(`<link rel="icon" href="${escapeAttribute(root.fav_icon.trim())}">`);
  return tags.map((tag) => `${tag}\n`).join('');
}

export function pageCss(doc: PageDocument): string {
  return themeCss(doc) + sectionsCss(doc.sections);
}

export function pageJs(doc: PageDocument): string {
  const parts: string[] = [];
  for (const section of doc.sections) {
    if (section.js.trim() === '') continue;
    parts.push(
      `${sectionMarker(section.section_id)}\n${section.js}\n${sectionEndMarker(section.section_id)}\n`,
    );
  }
  if (hasAnimations(doc)) parts.push(ANIMATION_SCRIPT);
  return parts.join('');
}
