/**
 * Sending files from the sites origin with byte ranges (issue 3 "Uploads": videos seek): every file
 * answer carries `Accept-Ranges: bytes`; a satisfiable Range gets 206 with `Content-Range`, an
 * unsatisfiable one 416 naming the size. Files on local disk are streamed from
 * an open handle (a 100 MB video is never read whole, and a concurrent atomic replace cannot mix
 * two versions into one answer); other storages fall back to `read`.
 */
import { type FileHandle, open, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSafeKey, type Storage } from '../storage/storage.ts';
import { type ByteRange, contentRange, parseByteRange, unsatisfiedRange } from './byte-range.ts';

/** An open file: its size, and its bytes as a stream (all, or one range). */
export interface OpenedFile {
  readonly size: number;
  stream(range?: ByteRange): Readable;
  close(): Promise<void>;
}

export type FileBody = Buffer | OpenedFile;

const isInside = (path: string, folder: string) => path === folder || path.startsWith(folder + sep);

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

async function openHandle(path: string): Promise<OpenedFile | undefined> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return undefined;
    }
    const opened = handle;
    return {
      size: info.size,
      stream: (range) =>
        opened.createReadStream({ ...(range && { start: range.start, end: range.end }), autoClose: true }),
      close: () => opened.close(),
    };
  } catch (error) {
    await handle?.close();
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** An absolute file the server itself resolved (the content library), opened for streaming. */
export const openDiskFile = (path: string) => openHandle(path);

/**
 * The stored file under `key`, confined to the `within` prefix like `Storage.read`: streamed when the
 * storage is local disk (it exposes its real `root`), else read whole.
 */
export async function openStoredFile(
  storage: Storage,
  key: string,
  within: string,
): Promise<FileBody | undefined> {
  const root = (storage as { root?: unknown }).root;
  if (typeof root !== 'string') return storage.read(key, { within });
  if (!isSafeKey(key) || !isSafeKey(within)) return undefined;
  try {
    const real = await realpath(join(root, ...key.split('/')));
    const confine = await realpath(join(root, ...within.split('/')));
    if (!isInside(real, root) || !isInside(real, confine)) return undefined;
    return await openHandle(real);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
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
  // If-Range needs a validator we do not send (ETag, Last-Modified): answer the whole file then.
  const range = request.headers['if-range'] ? undefined : parseByteRange(request.headers.range, size);
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
