/**
 * The shipped libraries a saved page links relatively (spec §9: Bootstrap 5.0.2, Font Awesome 6.6.0,
 * Animate.css 4.1.1), served at `/{projectId}/assets/vendor/...` from node_modules, and the
 * self-hosted web fonts at `assets/vendor/fonts/…` from vendor/fonts (font-assets.ts). A fixed table:
 * no request path ever reaches the file system except these files, Font Awesome's webfonts and the
 * fonts of the font manifest.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { resolveFontFile } from './font-assets.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export const VENDOR_PREFIX = 'assets/vendor/';

const FILES: Record<string, [pkg: string, file: string]> = {
  'bootstrap/bootstrap.min.css': ['bootstrap', 'dist/css/bootstrap.min.css'],
  'bootstrap/bootstrap.bundle.min.js': ['bootstrap', 'dist/js/bootstrap.bundle.min.js'],
  'fontawesome/css/all.min.css': ['@fortawesome/fontawesome-free', 'css/all.min.css'],
  'animate/animate.min.css': ['animate.css', 'animate.min.css'],
};

const WEBFONT = /^fontawesome\/webfonts\/(fa-[a-z0-9-]+\.(?:woff2|ttf))$/;

/** The absolute file behind a vendor path (relative to `assets/vendor/`), or undefined. */
export function resolveVendorFile(path: string): string | undefined {
  const entry = FILES[path];
  if (entry) return join(packageDir(entry[0]), entry[1]);
  const font = WEBFONT.exec(path);
  if (font?.[1]) return join(packageDir('@fortawesome/fontawesome-free'), 'webfonts', font[1]);
  return resolveFontFile(path);
}

/**
 * Every vendor file as [path under `assets/vendor/`, absolute file] (the zip export bundles them).
 * Not the web fonts: a zip ships only the faces its pages use (font-assets.ts `fontFilesReferenced`).
 */
export function listVendorFiles(): [string, string][] {
  const fonts = readdirSync(join(packageDir('@fortawesome/fontawesome-free'), 'webfonts'))
    .map((name) => `fontawesome/webfonts/${name}`)
    .filter((path) => WEBFONT.test(path));
  return [...Object.keys(FILES), ...fonts].map((path) => [path, resolveVendorFile(path)!]);
}
