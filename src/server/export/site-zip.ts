/**
 * The zip of a saved site (spec §7 `make_zip_file_of_project`): every stored file of the project at
 * its hosted path (`{slug}.html`, `css/{slug}.css`, `js/{slug}.js`, …) plus the vendor libraries the
 * pages link at `assets/vendor/…` and the web fonts they declare, so the unzipped folder opens offline exactly as hosted.
 */
import { readFile } from 'node:fs/promises';
import { type Zippable, zipSync } from 'fflate';
import { fontFilesReferenced } from '../sites/font-assets.ts';
import { listVendorFiles, VENDOR_PREFIX } from '../sites/vendor-assets.ts';
import type { Storage } from '../storage/storage.ts';

export async function zipProjectSite(storage: Storage, projectId: string): Promise<Uint8Array> {
  const files: Zippable = {};
  const pages: string[] = [];
  for (const key of await storage.list(projectId)) {
    const bytes = await storage.read(key, { within: projectId });
    if (!bytes) continue;
    files[key.slice(projectId.length + 1)] = new Uint8Array(bytes);
    if (key.endsWith('.html')) pages.push(new TextDecoder().decode(bytes));
  }
  for (const [path, file] of listVendorFiles()) {
    files[`${VENDOR_PREFIX}${path}`] = [new Uint8Array(await readFile(file)), { level: 6 }];
  }
  // The web fonts the pages declare (woff2 is compressed already), with their licences.
  for (const [path, file] of fontFilesReferenced(pages))
    files[path] = [new Uint8Array(await readFile(file)), { level: 0 }];
  return zipSync(files, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') });
}

/** A safe download name from a project name. */
export function zipFileName(projectName: string): string {
  const base = projectName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'site'}.zip`;
}
