/**
 * The page's saved files on the hosted base (spec §7 Static files, §8): `{page}.html`,
 * `css/{page}.css` (or the older `css/style.css`) and `js/{page}.js`, a failed fetch counting as an
 * empty string. A module of its own, without the parser (page-source.ts): the builder asks for the
 * files as soon as it has the page record, while the parser is still downloading.
 */
import type { SavedPage } from '../../projections/load-page.ts';

/** GETs a static file; '' on any failure (spec §8: a failed static file fetch returns an empty string). */
export async function fetchStatic(fetchFn: typeof fetch, url: string): Promise<string> {
  try {
    const response = await fetchFn(url);
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
}

/**
 * `revision` 0 is a page never saved: it has no files, and asking for them only filled a new user's
 * console with four 404s on the first open (issue 27).
 */
/** The addresses of a saved page's html, css and js. */
export function savedPageUrls(hostedBase: string, projectId: string, slug: string): [string, string, string] {
  const base = `${hostedBase.replace(/\/$/, '')}/${encodeURIComponent(projectId)}`;
  const file = encodeURIComponent(slug);
  return [`${base}/${file}.html`, `${base}/css/${file}.css`, `${base}/js/${file}.js`];
}

export async function fetchSavedPage(
  fetchFn: typeof fetch,
  hostedBase: string,
  projectId: string,
  slug: string,
  revision: number,
): Promise<SavedPage> {
  if (revision === 0) return { html: '', css: '', javascript: '' };
  const [htmlUrl, cssUrl, jsUrl] = savedPageUrls(hostedBase, projectId, slug);
  const [html, pageCss, javascript] = await Promise.all([
    fetchStatic(fetchFn, htmlUrl),
    fetchStatic(fetchFn, cssUrl),
    fetchStatic(fetchFn, jsUrl),
  ]);
  const base = `${hostedBase.replace(/\/$/, '')}/${encodeURIComponent(projectId)}`;
  const css = pageCss !== '' ? pageCss : await fetchStatic(fetchFn, `${base}/css/style.css`);
  return { html, css, javascript };
}
