/**
 * Fetches a project's saved site for the browser zip: the pages the server lists
 * (`list_user_templates`: `{slug}.html`, `css/{slug}.css`, `js/{slug}.js`), the template's assets
 * (`template_files`), the vendor libraries the pages link, and every further file the pages' html
 * and css refer to (Font Awesome's fonts, the self-hosted web fonts a page's `@font-face` rules name
 * with their licences, gallery pictures), all from the hosted base. Html and css
 * get hosted-base addresses made relative on the way. A file the hosted site does not have is left
 * out (the page links it, but it does not exist online either); any other failure stops the
 * download with a message naming the file.
 */

import type { z } from 'zod';
import type { ApiClient } from '../../../api/client.ts';
import type { ProjectResponse } from '../../../api/project.ts';
import type { TemplateFilesResponse, UserTemplatesResponse } from '../../../api/template.ts';
import { VENDOR_SCRIPTS, VENDOR_STYLESHEETS } from '../../../projections/save-payload.ts';
import {
  companionPaths,
  type HostedSite,
  hostedUrlOf,
  isTextFile,
  localizeHostedUrls,
  siteReferences,
} from './site-links.ts';
import type { SiteFile, ZipProgress } from './site-zip.ts';

export interface SiteSource extends HostedSite {
  readonly api: ApiClient;
  readonly fetch: typeof fetch;
}

/** Fetches at a time: enough to keep the connection busy, few enough not to crowd the builder. */
const PARALLEL = 4;

export class SiteFetchError extends Error {}

/** The first files of the site: every page's three files, the vendor files and the template's assets. */
export async function initialSitePaths(source: SiteSource, signal?: AbortSignal): Promise<string[]> {
  const id = encodeURIComponent(source.projectId);
  const [pages, project] = await Promise.all([
    source.api.request<z.infer<typeof UserTemplatesResponse>>({
      method: 'GET',
      path: `/api/user_template/list_user_templates/${id}`,
      ...(signal && { signal }),
    }),
    source.api.request<ProjectResponse>({
      method: 'GET',
      path: `/api/project/detail_project/${id}`,
      ...(signal && { signal }),
    }),
  ]);
  if (pages.user_templates.length === 0)
    throw new SiteFetchError('This project has no saved pages yet. Save a page, then download the zip.');
  const templateId = project.project.template_id;
  const assets = templateId
    ? (
        await source.api.request<z.infer<typeof TemplateFilesResponse>>({
          method: 'POST',
          path: '/api/template/template_files',
          body: { template_id: templateId },
          ...(signal && { signal }),
        })
      ).files.map((file) => file.Key)
    : [];
  const pageFiles = pages.user_templates.flatMap((page) => [
    `${page.slug_name}.html`,
    `css/${page.slug_name}.css`,
    `js/${page.slug_name}.js`,
  ]);
  return [...new Set([...pageFiles, ...VENDOR_STYLESHEETS, ...VENDOR_SCRIPTS, ...assets])];
}

/** One file's bytes, or null when the hosted site does not have it (404). */
async function fetchFile(source: SiteSource, path: string, signal?: AbortSignal): Promise<Uint8Array | null> {
  let response: Response;
  try {
    response = await source.fetch(hostedUrlOf(path, source), signal ? { signal } : {});
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new SiteFetchError(
      `Could not fetch ${path} from the hosted site. Check your connection and try again.`,
    );
  }
  if (response.status === 404) return null;
  if (!response.ok)
    throw new SiteFetchError(`Could not fetch ${path} from the hosted site (HTTP ${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Every file of the site, fetched a few at a time; `onProgress` after each (the total grows as the
 * pages' references are found).
 */
export async function fetchSiteFiles(
  source: SiteSource,
  onProgress?: (progress: ZipProgress) => void,
  signal?: AbortSignal,
): Promise<SiteFile[]> {
  const queue = await initialSitePaths(source, signal);
  const known = new Set(queue);
  const files: SiteFile[] = [];
  let done = 0;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  const enqueue = (found: string) => {
    // Pages come from the page list; a link to any other .html is dead online too.
    if (known.has(found) || /\.html?$/i.test(found)) return;
    known.add(found);
    queue.push(found);
  };

  const take = async (path: string) => {
    const bytes = await fetchFile(source, path, signal);
    if (bytes) {
      if (isTextFile(path)) {
        const text = localizeHostedUrls(path, decoder.decode(bytes), source);
        for (const found of siteReferences(path, text)) enqueue(found);
        files.push({ path, bytes: encoder.encode(text) });
      } else files.push({ path, bytes });
      for (const companion of companionPaths(path)) enqueue(companion);
    }
    done += 1;
    onProgress?.({ done, total: known.size, path });
  };

  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await take(path);
  };
  // Workers drain the shared queue; a worker that finds it empty while others still add to it
  // stops, so loop until the queue stays empty after every worker finished.
  while (queue.length > 0) await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (!files.some((file) => /\.html$/.test(file.path) && !file.path.includes('/')))
    throw new SiteFetchError(
      'No page of this project is on the hosted site yet. Save a page, then download the zip.',
    );
  return files;
}
