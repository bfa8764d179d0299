/**
 * The zip of a saved site (spec §7 `make_zip_file_of_project`): every file of the saved site (page-files.ts) at
 * its hosted path (`{slug}.html`, `css/{slug}.css`, `js/{slug}.js`, …), its pages rendered as published, plus
 * the vendor libraries the pages link at `assets/vendor/…` and the web fonts they declare, so the unzipped
 * folder opens offline exactly as hosted.
 *
 * Issue 22 §6: the request thread only reads (database, files) and writes; rendering, compressing and
 * base64-encoding run in a worker thread (zip-pool.ts, zip-worker.ts), and the JSON answer is streamed,
 * its base64 written as it arrives, so the whole zip's base64 is never held in one piece. The answer is
 * still exactly the spec's `{code, message, file_name, zip_base64}`.
 */
import { Readable } from 'node:stream';
import type { SiteFile } from '../data/page-files.ts';
import type { SiteRenderInput } from '../data/project-settings.ts';
import { type RunningZip, runZipJob } from './zip-pool.ts';

/** Every entry's date: the zip of an unchanged site is the same. */
const ZIP_MTIME = Date.parse('2000-01-01T00:00:00Z');

/** Starts zipping a saved site in a worker; answers the zip's base64 (ASCII bytes) as it is produced. */
export function zipProjectSite(
  site: readonly SiteFile[],
  render: Pick<SiteRenderInput, 'project' | 'pagesBySlug' | 'siteName'>,
): RunningZip {
  // Copies with buffers of their own: they are moved to the worker.
  const files = site.map((file) => ({ path: file.path, bytes: new Uint8Array(file.bytes) }));
  return runZipJob({ files, render, mtime: ZIP_MTIME });
}

/**
 * The answer `{code: 200, message: 'Zip ready', file_name, zip_base64}` as a byte stream: the head of the
 * JSON, then the zip's base64 as the worker produces it, then the tail. Resolves once the worker has sent
 * its first piece, so a worker that fails to start or fails at once still rejects here, before any byte
 * of the answer, and the caller answers the usual error envelope.
 */
export async function streamZipAnswer(fileName: string, zip: RunningZip): Promise<Readable> {
  const empty = JSON.stringify({ code: 200, message: 'Zip ready', file_name: fileName, zip_base64: '' });
  const [head, tail] = [empty.slice(0, -2), empty.slice(-2)]; // `…"zip_base64":"` and `"}`
  const pieces = zip[Symbol.asyncIterator]();
  const first = await pieces.next();
  const bytes = (piece: Uint8Array) => Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
  async function* parts() {
    yield Buffer.from(head, 'utf8');
    if (!first.done) yield bytes(first.value);
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield bytes(next.value);
    yield Buffer.from(tail, 'utf8');
  }
  return Readable.from(parts(), { objectMode: false });
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
