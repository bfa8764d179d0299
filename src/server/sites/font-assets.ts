/**
 * The self-hosted web fonts (issue 20 §3 "Font family"), served with the other vendor files at
 * `/{projectId}/assets/vendor/fonts/{id}/{file}` from the committed vendor/fonts folder
 * (scripts/fonts/build-fonts.ts). A fixed table built from the font manifest: only the faces it
 * lists and each family's LICENSE.txt resolve, so no request path reaches anything else on disk.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontsourceId } from '../../domain/font-ids.ts';
import { FONT_MANIFEST } from '../../domain/font-manifest.ts';
import { FONTS_PATH, fontFaces } from '../../projections/font-face-css.ts';

export const FONT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../vendor/fonts');

/** Paths under `assets/vendor/` that start the fonts folder. */
export const FONTS_VENDOR_PREFIX = 'fonts/';

let table: Map<string, string> | undefined;

/** Every servable font path (relative to the fonts folder) → its file. */
function fontTable(): Map<string, string> {
  if (!table) {
    table = new Map();
    for (const family of Object.keys(FONT_MANIFEST)) {
      const id = fontsourceId(family);
      for (const face of fontFaces(family)) table.set(face.file, join(FONT_ROOT, face.file));
      table.set(`${id}/LICENSE.txt`, join(FONT_ROOT, id, 'LICENSE.txt'));
    }
  }
  return table;
}

/** The absolute file behind a vendor path (`fonts/roboto/roboto-latin-400-normal.woff2`), or undefined. */
export function resolveFontFile(vendorPath: string): string | undefined {
  if (!vendorPath.startsWith(FONTS_VENDOR_PREFIX)) return undefined;
  return fontTable().get(vendorPath.slice(FONTS_VENDOR_PREFIX.length));
}

const FONT_REFERENCE = new RegExp(`${FONTS_PATH.replace(/[/.]/g, '\\$&')}([a-z0-9-]+/[A-Za-z0-9.-]+)`, 'g');

/**
 * The font files a saved page's text refers to, as [site path, absolute file], with each family's
 * licence beside its faces (OFL, Apache and UFL all ask that it travel with them). For a server-side zip,
 * which ships only the fonts the pages use.
 */
export function fontFilesReferenced(texts: readonly string[]): [string, string][] {
  const found = new Map<string, string>();
  for (const text of texts)
    for (const match of text.matchAll(FONT_REFERENCE)) {
      const path = match[1]!;
      const file = fontTable().get(path);
      if (!file) continue;
      found.set(`${FONTS_PATH}${path}`, file);
      const licence = `${path.slice(0, path.indexOf('/'))}/LICENSE.txt`;
      found.set(`${FONTS_PATH}${licence}`, fontTable().get(licence)!);
    }
  return [...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
