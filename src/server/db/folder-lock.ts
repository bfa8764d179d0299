/**
 * An exclusive, process-level lock on a PGlite data folder (issue 3 "Security baseline": only one
 * server process may open a data folder; issue 22 item 5: a restart after `kill -9` always works).
 *
 * The lock is a listening local socket whose name is derived from the folder's real path: on Linux a
 * Unix socket in the abstract namespace, on Windows a named pipe. The kernel frees both when the
 * holder dies however it dies, so a stale lock cannot exist and a reused pid cannot block a start.
 * A second opener gets EADDRINUSE, connects, and the holder answers with its pid for the message.
 * Elsewhere (macOS, BSD) the socket is a file in the temp folder: a name nobody answers on
 * (ECONNREFUSED) is stale and is replaced.
 *
 * `<folder>.lock` still holds the owner's pid for humans; it is never read to refuse a start.
 * The socket is unref'd, so it never keeps the process alive, and `release` closes it.
 */
import { createHash } from 'node:crypto';
import { realpathSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

export class FolderLockedError extends Error {
  constructor(folder: string, pid: number | undefined) {
    super(
      `The data folder ${folder} is already open in process ${pid ?? '(unknown pid)'}. ` +
        'Stop that server or use another DATA_DIR.',
    );
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  /** The informational pid file beside the folder. */
  readonly path: string;
  release(): Promise<void>;
}

/** How long a second opener waits for the holder to say its pid. */
const OWNER_REPLY_TIMEOUT_MS = 2000;
const BIND_ATTEMPTS = 5;

type Namespace = 'abstract' | 'pipe' | 'file';

function currentNamespace(): Namespace {
  if (process.platform === 'linux') return 'abstract';
  if (process.platform === 'win32') return 'pipe';
  return 'file';
}

/** The socket name for a folder: the same for every spelling of the path (symlinks, `..`). */
export function lockAddress(folder: string, namespace: Namespace = currentNamespace()): string {
  // The folder itself may not exist yet (first start); its parent does.
  const real = join(realpathSync(dirname(folder)), basename(folder));
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 32);
  if (namespace === 'abstract') return `\0pagewright-lock-${hash}`;
  if (namespace === 'pipe') return `\\\\?\\pipe\\pagewright-lock-${hash}`;
  return join(tmpdir(), `pagewright-lock-${hash}.sock`);
}

function listen(address: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      socket.unref();
      socket.on('error', () => {});
      socket.end(`${process.pid}\n`);
    });
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

type Holder = { kind: 'live'; pid: number | undefined } | { kind: 'gone' };

/** Asks whoever listens on `address` for its pid; `gone` when nobody does any more. */
function askHolder(address: string): Promise<Holder> {
  return new Promise((resolve) => {
    const socket = connect(address);
    let reply = '';
    let connected = false;
    const timer = setTimeout(() => {
      // Connected but silent (a busy event loop): alive, pid unknown.
      socket.destroy();
      resolve({ kind: 'live', pid: undefined });
    }, OWNER_REPLY_TIMEOUT_MS);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: string) => {
      reply += chunk;
    });
    socket.on('end', () => {
      clearTimeout(timer);
      const pid = Number.parseInt(reply.trim(), 10);
      resolve({ kind: 'live', pid: Number.isInteger(pid) && pid > 0 ? pid : undefined });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const gone = !connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT');
      resolve(gone ? { kind: 'gone' } : { kind: 'live', pid: undefined });
    });
  });
}

/** Takes the lock or throws FolderLockedError naming the process that holds it. */
export async function lockFolder(
  folder: string,
  namespace: Namespace = currentNamespace(),
): Promise<FolderLock> {
  const address = lockAddress(folder, namespace);
  const pidPath = `${folder}.lock`;
  for (let attempt = 0; attempt < BIND_ATTEMPTS; attempt++) {
    let server: Server;
    try {
      server = await listen(address);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await askHolder(address);
      if (holder.kind === 'live') throw new FolderLockedError(folder, holder.pid);
      // The holder died between our bind and our connect, or (file namespace) left its socket file.
      if (namespace === 'file') rmSync(address, { force: true });
      continue;
    }
    writeFileSync(pidPath, `${process.pid}\n`, { mode: 0o600 });
    let released: Promise<void> | undefined;
    return {
      path: pidPath,
      release() {
        released ??= new Promise<void>((resolve) => {
          try {
            unlinkSync(pidPath);
          } catch {
            // already gone: nothing to tidy
          }
          server.close(() => resolve());
        });
        return released;
      },
    };
  }
  throw new Error(`Could not take the lock on ${folder}`);
}
