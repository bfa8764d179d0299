/**
 * Builds real saved pages from content, the way the builder does: a document filled with
 * `section.add` (and `section.setSettings` for background videos) through the editor's dispatch,
 * then `savePayload()`; writes them with the vendor libraries, the web fonts and the content assets into a folder
 * laid out like the sites origin (`{slug}.html`, `css/`, `js/`, `assets/vendor/`, `assets/images/`),
 * and serves that folder on 127.0.0.1. Used by the thumbnail script and the browser checks.
 */

import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import type { SavePayload } from '../../src/projections/save-payload.ts';
import { buildSavedPage } from '../../src/server/content/build-page.ts';
import { CONTENT_ROOT } from '../../src/server/content/library.ts';
import { FONT_ROOT } from '../../src/server/sites/font-assets.ts';

export { buildSavedPage };

const require = createRequire(import.meta.url);
const pkg = (name: string): string => dirname(require.resolve(`${name}/package.json`));

/** An empty favicon so browsers do not log a 404 for /favicon.ico. */
const FAVICON = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Copies vendor libraries and content assets into a site folder. */
export function prepareSiteFolder(dir: string): void {
  const vendor = join(dir, 'assets/vendor');
  mkdirSync(join(vendor, 'bootstrap'), { recursive: true });
  cpSync(join(pkg('bootstrap'), 'dist/css/bootstrap.min.css'), join(vendor, 'bootstrap/bootstrap.min.css'));
  cpSync(
    join(pkg('bootstrap'), 'dist/js/bootstrap.bundle.min.js'),
    join(vendor, 'bootstrap/bootstrap.bundle.min.js'),
  );
  cpSync(
    join(pkg('@fortawesome/fontawesome-free'), 'css/all.min.css'),
    join(vendor, 'fontawesome/css/all.min.css'),
  );
  cpSync(join(pkg('@fortawesome/fontawesome-free'), 'webfonts'), join(vendor, 'fontawesome/webfonts'), {
    recursive: true,
  });
  mkdirSync(join(vendor, 'animate'), { recursive: true });
  cpSync(join(pkg('animate.css'), 'animate.min.css'), join(vendor, 'animate/animate.min.css'));
  // The self-hosted web fonts, as the sites origin serves them (pages declare only those they use).
  cpSync(FONT_ROOT, join(vendor, 'fonts'), { recursive: true });
  cpSync(join(CONTENT_ROOT, 'images'), join(dir, 'assets/images'), { recursive: true });
  cpSync(join(CONTENT_ROOT, 'videos'), join(dir, 'assets/videos'), { recursive: true });
  writeFileSync(join(dir, 'favicon.ico'), FAVICON);
}

export function writeSavedPage(dir: string, payload: SavePayload): string {
  mkdirSync(join(dir, 'css'), { recursive: true });
  mkdirSync(join(dir, 'js'), { recursive: true });
  writeFileSync(join(dir, `${payload.slug_name}.html`), payload.html);
  writeFileSync(join(dir, `css/${payload.slug_name}.css`), payload.css);
  writeFileSync(join(dir, `js/${payload.slug_name}.js`), payload.javascript);
  return `${payload.slug_name}.html`;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/png',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webm': 'video/webm',
};

/** Serves a folder on 127.0.0.1 at a free port; resolves with the server and its base URL. */
export async function serveFolder(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    try {
      const bytes = await readFile(join(dir, path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(bytes);
    } catch {
      response.writeHead(404);
      response.end('not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

export { CHROMIUM_ARGS } from '../../e2e/support/chromium.ts';

/** Stops every animation and transition so screenshots and checks see the final state. */
export const STILL_CSS =
  '*, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }';

/**
 * Scrolls to the bottom and back so lazy images load, then waits (at most 10 s) until every
 * rendered image has finished; images inside hidden carousel slides or collapsed panels are skipped.
 * A lazy image the quick scroll passed before the browser started it would never load once the page
 * is back at the top (it then looked broken on a slow machine), so those still pending load eagerly.
 */
export async function scrollThrough(page: import('playwright-core').Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
    const pending = [...document.images].filter(
      (image) => !image.complete && image.getClientRects().length > 0,
    );
    const loaded = Promise.all(
      pending.map(
        (image) =>
          new Promise((r) => {
            image.addEventListener('load', r, { once: true });
            image.addEventListener('error', r, { once: true });
            if (image.loading === 'lazy') image.loading = 'eager';
          }),
      ),
    );
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 10_000))]);
  });
}
