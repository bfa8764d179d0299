/**
 * The server's side of `npm run backup` (issue 26): a Unix socket at `DATA_DIR/run/backup.sock`, in a
 * folder only the server's user may enter (0700) and itself owner-only (0600), so only that user (or
 * root) can ask for a snapshot; nothing listens on the network. PGlite holds its folder while the
 * server runs, so the backup must come from this process.
 *
 * Protocol: the client writes `backup\n`; the server answers one JSON line, `{"ok":true}` followed by
 * the archive's bytes to the end of the stream, or `{"ok":false,"message":…}`. One backup at a time.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { writeArchive } from './archive.ts';
import { ensureRunFolder, RUN_FOLDER, takeSnapshot } from './snapshot.ts';

export const BACKUP_SOCKET = 'backup.sock';
export const BACKUP_REQUEST = 'backup\n';
/** Linux's limit on a socket path (sun_path is 108 bytes, one for the terminating zero). */
const SOCKET_PATH_MAX = 107;

export function backupSocketPath(dataDir: string): string {
  return join(dataDir, RUN_FOLDER, BACKUP_SOCKET);
}

/** Whether `path` fits in a Unix socket address (with a deep DATA_DIR it does not, and there is no channel). */
export function fitsSocketAddress(path: string): boolean {
  return Buffer.byteLength(path) <= SOCKET_PATH_MAX;
}

export interface BackupChannel {
  close(): Promise<void>;
}

/**
 * Listens for backup requests. Call it only while holding the data folder's lock (connect.ts), which
 * is why a socket file left by an earlier, killed server can simply be replaced.
 */
export async function startBackupChannel(options: {
  dataDir: string;
  pglite: PGlite;
  log: FastifyBaseLogger;
}): Promise<BackupChannel | undefined> {
  const path = backupSocketPath(options.dataDir);
  if (!fitsSocketAddress(path)) {
    options.log.warn(`No backup channel: ${path} is too long for a socket; stop the server to back up`);
    return undefined;
  }
  // Left by a server or backup killed mid-way: links that would keep replaced files' bytes on disk.
  const run = ensureRunFolder(options.dataDir);
  for (const name of readdirSync(run)) {
    if (name.startsWith('snapshot-')) rmSync(join(run, name), { recursive: true, force: true });
  }
  if (existsSync(path)) rmSync(path);
  let busy = false;
  const serve = async (socket: Socket) => {
    if (busy) {
      socket.end(
        `${JSON.stringify({ ok: false, message: 'Another backup is running; try again when it ends.' })}\n`,
      );
      return;
    }
    busy = true;
    try {
      const snapshot = await takeSnapshot(options.pglite, options.dataDir);
      try {
        socket.write(`${JSON.stringify({ ok: true })}\n`);
        await writeArchive(snapshot, socket);
      } finally {
        await snapshot.discard();
      }
    } catch (error) {
      options.log.error({ err: error }, 'Backup failed');
      if (socket.writable)
        socket.end(`${JSON.stringify({ ok: false, message: 'The backup failed; see the server log.' })}\n`);
      socket.destroy();
    } finally {
      busy = false;
    }
  };
  const server: Server = createServer((socket) => {
    socket.on('error', () => {});
    let request = '';
    socket.setEncoding('utf8');
    const onData = (chunk: string) => {
      request += chunk;
      if (!request.includes('\n') && request.length < BACKUP_REQUEST.length) return;
      socket.off('data', onData);
      if (request !== BACKUP_REQUEST) {
        socket.end(`${JSON.stringify({ ok: false, message: 'Unknown request.' })}\n`);
        return;
      }
      void serve(socket);
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(path, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}
