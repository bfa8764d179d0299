/**
 * A cold open of the builder (issue 28): at boot, before the app's modules are evaluated, a builder
 * address asks for its page record, project and configuration, then for the canvas document's code
 * and the first look's, then (without running it) for the app's and the builder's code; as soon as
 * the record and configuration are in, for the page's saved files. The screen's own requests then find
 * their answers waiting (early-requests.ts) instead of starting four round trips later. With the
 * configuration and a page record in, the canvas document opens too (parked hidden, its stylesheets
 * downloaded and parsed, canvas/canvas-preload.ts), and once the saved files are in, the page is
 * painted into it inside the builder's frame (first-look.ts) before the app starts.
 *
 * The returned promise settles when that first look is on screen, or is not coming (another address,
 * no session, a failure, FIRST_LOOK_DEADLINE_MS gone by): the boot starts the app then. Evaluating the
 * app (React, the router, the UI kit, the builder) took the main thread for most of a cold open, and a
 * page painted behind it waited for all of it; the code downloads meanwhile (`preloadCode`), so the
 * app starts from the cache. Its code is asked for after the data and the canvas's code: over HTTP/1.1's
 * six connections its ~25 modules would otherwise take every connection first.
 *
 * The canvas's vendor stylesheets are asked for as soon as the configuration names the hosted base, so
 * the canvas document finds them in the cache when its code has arrived and opens it.
 *
 * Last, when the server has one, the image search key (editor-key/, issue 27), which nothing on the
 * canvas waits for.
 */

import { startEarly } from '../early-requests.ts';
import { readStoredSession } from '../session/browser-ports.ts';
import { vendorStylesheets } from './canvas/vendor-stylesheets.ts';
import { PEXELS_KEY_NAME, startKeyEarly } from './editor-key/early-key.ts';
import type { FirstLookInput } from './first-look.ts';
import { endFirstLook } from './first-look-state.ts';
import { savedPageUrls } from './saved-files.ts';

const BUILDER_PATH = /^\/builder\/([^/]+)\/([^/]+)\/?$/;

/**
 * How long the app waits for a first look before it starts anyway: far more than a cold open takes
 * (≈ 0.5 s), so only a request that hangs reaches it.
 */
export const FIRST_LOOK_DEADLINE_MS = 3000;

export interface BuilderOpenPorts {
  readonly storage: Storage;
  readonly fetch: typeof fetch;
  /** The canvas document's code: a function that opens the canvas for a page folder, parked, and returns its iframe. */
  readonly loadCanvas: () => Promise<(assetBase: string) => HTMLIFrameElement | null>;
  /** The first look's code (first-look.ts `showFirstLook`). */
  readonly loadFirstLook: () => Promise<(input: FirstLookInput) => Promise<boolean>>;
  /** Downloads the app's and the builder's code without running it. */
  readonly preloadCode: () => void;
  /**
   * Downloads the canvas's vendor stylesheets into the HTTP cache (as the canvas will ask: CORS, same
   * credentials), without applying them anywhere.
   */
  readonly warmStylesheets: (urls: readonly string[]) => void;
  /**
   * Whether this browser's draft of the page holds unsaved edits (drafts/unsaved-mark.ts): its saved
   * version is not what the builder will show, so no first look.
   */
  readonly hasUnsavedDraft: (pageId: string) => boolean;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return response.ok ? await response.clone().json() : undefined;
  } catch {
    return undefined;
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Starts what a builder address needs first; resolves when the app should start (see above). */
export function startBuilderOpen(path: string, ports: BuilderOpenPorts): Promise<void> {
  const match = BUILDER_PATH.exec(path);
  const session = match ? readStoredSession(ports.storage) : null;
  if (!match || !session) return Promise.resolve();
  const token = session.tokens.token;
  const [projectId, pageId] = [match[1]!, match[2]!];
  const fetchFn = ports.fetch;
  const config = startEarly(fetchFn, '/api/app_setting/config', token);
  const page = startEarly(fetchFn, `/api/page/detail_page/${pageId}`, token);
  const project = startEarly(fetchFn, `/api/project/detail_project/${projectId}`, token);
  const folder = decodeURIComponent(projectId);
  // The canvas's stylesheets as soon as the hosted base is known: the canvas document that links them
  // opens only once its code is in, and they were the last requests before the first paint.
  void config.then(jsonOf).then((answer) => {
    const hostedBase = field(answer, 'hosted_base');
    if (typeof hostedBase === 'string') ports.warmStylesheets(vendorStylesheets(`${hostedBase}/${folder}/`));
  });
  // Code that fails to load leaves the work to the builder: it opens the canvas when it mounts.
  const openCanvas = ports.loadCanvas().catch(() => null);
  const showFirstLook = ports.loadFirstLook().catch(() => null);
  let preloaded = false;
  const preloadCode = () => {
    if (preloaded) return;
    preloaded = true;
    ports.preloadCode();
  };

  const firstLook = Promise.all([config.then(jsonOf), page.then(jsonOf)]).then(
    async ([configAnswer, pageAnswer]): Promise<boolean> => {
      const hostedBase = field(configAnswer, 'hosted_base');
      const record = field(pageAnswer, 'page');
      const slug = field(record, 'page_slug');
      const revision = field(record, 'revision');
      // The image search key (issue 27) goes after the page's requests, and only when the server has one.
      const keys = field(configAnswer, 'integration_keys');
      const askKey = () => {
        if (Array.isArray(keys) && keys.includes(PEXELS_KEY_NAME))
          startKeyEarly(fetchFn, PEXELS_KEY_NAME, token);
      };
      if (typeof hostedBase !== 'string' || typeof slug !== 'string') {
        askKey();
        preloadCode();
        return false;
      }
      const opened = openCanvas.then((open) => open?.(`${hostedBase}/${folder}/`) ?? null);
      const files =
        typeof revision === 'number' && revision !== 0
          ? savedPageUrls(hostedBase, folder, slug).map((url) => startEarly(fetchFn, url, null))
          : [];
      askKey();
      const [iframe, show, projectAnswer] = await Promise.all([opened, showFirstLook, project.then(jsonOf)]);
      // The app's code downloads once what the first look waits for has: before, its two dozen
      // requests queued ahead of the saved files on the six connections.
      void Promise.allSettled(files).then(preloadCode);
      if (!iframe || !show || ports.hasUnsavedDraft(decodeURIComponent(pageId))) return false;
      const projectName = field(field(projectAnswer, 'project'), 'project_name');
      return show({
        path,
        iframe,
        record,
        projectName: typeof projectName === 'string' ? projectName : undefined,
        hostedBase,
        projectId: folder,
        fetchFn,
      });
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), FIRST_LOOK_DEADLINE_MS);
  });
  return Promise.race([firstLook.catch(() => false), deadline]).then((shown) => {
    clearTimeout(timer);
    preloadCode();
    // The app starts without one: none may show up over it later.
    if (!shown) endFirstLook();
  });
}
