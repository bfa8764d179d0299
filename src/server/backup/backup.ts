/**
 * `npm run backup [PATH]` (issue 26 "Durability on one machine"): one tar.gz of a consistent snapshot
 * of DATA_DIR (archive.ts). A running server makes it (channel.ts); with no server, this process opens
 * the data folder itself, holding its lock so no server starts meanwhile. The archive is written to
 * `PATH.partial`, read back whole, then renamed, so a file with the final name is always complete.
 * With DATABASE_URL the database is PostgreSQL's to back up (pg_dump), and this refuses.
 */
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase, pgliteFolder } from '../db/connect.ts';
import { FolderLockedError } from '../db/folder-lock.ts';
import { type Manifest, verifyArchive, writeArchive } from './archive.ts';
import { BACKUP_REQUEST, backupSocketPath, fitsSocketAddress } from './channel.ts';
import { takeSnapshot } from './snapshot.ts';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const POSTGRES_BACKUP_MESSAGE =
  'DATABASE_URL is set, so the database is PostgreSQL: back it up with pg_dump (or pg_basebackup), and the files ' +
  '(DATA_DIR/files or the S3 bucket) with your storage tools. `npm run backup` covers the embedded database only.';

/** `pagewright-backup-2026-11-27T07-40-05Z.tar.gz`: sorts by time, no colons (they trouble some tools). */
export function archiveName(at: Date): string {
  return `pagewright-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/** A path ending in `.tar.gz` or `.tgz` is the archive itself; anything else is a folder for it. */
export function archivePath(target: string, at: Date): string {
  const path = resolve(target);
  return /\.(tar\.gz|tgz)$/.test(path) ? path : join(path, archiveName(at));
}

export interface BackupResult {
  readonly path: string;
  readonly bytes: number;
  readonly manifest: Manifest;
  /** `server`: the running server made it; `folder`: no server ran, this process opened DATA_DIR. */
  readonly source: 'server' | 'folder';
}

export async function runBackup(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  target: string;
}): Promise<BackupResult> {
  if (options.databaseUrl) throw new BackupError(POSTGRES_BACKUP_MESSAGE);
  const path = archivePath(options.target, new Date());
  if (existsSync(path)) throw new BackupError(`${path} already exists; name another file.`);
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  try {
    const socket = await connectToServer(options.dataDir);
    const source = socket ? 'server' : 'folder';
    if (socket) await receiveArchive(socket, partial);
    else await archiveFolder(options.dataDir, partial);
    const manifest = await verifyArchive(partial).catch((error: Error) => {
      throw new BackupError(`The archive came out incomplete (${error.message}); nothing was kept.`);
    });
    renameSync(partial, path);
    return { path, bytes: statSync(path).size, manifest, source };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** The server's backup socket, or undefined when no server listens on it. */
async function connectToServer(dataDir: string): Promise<Socket | undefined> {
  const path = backupSocketPath(dataDir);
  if (!fitsSocketAddress(path)) return undefined;
  const socket = connect(path);
  try {
    await once(socket, 'connect');
    return socket;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return undefined;
    if (code === 'EACCES')
      throw new BackupError(`Not allowed to reach the server's backup socket; run as the server's user.`);
    throw error;
  }
}

/** Reads the server's answer line, then stores the archive bytes that follow it. */
async function receiveArchive(socket: Socket, partial: string): Promise<void> {
  socket.write(BACKUP_REQUEST);
  const file = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
  let header = '';
  let answered = false;
  await pipeline(
    socket,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        if (answered) {
          yield chunk;
          continue;
        }
        header += chunk.toString('latin1');
        const end = header.indexOf('\n');
        if (end < 0) continue;
        const answer = JSON.parse(header.slice(0, end)) as { ok: boolean; message?: string };
        if (!answer.ok) throw new BackupError(`The server refused: ${answer.message ?? 'no reason given'}`);
        answered = true;
        const rest = Buffer.from(header.slice(end + 1), 'latin1');
        if (rest.length > 0) yield rest;
      }
      if (!answered) throw new BackupError('The server closed the backup socket without answering.');
    },
    file,
  );
}

/** No server runs: open the data folder here (its lock keeps a server from starting meanwhile). */
async function archiveFolder(dataDir: string, partial: string): Promise<void> {
  if (!existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof FolderLockedError) {
      throw new BackupError(
        `A server holds ${dataDir} but its backup socket (${backupSocketPath(dataDir)}) does not answer. ${error.message}`,
      );
    }
    throw error;
  }
  try {
    const pglite = database.pglite;
    if (!pglite) throw new BackupError('The data folder did not open as an embedded database.');
    const snapshot = await takeSnapshot(pglite, dataDir);
    try {
      await writeArchive(snapshot, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
    } finally {
      await snapshot.discard();
    }
  } finally {
    await database.close();
  }
}
