/**
 * The backup archive (issue 26 "Durability on one machine"): one tar.gz holding, in this order,
 *   manifest.json   format, version, time, and how many data files follow (checked on reading)
 *   db.tar          the embedded database's folder as PGlite's `dumpDataDir` writes it (uncompressed)
 *   data/…          every other file of DATA_DIR (`files/`, `secret.key`), paths relative to it
 * `writeArchive` streams a staged snapshot (snapshot.ts) out; `readArchive` reads one back, entry by
 * entry, and throws `ArchiveError` for anything that is not a whole archive of this format.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline as pipe, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { ArchiveError, packTar, readTar, type TarEntry, type TarFile } from './tar.ts';

export const ARCHIVE_FORMAT = 'pagewright-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'db.tar';
export const DATA_PREFIX = 'data/';

export interface Manifest {
  readonly format: typeof ARCHIVE_FORMAT;
  readonly version: number;
  readonly createdAt: string;
  readonly database: 'pglite';
  /** How many `data/…` entries follow `db.tar`. */
  readonly dataFiles: number;
}

/** A snapshot ready to be written: the database tarball and the data files, staged under `root`. */
export interface StagedSnapshot {
  readonly databaseTar: Uint8Array;
  readonly root: string;
  readonly files: readonly TarEntry[];
  readonly createdAt: Date;
}

async function* readStaged(snapshot: StagedSnapshot, file: TarEntry): AsyncGenerator<Buffer> {
  let read = 0;
  for await (const chunk of createReadStream(join(snapshot.root, ...file.path.split('/')))) {
    read += (chunk as Buffer).length;
    yield chunk as Buffer;
  }
  // The staged file is a link to a file that is only ever replaced, never rewritten (local-disk.ts).
  if (read !== file.size) throw new Error(`${file.path} changed size while the backup read it`);
}

function* archiveFiles(snapshot: StagedSnapshot): Generator<TarFile> {
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: snapshot.createdAt.toISOString(),
    database: 'pglite',
    dataFiles: snapshot.files.length,
  };
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  yield { entry: { path: MANIFEST_ENTRY, size: manifestBytes.length, mode: 0o600 }, chunks: [manifestBytes] };
  yield {
    entry: { path: DATABASE_ENTRY, size: snapshot.databaseTar.length, mode: 0o600 },
    chunks: [snapshot.databaseTar],
  };
  for (const file of snapshot.files) {
    yield { entry: { ...file, path: `${DATA_PREFIX}${file.path}` }, chunks: readStaged(snapshot, file) };
  }
}

/** Writes the snapshot as a tar.gz to `output`. */
export async function writeArchive(snapshot: StagedSnapshot, output: Writable): Promise<void> {
  await pipeline(packTar(archiveFiles(snapshot), snapshot.createdAt), createGzip(), output);
}

export interface ArchiveHandlers {
  onDatabase(chunks: AsyncIterable<Buffer>, size: number): Promise<void>;
  onDataFile(entry: TarEntry, chunks: AsyncIterable<Buffer>): Promise<void>;
}

/** A relative path of plain segments: no absolute path, `..`, `.` or empty segment. */
function isSafeRelativePath(path: string): boolean {
  return path
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\0'));
}

/**
 * Reads the archive at `path` to its end and answers its manifest; every entry is checked (order,
 * paths, count) and handed to `handlers`. Any fault is an `ArchiveError` with a message for people.
 */
export async function readArchive(path: string, handlers: ArchiveHandlers): Promise<Manifest> {
  let manifest: Manifest | undefined;
  let sawDatabase = false;
  let dataFiles = 0;
  // stream.pipeline destroys the gunzip stream with a read error too, so the loop below sees it.
  const source = pipe(createReadStream(path), createGunzip(), () => {});
  try {
    await readTar(source, async (entry, chunks) => {
      if (!manifest) {
        if (entry.path !== MANIFEST_ENTRY || entry.size > 64 * 1024)
          throw new ArchiveError('This is not a Pagewright backup (no manifest first).');
        const parts: Buffer[] = [];
        for await (const chunk of chunks) parts.push(chunk);
        manifest = parseManifest(Buffer.concat(parts).toString('utf8'));
      } else if (!sawDatabase) {
        if (entry.path !== DATABASE_ENTRY)
          throw new ArchiveError('The archive has no database after its manifest.');
        sawDatabase = true;
        await handlers.onDatabase(chunks, entry.size);
      } else {
        const relative = entry.path.slice(DATA_PREFIX.length);
        if (!entry.path.startsWith(DATA_PREFIX) || !isSafeRelativePath(relative)) {
          throw new ArchiveError(
            `The archive holds an unexpected path: ${JSON.stringify(entry.path.slice(0, 200))}`,
          );
        }
        dataFiles++;
        await handlers.onDataFile({ ...entry, path: relative }, chunks);
      }
    });
  } catch (error) {
    throw asArchiveError(error);
  }
  if (!manifest || !sawDatabase) throw new ArchiveError('The archive is incomplete (no database in it).');
  if (dataFiles !== manifest.dataFiles) {
    throw new ArchiveError(`The archive is incomplete: ${dataFiles} data files of ${manifest.dataFiles}.`);
  }
  return manifest;
}

function asArchiveError(error: unknown): Error {
  if (error instanceof ArchiveError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new ArchiveError(`The archive is corrupt or truncated (${(error as Error).message}).`);
  }
  if (code === 'ENOENT')
    return new ArchiveError(`No archive at ${(error as NodeJS.ErrnoException).path ?? 'that path'}.`);
  return error instanceof Error ? error : new Error(String(error));
}

function parseManifest(text: string): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new ArchiveError('This is not a Pagewright backup (its manifest is not JSON).');
  }
  if (value.format !== ARCHIVE_FORMAT) throw new ArchiveError('This is not a Pagewright backup.');
  if (value.version !== ARCHIVE_VERSION) {
    throw new ArchiveError(
      `This backup has format version ${value.version}; this Pagewright reads version ${ARCHIVE_VERSION}.`,
    );
  }
  if (!Number.isSafeInteger(value.dataFiles) || (value.dataFiles ?? -1) < 0)
    throw new ArchiveError('The backup manifest is corrupt.');
  return value as Manifest;
}

/** Checks a whole archive without keeping anything; answers its manifest. */
export function verifyArchive(path: string): Promise<Manifest> {
  const drain = async (chunks: AsyncIterable<Buffer>) => {
    for await (const _ of chunks);
  };
  return readArchive(path, { onDatabase: drain, onDataFile: (_entry, chunks) => drain(chunks) });
}

/** Streams chunks into a new file with `mode`. */
export async function writeChunksToFile(
  chunks: AsyncIterable<Buffer>,
  path: string,
  mode: number,
): Promise<void> {
  await pipeline(chunks, createWriteStream(path, { mode, flags: 'wx' }));
}
