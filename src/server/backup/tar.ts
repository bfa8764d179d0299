/**
 * The backup archive's tar (issue 26 "Durability on one machine"), on `tar-stream` (mafintosh): regular
 * files only; the package writes POSIX ustar headers and a pax record where a name does not fit them
 * (long or non-ASCII) or a size needs it. `packTar` writes entries as a stream of tar bytes; `readTar`
 * reads one back entry by entry and refuses anything else (a bad checksum, a link, a truncated
 * stream) with an `ArchiveError` whose message is for people.
 */
import type { pack } from 'tar-stream';

let tarStream: Promise<typeof import('tar-stream')> | undefined;
/** Imported by the first backup or restore rather than at every start of the server (≈ 0.1 s). */
function loadTarStream(): Promise<typeof import('tar-stream')> {
  tarStream ??= import('tar-stream');
  return tarStream;
}

/** Two zero blocks end a tar stream; without them it was cut short. */
const END_LENGTH = 1024;

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

export interface TarEntry {
  readonly path: string;
  readonly size: number;
  /** Permission bits (0o644, 0o600). */
  readonly mode: number;
}

export interface TarFile {
  readonly entry: TarEntry;
  /** Exactly `entry.size` bytes. */
  readonly chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

interface Drainable {
  readonly destroyed: boolean;
  once(event: 'drain' | 'close', listener: () => void): unknown;
}

/** Resolves when `stream` wants more bytes, or has closed (a failure then arrives elsewhere). */
function whenDrained(stream: Drainable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed) return resolve();
    stream.once('drain', resolve);
    stream.once('close', resolve);
  });
}

async function writeEntry(archive: ReturnType<typeof pack>, file: TarFile, mtime: Date): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const sink = archive.entry(
      { name: file.entry.path, size: file.entry.size, mode: file.entry.mode, mtime, type: 'file' },
      (error) => (error ? reject(error) : resolve()),
    );
    // Its failure arrives through the callback above; the event would otherwise go unheard.
    sink.on('error', () => {});
    (async () => {
      for await (const chunk of file.chunks) {
        if (!sink.write(chunk)) await whenDrained(sink);
        if (sink.destroyed) return;
      }
      sink.end(undefined);
    })().catch((error: unknown) => {
      sink.destroy(error instanceof Error ? error : new Error(String(error)));
      reject(error);
    });
  });
}

/** The tar bytes of `files`, in order, ending with the end-of-archive blocks. */
export async function* packTar(
  files: AsyncIterable<TarFile> | Iterable<TarFile>,
  mtime = new Date(),
): AsyncGenerator<Uint8Array> {
  const { pack } = await loadTarStream();
  const archive = pack();
  let failure: unknown;
  (async () => {
    for await (const file of files) await writeEntry(archive, file, mtime);
    archive.finalize();
  })().catch((error: unknown) => {
    failure = error;
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  try {
    for await (const chunk of archive) yield chunk as Uint8Array;
  } catch (error) {
    throw failure ?? error;
  } finally {
    // A reader that stops early (its output failed) stops the writing too.
    archive.destroy();
  }
  if (failure) throw failure;
}

/** tar-stream's errors (pinned version) in words for people. */
function asArchiveError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof ArchiveError) return error;
  if (error.message.startsWith('Invalid tar header. Maybe'))
    return new ArchiveError('The archive is corrupt (a header checksum does not match).');
  if (error.message.startsWith('Invalid tar header'))
    return new ArchiveError('The archive is corrupt (a header is not a tar header).');
  if (error.message === 'Invalid header' || error.message === 'Header exceeds max size')
    return new ArchiveError('The archive is corrupt (a bad size).');
  if (error.message === 'Unexpected end of data') return new ArchiveError('The archive is truncated.');
  return error;
}

/**
 * Reads every regular file of a tar stream in order and hands each to `onEntry` with its bytes
 * as chunks (whatever `onEntry` leaves unread is skipped). Throws `ArchiveError` for anything it
 * cannot trust, a stream without its end-of-archive blocks included.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, chunks: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const { extract } = await loadTarStream();
  const reader = extract();
  let tail = Buffer.alloc(0);
  let sourceError: unknown;
  const feeding = (async () => {
    for await (const chunk of source) {
      if (reader.destroyed) return;
      tail = Buffer.concat([tail, chunk]).subarray(-END_LENGTH);
      if (!reader.write(chunk)) await whenDrained(reader);
    }
    reader.end(undefined);
  })().catch((error: unknown) => {
    sourceError = error;
    reader.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  try {
    for await (const stream of reader) {
      const { name, size, mode, type } = stream.header;
      if (type !== 'file' && type !== 'contiguous-file')
        throw new ArchiveError(`The archive holds an entry of type "${type}", not a file.`);
      if (!Number.isSafeInteger(size) || size < 0)
        throw new ArchiveError('The archive is corrupt (a bad size).');
      const iterator = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      let ended = false;
      const chunks = (async function* () {
        for (;;) {
          const next = await iterator.next();
          if (next.done) {
            ended = true;
            return;
          }
          yield next.value;
        }
      })();
      await onEntry({ path: name, size, mode }, chunks);
      while (!ended) ended = (await iterator.next()).done === true;
    }
  } catch (error) {
    reader.destroy();
    throw asArchiveError(sourceError ?? error);
  }
  await feeding;
  if (sourceError) throw asArchiveError(sourceError);
  if (tail.length < END_LENGTH || tail.some((byte) => byte !== 0))
    throw new ArchiveError('The archive is truncated.');
}
