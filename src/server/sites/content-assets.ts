/**
 * The shipped library's images and videos (content/images, content/videos) as a fallback for
 * saved pages: a section added from the library links `assets/images/<file>`; when the project
 * has no such file of its own, the sites origin serves the library's. Only plain file paths
 * under those two folders resolve — nothing else of content/ or the disk is reachable.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_ROOT } from '../content/library.ts';

/** `assets/images/…` or `assets/videos/…`: plain path segments that each start with a letter or digit. */
const CONTENT_ASSET =
  /^assets\/(images|videos)\/((?:[A-Za-z0-9][A-Za-z0-9_-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** The absolute file for a page-relative asset path, or undefined. */
export function resolveContentAsset(path: string): string | undefined {
  const match = CONTENT_ASSET.exec(path);
  if (!match || match[2]!.includes('..')) return undefined;
  const file = join(CONTENT_ROOT, match[1]!, match[2]!);
  return existsSync(file) ? file : undefined;
}
