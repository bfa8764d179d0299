/**
 * Sending files from the sites origin with byte ranges (issue 3 "Uploads": videos seek): every file
 * answer carries `Accept-Ranges: bytes`; a satisfiable Range gets 206 with `Content-Range`, an
 * unsatisfiable one 416 naming the size. Stored files are streamed through `Storage.open` when the
 * storage has it (a 100 MB video is never read whole, and a concurrent atomic replace cannot mix two
 * versions into one answer); other storages fall back to `read`. Confinement to the project's (or
 * owner's, or publish's) folder is the storage's, checked on the real path in both cases.
 * Every file answer carries its validators (ETag, and Last-Modified when known) and answers a
 * matching conditional GET with 304 (validators.ts).
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openLocalFile } from '../storage/local-disk.ts';
import { isSafeKey, type OpenedFile, type Storage } from '../storage/storage.ts';
import { contentRange, parseByteRange, unsatisfiedRange } from './byte-range.ts';
import { isNotModified, rangeStillValid, validatorsOf } from './validators.ts';

export type FileBody = Buffer | OpenedFile;

/** An absolute file the server itself resolved (the content library), opened for streaming. */
export const openDiskFile = (path: string) => openLocalFile(path);

/** The stored file under `key`, confined to the `within` prefix: streamed when the storage can open files, else read whole. */
export async function openStoredFile(
  storage: Storage,
  key: string,
  within: string,
): Promise<FileBody | undefined> {
  if (!isSafeKey(key) || !isSafeKey(within)) return undefined;
  return storage.open ? storage.open(key, { within }) : storage.read(key, { within });
}

/** Answers `body` as `type`, honouring a Range header (see the module comment). */
export async function sendFileBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: FileBody,
  type: string,
): Promise<FastifyReply> {
  const size = Buffer.isBuffer(body) ? body.length : body.size;
  reply.header('accept-ranges', 'bytes');
  const validators = validatorsOf(body);
  if (validators) {
    reply.header('etag', validators.etag);
    if (validators.lastModified) reply.header('last-modified', validators.lastModified);
    if ((request.method === 'GET' || request.method === 'HEAD') && isNotModified(request, validators)) {
      if (!Buffer.isBuffer(body)) await body.close();
      return reply.code(304).send();
    }
  }
  // A range of a file that changed since the client's copy is not served: the whole file is.
  const range = rangeStillValid(request, validators)
    ? parseByteRange(request.headers.range, size)
    : undefined;
  if (range === 'unsatisfiable') {
    if (!Buffer.isBuffer(body)) await body.close();
    return reply
      .code(416)
      .header('content-range', unsatisfiedRange(size))
      .type('application/json; charset=utf-8')
      .send({ code: 416, message: `Range not satisfiable: the file has ${size} bytes` });
  }
  reply.type(type);
  if (range) reply.code(206).header('content-range', contentRange(range, size));
  const length = range ? range.end - range.start + 1 : size;
  if (Buffer.isBuffer(body)) return reply.send(range ? body.subarray(range.start, range.end + 1) : body);
  if (request.method === 'HEAD') {
    await body.close();
    // An empty stream keeps our Content-Length (an empty payload would make Fastify answer 0).
    return reply.header('content-length', length).send(Readable.from([]));
  }
  return reply.header('content-length', length).send(body.stream(range));
}
