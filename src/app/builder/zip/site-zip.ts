/**
 * The site as a zip, built in the browser with fflate (issue 5 "Download zip"): the same layout as
 * the server's `make_zip_file_of_project` — `{slug}.html`, `css/{slug}.css`, `js/{slug}.js`, the
 * template's assets at their paths, `assets/vendor/…` — so the unzipped folder opens from disk.
 * Files are added one at a time, reporting progress after each; already-compressed files (images,
 * fonts, video) are stored, the rest deflated. Entries are sorted and dated 2000-01-01, so the same
 * files always give the same bytes. Pure.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface SiteFile {
  /** Site path, e.g. `css/home.css`. */
  readonly path: string;
  readonly bytes: Uint8Array;
}

export interface ZipProgress {
  /** Files in the zip so far. */
  readonly done: number;
  readonly total: number;
  /** The file just added. */
  readonly path: string;
}

const FIXED_MTIME = new Date('2000-01-01T00:00:00Z');
const STORED = /\.(?:png|jpe?g|gif|webp|avif|woff2?|mp4|webm|zip|gz)$/i;
const SAFE_PATH = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[^\\\0]+$/;

export function buildSiteZip(
  files: readonly SiteFile[],
  onProgress?: (progress: ZipProgress) => void,
): Uint8Array {
  const seen = new Set<string>();
  for (const file of files) {
    if (!SAFE_PATH.test(file.path)) throw new Error(`Unsafe zip path: ${file.path}`);
    if (seen.has(file.path)) throw new Error(`Duplicate zip path: ${file.path}`);
    seen.add(file.path);
  }
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  for (const [index, file] of sorted.entries()) {
    const entry = STORED.test(file.path)
      ? new ZipPassThrough(file.path)
      : new ZipDeflate(file.path, { level: 6 });
    entry.mtime = FIXED_MTIME;
    zip.add(entry);
    entry.push(file.bytes, true);
    if (failure) throw failure;
    onProgress?.({ done: index + 1, total: sorted.length, path: file.path });
  }
  zip.end();
  if (failure) throw failure;
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * A safe download name from a project name, as the server names its zip — except that accents are
 * dropped (`Bäckerei` → `Backerei`) rather than turned into a hyphen.
 */
export function zipFileName(projectName: string): string {
  const base = projectName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'site'}.zip`;
}
