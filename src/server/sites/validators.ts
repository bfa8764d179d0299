/**
 * Revalidation for the sites origin (issue 21 "Caching": ETag/Last-Modified and 304 for html and
 * images). A streamed file is identified by its size and modification time (a weak ETag: the
 * bytes are not read to compute it), a file held in memory by a hash of its bytes. A conditional
 * GET whose validator still matches gets 304 and no body.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export interface Validators {
  readonly etag: string;
  /** The HTTP date, when the file's modification time is known. */
  readonly lastModified?: string;
}

/** A buffer's tag, hashed once per buffer (the library files are read once and kept). */
const bufferTags = new WeakMap<Buffer, Validators>();

export function validatorsOf(
  file: { readonly size: number; readonly modifiedAt?: Date } | Buffer,
): Validators | undefined {
  if (Buffer.isBuffer(file)) {
    let validators = bufferTags.get(file);
    if (!validators) {
      validators = { etag: `W/"${createHash('sha256').update(file).digest('base64url').slice(0, 27)}"` };
      bufferTags.set(file, validators);
    }
    return validators;
  }
  if (!file.modifiedAt) return undefined;
  return {
    etag: `W/"${file.size.toString(16)}-${Math.floor(file.modifiedAt.getTime()).toString(16)}"`,
    lastModified: file.modifiedAt.toUTCString(),
  };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the client's copy is current (RFC 9110 §13.1.2: If-None-Match wins over If-Modified-Since). */
export function isNotModified(request: FastifyRequest, validators: Validators): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === '*') return true;
    return noneMatch.split(',').some((tag) => opaque(tag) === opaque(validators.etag));
  }
  const since = request.headers['if-modified-since'];
  if (since === undefined || validators.lastModified === undefined) return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && Date.parse(validators.lastModified) <= sinceMs;
}

/** If-Range: a range is honoured only for the same file (its strong ETag or its exact Last-Modified). */
export function rangeStillValid(request: FastifyRequest, validators: Validators | undefined): boolean {
  const header = request.headers['if-range'];
  if (header === undefined) return true;
  const ifRange = Array.isArray(header) ? (header[0] ?? '') : header;
  if (!validators) return false;
  if (ifRange.startsWith('"')) return !validators.etag.startsWith('W/') && ifRange === validators.etag;
  return validators.lastModified !== undefined && ifRange === validators.lastModified;
}
