/**
 * The file storage seam (issue 3 "Runtime: Files"): saved pages, and later uploads and published
 * sites, live behind this interface: local disk (local-disk.ts) or S3-compatible object storage (s3.ts).
 * Keys are relative, '/'-separated paths of safe segments (see `isSafeKey`); an unsafe key is refused
 * before any I/O.
 */
import type { Readable } from 'node:stream';

/**
 * A stored file opened for reading (`Storage.open`): the size and the bytes of one version of the
 * file, even if it is replaced meanwhile. Call exactly one of `stream` and `close`.
 */
export interface OpenedFile {
  readonly size: number;
  /** When the file was last written, when the storage knows (sites answers revalidate against it). */
  readonly modifiedAt?: Date;
  /** All the bytes, or one inclusive range of them; the file is released when the stream ends or is destroyed. */
  stream(range?: { readonly start: number; readonly end: number }): Readable;
  /** Releases the file without reading it (HEAD, an unsatisfiable range). */
  close(): Promise<void>;
}

export interface Storage {
  /**
   * The bytes stored under `key`, or undefined when absent or not a file. With `within` (a key
   * prefix), also undefined unless the file really lives under that prefix (links are resolved).
   */
  read(key: string, options?: { within?: string }): Promise<Buffer | undefined>;
  /**
   * The file under `key` opened for streaming and ranged reads, confined like `read`; undefined in
   * the same cases. Optional: without it, callers read the whole file (the sites origin does).
   */
  open?(key: string, options?: { within?: string }): Promise<OpenedFile | undefined>;
  /** Stores `data` under `key` so a crash leaves either the old or the new bytes, never a mix. */
  write(key: string, data: Uint8Array | string): Promise<void>;
  /** Removes `key`; absent keys are fine. */
  delete(key: string): Promise<void>;
  /** Removes every key under `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Every key under `prefix/`, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Resolves when the storage is reachable and usable, rejects otherwise (`GET /api/health`). */
  ping?(): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
export const KEY_MAX = 1024;

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'UnsafeKeyError';
  }
}

/** A key is safe when every segment is a plain name: no empty, dot-leading (dotfiles, `..`) or odd segment. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > KEY_MAX) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new UnsafeKeyError(key);
}

/** Storage keys of one saved page (CONTRACT: `{projectId}/{slug}.html`, `css/{slug}.css`, `js/{slug}.js`). */
export function pageFileKeys(projectId: string, slug: string) {
  return {
    html: `${projectId}/${slug}.html`,
    css: `${projectId}/css/${slug}.css`,
    js: `${projectId}/js/${slug}.js`,
  } as const;
}
