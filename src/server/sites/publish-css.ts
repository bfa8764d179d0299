/**
 * A published page's css, cut to what the page uses (issue 21 "The publish pipeline: CSS"). A saved page
 * links Bootstrap, Font Awesome and Animate.css whole (about 330 KB, four render-blocking requests) and
 * its own css. At publish, each page gets one stylesheet instead:
 * - purged with PurgeCSS against the page's html, its own js, the Bootstrap it runs (publish-bootstrap.ts:
 *   its components, else none) and the form script, so the classes that scripts add (`show`,
 *   `collapsing`, `carousel-item-next`, `alert-success`…) stay;
 *   unused `@font-face` rules and keyframes go too;
 * - minified with Lightning CSS;
 * - inlined in the head when small (no request, nothing render-blocking), else written as
 *   `css/{slug}.{hash}.css` (content-hashed, served immutable) and loaded without blocking the render,
 *   with the part the first screen needs inlined (`criticalCss`: the rules the page's head and first
 *   sections can match).
 * Icons are inline SVG (inline-icons.ts), so a page needs no icon font; one with an icon of unknown name
 * keeps the font css, its files linked where the library serves them (`assets/vendor/fontawesome/webfonts/`).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transform } from 'lightningcss';
import { VENDOR_SCRIPTS, VENDOR_STYLESHEETS } from '../../projections/save-payload.ts';
import { SECTION_CLASS } from '../../projections/section-html.ts';
import type { Storage } from '../storage/storage.ts';
import { FORM_SCRIPT } from './form-script.ts';
import { prioritizeHeroImage } from './hero-image.ts';
import { inlineIcons } from './inline-icons.ts';
import { publishedBootstrapJs, withPublishedBootstrap } from './publish-bootstrap.ts';
import { minifyPublishedHtml } from './publish-html.ts';
import { withPublishedJs } from './publish-js.ts';
import { resolveVendorFile, VENDOR_PREFIX } from './vendor-assets.ts';

/** Up to this many bytes of css go inline in the page's head; more is a cached file of its own. */
export const INLINE_CSS_MAX_BYTES = 48 * 1024;

const require = createRequire(import.meta.url);

let purgecss: Promise<typeof import('purgecss')> | undefined;
/** Imported by the first publish, not at every start of the server (docs/benchmarks.md, "Unit suite wall time"). */
const loadPurgeCss = () => {
  purgecss ??= import('purgecss');
  return purgecss;
};
const vendorText = new Map<string, Promise<string>>();
/** A library file's text, read once per process (the files never change while it runs). */
function vendor(path: string): Promise<string> {
  let text = vendorText.get(path);
  if (!text) {
    text = readFile(resolveVendorFile(path.slice(VENDOR_PREFIX.length))!, 'utf8');
    vendorText.set(path, text);
  }
  return text;
}

/** Font Awesome's css finds its fonts at `../webfonts/`; from `css/` they are under the library's folder. */
const rebaseFontAwesome = (css: string) =>
  css.replace(/url\(\.\.\/webfonts\//g, `url(../${VENDOR_PREFIX}fontawesome/webfonts/`);

export interface PageCss {
  /** The page's stylesheet: purged, minified, fonts rebased for a file in `css/`. */
  readonly css: string;
  /** Bytes of css the saved page linked (libraries and its own). */
  readonly before: number;
}

/** Font Awesome's css for inline SVG icons (sizes, spacing, animations; no fonts). */
let svgIconCss: Promise<string> | undefined;
const iconSvgCss = () => {
  svgIconCss ??= readFile(
    join(dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'css/svg-with-js.min.css'),
    'utf8',
  );
  return svgIconCss;
};

const joinedLibraries = new Map<boolean, Promise<string>>();
/** The libraries' css as a page links it; Font Awesome's font css, or its SVG css when icons are inline. Joined once. */
function libraryCss(iconFont: boolean): Promise<string> {
  let css = joinedLibraries.get(iconFont);
  if (!css) {
    css = joinLibraries(iconFont);
    joinedLibraries.set(iconFont, css);
  }
  return css;
}

async function joinLibraries(iconFont: boolean): Promise<string> {
  const sheets = await Promise.all(
    VENDOR_STYLESHEETS.map(async (path) => {
      if (!path.includes('fontawesome')) return vendor(path);
      return iconFont ? rebaseFontAwesome(await vendor(path)) : iconSvgCss();
    }),
  );
  return sheets.join('\n');
}

interface Content {
  readonly html: string;
  readonly js: string;
}

/**
 * `css` without the rules no element of `contents` (nor Bootstrap's js or the form script) can match.
 * `bootstrap` is the Bootstrap js the pages run (publish-bootstrap.ts); by default its whole bundle.
 */
async function purge(contents: readonly Content[], css: string, bootstrap?: string): Promise<string> {
  const scripts =
    bootstrap === undefined ? await Promise.all(VENDOR_SCRIPTS.map((path) => vendor(path))) : [bootstrap];
  const { PurgeCSS } = await loadPurgeCss();
  const [purged] = await new PurgeCSS().purge({
    content: [
      ...contents.flatMap(({ html, js }) => [
        { raw: html, extension: 'html' },
        { raw: js, extension: 'js' },
      ]),
      ...scripts.map((script) => ({ raw: script, extension: 'js' })),
      { raw: FORM_SCRIPT, extension: 'js' },
    ],
    css: [{ raw: css }],
    fontFace: true,
    keyframes: true,
    // The page's own theme variables are read by css the page keeps; Bootstrap's are few and small.
    variables: false,
    safelist: { standard: [/^pw-/, /^pws-/], greedy: [/data-bs-/] },
  });
  return purged?.css ?? '';
}

/**
 * The libraries' css cut to what any of `pages` uses. A publish purges the libraries once for all its
 * pages, then each page against this much smaller css: the same result as purging each page against
 * the whole libraries (a rule one page keeps, the union keeps), at a fraction of the work.
 */
export async function purgeLibrariesFor(pages: readonly Content[], iconFont: boolean): Promise<string> {
  return purge(pages, await libraryCss(iconFont));
}

/**
 * The css `html` (with `js`) uses, out of the libraries it links and its own `pageCss`. With
 * `iconFont: false` (every icon inlined as SVG) Font Awesome's font css is replaced by its SVG css.
 * `libraries` is the libraries' css already cut for a set of pages including this one.
 */
export async function purgePageCss(
  html: string,
  js: string,
  pageCss: string,
  {
    iconFont = true,
    libraries,
    bootstrap,
  }: { iconFont?: boolean; libraries?: string; bootstrap?: string } = {},
): Promise<PageCss> {
  const whole = await libraryCss(iconFont);
  const purged = await purge([{ html, js }], `${libraries ?? whole}\n${pageCss}`, bootstrap);
  const { code } = transform({ filename: 'page.css', code: Buffer.from(purged), minify: true });
  return {
    css: Buffer.from(code).toString('utf8'),
    before: Buffer.byteLength(whole) + Buffer.byteLength(pageCss),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's `<link rel="stylesheet">` tags to the libraries and to `css/{slug}.css`. */
function stylesheetLinks(slug: string): RegExp {
  const hrefs = [...VENDOR_STYLESHEETS, `css/${slug}.css`].map(escapeRegExp).join('|');
  return new RegExp(`<link rel="stylesheet" href="(?:${hrefs})">\\n?`, 'g');
}

export interface PublishedPageCss {
  readonly html: string;
  /** A stylesheet file to write beside the page, when the css was too big to inline. */
  readonly file?: { readonly path: string; readonly css: string };
}

/** Css written into the page itself: `../` (fonts, images) is relative to the page, not to `css/`. */
const inlineStyle = (css: string) =>
  `<style>${css.replace(/url\((["']?)\.\.\//g, 'url($1').replace(/<\/style/gi, '<\\/style')}</style>\n`;

/**
 * The page html with its stylesheets replaced by the purged css: inline when small; else one hashed
 * file loaded without blocking the render (a preload that becomes the stylesheet once loaded, a plain
 * link for a browser without scripts), with `critical` (the first screen's part, `criticalCss`)
 * inline so the first screen is drawn styled before it arrives.
 */
export function withPurgedCss(html: string, slug: string, css: string, critical = ''): PublishedPageCss {
  const links = stylesheetLinks(slug);
  let first = true;
  const place = (replacement: string) =>
    html.replace(links, () => {
      if (!first) return '';
      first = false;
      return replacement;
    });
  if (Buffer.byteLength(css) <= INLINE_CSS_MAX_BYTES) {
    const out = place(inlineStyle(css));
    // A page that links none of them (not saved by the builder) keeps what it has.
    return first ? { html } : { html: out };
  }
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  const path = `css/${slug}.${hash}.css`;
  const out = place(
    `${critical === '' ? '' : inlineStyle(critical)}<link rel="preload" href="${path}" as="style" onload="this.onload=null;this.rel='stylesheet'">\n<noscript><link rel="stylesheet" href="${path}"></noscript>\n`,
  );
  return first ? { html } : { html: out, file: { path, css } };
}

/** How many sections count as the first screen: a navbar and a hero, and the start of what follows. */
export const FIRST_SCREEN_SECTIONS = 3;

/** `html` up to its first `FIRST_SCREEN_SECTIONS` sections (all of it when it has no more). */
export function firstScreenHtml(html: string): string {
  let at = -1;
  for (let i = 0; i <= FIRST_SCREEN_SECTIONS; i++) {
    at = html.indexOf(`<div class="${SECTION_CLASS}"`, at + 1);
    if (at === -1) return html;
  }
  return html.slice(0, at);
}

/**
 * The part of a page's purged `css` its first screen needs: the rules its head and first sections (with
 * the page's script and Bootstrap's, which add classes at load) can match, minified. Used only when the
 * whole css is too big to inline (`withPurgedCss`).
 */
export async function criticalCss(
  html: string,
  js: string,
  css: string,
  bootstrap?: string,
): Promise<string> {
  const purged = await purge([{ html: firstScreenHtml(html), js }], css, bootstrap);
  return Buffer.from(
    transform({ filename: 'critical.css', code: Buffer.from(purged), minify: true }).code,
  ).toString('utf8');
}

/**
 * Every page of a publish folder gets its hero image first (hero-image.ts), its icons inline, its purged
 * css, its minified, content-hashed script (publish-js.ts), only the Bootstrap it uses
 * (publish-bootstrap.ts) and minified html (publish-html.ts) (a publish step after the saved files are
 * copied). A page with an icon the SVG files lack keeps the icon font for all its icons
 * (an inline icon beside the font css would draw twice). Answers the bytes of css before and after.
 */
export async function optimizePublishedPages(
  storage: Storage,
  folder: string,
): Promise<{ before: number; after: number }> {
  const read = async (path: string) =>
    (await storage.read(`${folder}/${path}`, { within: folder }).catch(() => undefined))?.toString('utf8') ??
    '';
  const slugs = (await storage.list(folder))
    .map((key) => key.slice(folder.length + 1))
    .filter((path) => /^[a-z0-9-]+\.html$/.test(path))
    .map((path) => path.slice(0, -'.html'.length));
  const pages = await Promise.all(
    slugs.map(async (slug) => {
      const saved = await read(`${slug}.html`);
      const icons = inlineIcons(prioritizeHeroImage(saved));
      const iconFont = icons.leftover > 0;
      return {
        slug,
        saved,
        html: iconFont ? prioritizeHeroImage(saved) : icons.html,
        iconFont,
        js: await read(`js/${slug}.js`),
        css: await read(`css/${slug}.css`),
      };
    }),
  );
  const libraries = new Map<boolean, Promise<string>>();
  const librariesFor = (iconFont: boolean) => {
    let cut = libraries.get(iconFont);
    if (!cut) {
      cut = purgeLibrariesFor(
        pages.filter((page) => page.iconFont === iconFont),
        iconFont,
      );
      libraries.set(iconFont, cut);
    }
    return cut;
  };
  let before = 0;
  let after = 0;
  for (const page of pages) {
    // Only the classes the Bootstrap the page will run can add (not the modal's, tooltip's… of the whole bundle).
    const bootstrapJs = await publishedBootstrapJs(page.html, page.js);
    const purged = await purgePageCss(page.html, page.js, page.css, {
      iconFont: page.iconFont,
      libraries: await librariesFor(page.iconFont),
      bootstrap: bootstrapJs,
    });
    const critical =
      Buffer.byteLength(purged.css) > INLINE_CSS_MAX_BYTES
        ? await criticalCss(page.html, page.js, purged.css, bootstrapJs)
        : '';
    const published = withPurgedCss(page.html, page.slug, purged.css, critical);
    // A page the builder did not save (no library links) is left exactly as it was.
    if (published.html === page.html) continue;
    before += purged.before;
    after += Buffer.byteLength(purged.css);
    if (published.file) await storage.write(`${folder}/${published.file.path}`, published.file.css);
    const script = await withPublishedJs(published.html, page.slug, page.js);
    if (script.file) await storage.write(`${folder}/${script.file.path}`, script.file.js);
    const bootstrap = await withPublishedBootstrap(script.html, page.js);
    if (bootstrap.file) await storage.write(`${folder}/${bootstrap.file.path}`, bootstrap.file.js);
    await storage.write(`${folder}/${page.slug}.html`, await minifyPublishedHtml(bootstrap.html));
  }
  return { before, after };
}
