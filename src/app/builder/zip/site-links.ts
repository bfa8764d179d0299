/**
 * Which files a saved site needs, read from its own files (issue 5 "Download zip … opens from disk
 * with working links"). Saved pages link everything page-relatively (`css/home.css`,
 * `assets/vendor/…`, `assets/images/…`, `about.html`), which works from disk as it is; addresses on
 * the hosted base itself (a picture from the gallery) are made relative here and their files packed
 * too. Paths are site paths: relative to the project folder, `/`-separated, never leaving it.
 * Pure: no DOM, no I/O (htmlparser2 reads the html, as everywhere in the core).
 */
import { Parser } from 'htmlparser2';

/** Attributes whose value is one address. */
const URL_ATTRIBUTES = new Set(['src', 'href', 'poster', 'data-src', 'data-bg']);
/** Schemes, protocol-relative, root-absolute and fragment-only addresses are not files of the site. */
const NOT_A_FILE = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;
const CSS_IMPORT = /@import\s+(['"])([^'"]+)\1/g;

/** The folder of a site path (`css/home.css` → `css/`, `home.html` → ''). */
function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash + 1);
}

/**
 * A reference in the file at `from` as a site path, or null when it is not a file of the site
 * (another origin, a fragment, `data:`) or would leave the site folder.
 */
export function resolveSitePath(from: string, reference: string): string | null {
  const bare = reference.trim().split(/[?#]/)[0] ?? '';
  if (bare === '' || NOT_A_FILE.test(reference.trim())) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return null;
  }
  const parts: string[] = [];
  for (const part of `${folderOf(from)}${decoded}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.length === 0 ? null : parts.join('/');
}

function cssReferences(css: string): string[] {
  return [...css.matchAll(CSS_URL), ...css.matchAll(CSS_IMPORT)].map((match) => match[2] ?? '');
}

function htmlReferences(html: string): string[] {
  const found: string[] = [];
  let inStyle = false;
  const parser = new Parser(
    {
      onopentagname(tag) {
        inStyle = tag === 'style';
      },
      onattribute(name, value) {
        if (URL_ATTRIBUTES.has(name)) found.push(value);
        else if (name === 'srcset')
          found.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
        else if (name === 'style') found.push(...cssReferences(value));
      },
      // A <style> element's css arrives as text.
      ontext(text) {
        if (inStyle) found.push(...cssReferences(text));
      },
      onclosetag() {
        inStyle = false;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true },
  );
  parser.end(html);
  return found;
}

/** Every site file the file at `path` refers to (deduplicated, in order of appearance). */
export function siteReferences(path: string, text: string): string[] {
  const references = path.endsWith('.css') ? cssReferences(text) : htmlReferences(text);
  const paths = references.map((reference) => resolveSitePath(path, reference)).filter((p) => p !== null);
  return [...new Set(paths)];
}

export interface HostedSite {
  /** `{hostedBase}` without a trailing slash. */
  readonly hostedBase: string;
  readonly projectId: string;
}

/** Where hosted-base files outside the project folder (gallery media) go in the zip. */
export const MEDIA_FOLDER = 'assets/media/';

/**
 * The text of the file at `path` with absolute addresses on the hosted base made relative: the
 * project's own folder becomes the site root, `/media/…` becomes `assets/media/…`.
 */
export function localizeHostedUrls(path: string, text: string, site: HostedSite): string {
  const up = '../'.repeat(folderOf(path).split('/').length - 1);
  const base = site.hostedBase.replace(/\/$/, '');
  return text
    .split(`${base}/${site.projectId}/`)
    .join(up)
    .split(`${base}/media/`)
    .join(`${up}${MEDIA_FOLDER}`);
}

/** The address a site path is fetched from on the hosted base. */
export function hostedUrlOf(path: string, site: HostedSite): string {
  const base = site.hostedBase.replace(/\/$/, '');
  const encoded = (p: string) => p.split('/').map(encodeURIComponent).join('/');
  return path.startsWith(MEDIA_FOLDER)
    ? `${base}/media/${encoded(path.slice(MEDIA_FOLDER.length))}`
    : `${base}/${encodeURIComponent(site.projectId)}/${encoded(path)}`;
}

const WEB_FONT_FILE = /^(assets\/vendor\/fonts\/[a-z0-9-]+\/)[^/]+\.woff2$/;

/**
 * Files that travel with a file though nothing links them: a self-hosted web font's licence
 * (`assets/vendor/fonts/{id}/LICENSE.txt`): OFL, Apache and UFL all ask that it travel with the font.
 */
export function companionPaths(path: string): string[] {
  const font = WEB_FONT_FILE.exec(path);
  return font ? [`${font[1]}LICENSE.txt`] : [];
}

/** Files whose text is read for references (and localized). */
export function isTextFile(path: string): boolean {
  return /\.(?:html?|css)$/i.test(path);
}
