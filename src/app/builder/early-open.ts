/**
 * A cold open of the builder (issue 28): at boot, before the app's modules are evaluated, a builder
 * address asks for its page record, project and configuration, then for the canvas document's code and
 * the builder's, and, as soon as the record and configuration are in, for the page's saved files. The
 * screen's own requests then find their answers waiting (early-requests.ts) instead of starting four
 * round trips later. With the configuration and a page record in, the canvas document opens too
 * (parked hidden, its stylesheets downloaded and parsed, canvas/canvas-preload.ts), rather than once
 * the builder has mounted. Its code (`loadCanvas`) is asked for ahead of the builder's: the canvas
 * attaches only once its document has loaded, stylesheets included, so a canvas opened behind ~25 of
 * the builder's modules on HTTP/1.1's six connections kept the first paint waiting for its
 * stylesheets. Last, when the server has one, the image search key (editor-key/, issue 27), which
 * nothing on the canvas waits for.
 */

import { startEarly } from '../early-requests.ts';
import { readStoredSession } from '../session/browser-ports.ts';
import { PEXELS_KEY_NAME, startKeyEarly } from './editor-key/early-key.ts';
import { savedPageUrls } from './saved-files.ts';

const BUILDER_PATH = /^\/builder\/([^/]+)\/([^/]+)\/?$/;

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return response.ok ? await response.clone().json() : undefined;
  } catch {
    return undefined;
  }
}

/** Starts what a builder address needs first; anything else is left to the app. */
export function startBuilderOpen(
  path: string,
  storage: Storage,
  fetchFn: typeof fetch,
  loadBuilderCode: () => Promise<unknown>,
  loadCanvas: () => Promise<(assetBase: string) => void>,
): void {
  const match = BUILDER_PATH.exec(path);
  const session = match ? readStoredSession(storage) : null;
  if (!match || !session) return;
  const token = session.tokens.token;
  const [projectId, pageId] = [match[1]!, match[2]!];
  const config = startEarly(fetchFn, '/api/app_setting/config', token);
  const page = startEarly(fetchFn, `/api/page/detail_page/${pageId}`, token);
  startEarly(fetchFn, `/api/project/detail_project/${projectId}`, token);
  // A canvas whose code failed to load is opened by the builder screen when it mounts.
  const openCanvas = loadCanvas().catch(() => null);
  // After the data: over HTTP/1.1 the code's many modules would take every connection first.
  void loadBuilderCode().catch(() => {});
  void Promise.all([config.then(jsonOf), page.then(jsonOf)]).then(
    ([configAnswer, pageAnswer]) => {
      const hostedBase = (configAnswer as { hosted_base?: unknown } | undefined)?.hosted_base;
      const record = (pageAnswer as { page?: { page_slug?: unknown; revision?: unknown } } | undefined)?.page;
      if (typeof hostedBase === 'string' && typeof record?.page_slug === 'string') {
        const folder = decodeURIComponent(projectId);
        void openCanvas.then((open) => open?.(`${hostedBase}/${folder}/`));
        if (typeof record.revision === 'number' && record.revision !== 0)
          for (const url of savedPageUrls(hostedBase, folder, record.page_slug))
            startEarly(fetchFn, url, null);
      }
      // The image search key (issue 27) goes after the page's requests, and only when the server has one.
      const keys = (configAnswer as { integration_keys?: unknown } | undefined)?.integration_keys;
      if (Array.isArray(keys) && keys.includes(PEXELS_KEY_NAME))
        startKeyEarly(fetchFn, PEXELS_KEY_NAME, token);
    },
    () => {},
  );
}
