/**
 * The site zip's worker thread (issue 22 §6 "One account can slow everyone"): everything CPU-bound in an
 * export happens here, never on the request thread: rendering each page's html for the zip
 * (`pageHtmlTransform`, as published), finding the web fonts the pages declare, deflating, and
 * base64-encoding the zip for its JSON answer.
 *
 * It takes a `ZipJob` (zip-pool.ts) and answers `{id, chunk}` messages, the zip's base64 as ASCII bytes,
 * in order, in pieces made of `BATCH_BYTES` of zip as they are produced, then `{id, done: true}` or
 * `{id, error}`. Jobs run one at a time, in the order they come. The shipped files (vendor libraries,
 * fonts) are read and compressed once per worker, then reused by every later zip.
 *
 * The thread runs at a lower CPU priority (nice 10, set by its entry, zip-worker.mjs): when requests and
 * zips compete for the cores, requests win and zips take longer.
 */
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { Zip, ZipDeflate, type ZipInputFile, ZipPassThrough } from 'fflate';
import { fontFilesReferenced } from '../sites/font-assets.ts';
import { pageHtmlTransform } from '../sites/site-render.ts';
import { listVendorFiles, VENDOR_PREFIX } from '../sites/vendor-assets.ts';
import { asciiBytes, Base64Chunks } from './base64-chunks.ts';
import type { ZipJob, ZipWorkerMessage } from './zip-pool.ts';

const DEFLATE_LEVEL = 6;
/** Deflated, or stored as is (woff2 fonts are compressed already). */
type Level = typeof DEFLATE_LEVEL | 0;
/**
 * Output is posted in pieces of this much zip (a multiple of 3: 32 KiB of base64), as it is produced. Small
 * on purpose: the request thread receives each piece as a new ArrayBuffer, and V8 frees ones this small in
 * its young generation, where 256 KiB pieces each counted toward the old generation and brought a full
 * (mark-compact) GC every few exports, pausing every request.
 */
const BATCH_BYTES = 24 * 1024;
/** A large file goes to the deflater in slices, so its output flows as it is produced. */
const SLICE_BYTES = 1024 * 1024;

type Entry = { path: string; level: Level } & ({ bytes: Uint8Array } | { file: string });

/** A shipped file, compressed: what a `ZipInputFile` needs besides its name. */
interface Compressed {
  readonly crc: number;
  readonly size: number;
  readonly compression: number;
  readonly flag: number | undefined;
  readonly data: Uint8Array<ArrayBuffer>;
}

const shipped = new Map<string, Compressed>();

function entryFor(path: string, level: Level): ZipDeflate | ZipPassThrough {
  return level === 0 ? new ZipPassThrough(path) : new ZipDeflate(path, { level });
}

function pushSliced(entry: ZipDeflate | ZipPassThrough, bytes: Uint8Array) {
  if (bytes.length === 0) return entry.push(bytes, true);
  for (let at = 0; at < bytes.length; at += SLICE_BYTES)
    entry.push(bytes.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= bytes.length);
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function compressShipped(file: string, level: Level): Compressed {
  const key = `${file}\n${level}`;
  const known = shipped.get(key);
  if (known) return known;
  const entry = entryFor('', level);
  const parts: Uint8Array[] = [];
  entry.ondata = (error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  };
  pushSliced(entry, new Uint8Array(readFileSync(file)));
  const done = {
    crc: entry.crc,
    size: entry.size,
    compression: entry.compression,
    flag: 'flag' in entry ? (entry.flag as number) : undefined,
    data: concat(parts),
  };
  shipped.set(key, done);
  return done;
}

/** The zip's files by path (the last one winning, as in a folder): the rendered site, vendor files, fonts. */
function entriesOf(job: ZipJob): Entry[] {
  const { render } = job;
  const transform = pageHtmlTransform(render.project, render.pagesBySlug, render.siteName);
  const entries = new Map<string, Entry>();
  const pages: string[] = [];
  for (const file of job.files) {
    const bytes = transform(
      file.path,
      Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length),
    );
    entries.set(file.path, { path: file.path, level: DEFLATE_LEVEL, bytes });
    if (file.path.endsWith('.html')) pages.push(bytes.toString('utf8'));
  }
  for (const [path, file] of listVendorFiles()) {
    const at = `${VENDOR_PREFIX}${path}`;
    entries.set(at, { path: at, level: DEFLATE_LEVEL, file });
  }
  // The web fonts the pages declare (woff2 is compressed already), with their licences.
  for (const [path, file] of fontFilesReferenced(pages)) entries.set(path, { path, level: 0, file });
  return [...entries.values()];
}

function runJob(job: ZipJob, post: (message: ZipWorkerMessage, transfer?: ArrayBuffer[]) => void) {
  const base64 = new Base64Chunks();
  const send = (text: string) => {
    if (text.length === 0) return;
    const chunk = asciiBytes(text);
    post({ id: job.id, chunk }, [chunk.buffer]);
  };
  const pending: Uint8Array[] = [];
  let pendingBytes = 0;
  /** Sends the zip's bytes so far in pieces of exactly `BATCH_BYTES` (and the rest, when `all`). */
  const flush = (all: boolean) => {
    while (pendingBytes >= BATCH_BYTES || (all && pendingBytes > 0)) {
      const piece = new Uint8Array(Math.min(BATCH_BYTES, pendingBytes));
      for (let filled = 0; filled < piece.length; ) {
        const head = pending[0]!;
        const taken = Math.min(head.length, piece.length - filled);
        piece.set(head.subarray(0, taken), filled);
        filled += taken;
        if (taken === head.length) pending.shift();
        else pending[0] = head.subarray(taken);
      }
      pendingBytes -= piece.length;
      send(base64.push(piece));
    }
  };
  let failure: Error | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      pending.push(chunk);
      pendingBytes += chunk.length;
      flush(final);
    }
  });
  for (const item of entriesOf(job)) {
    if ('file' in item) {
      const { data, ...header } = compressShipped(item.file, item.level);
      const entry: ZipInputFile = { filename: item.path, mtime: job.mtime, ...header };
      zip.add(entry);
      entry.ondata!(null, data, true);
    } else {
      const entry = entryFor(item.path, item.level);
      entry.mtime = job.mtime;
      zip.add(entry);
      pushSliced(entry, item.bytes);
    }
    if (failure) throw failure;
  }
  zip.end();
  if (failure) throw failure;
  flush(true);
  send(base64.end());
}

const port = parentPort!;
port.on('message', (job: ZipJob) => {
  try {
    runJob(job, (message, transfer) => port.postMessage(message, transfer ?? []));
    port.postMessage({ id: job.id, done: true } satisfies ZipWorkerMessage);
  } catch (error) {
    port.postMessage({
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies ZipWorkerMessage);
  }
});
