/**
 * `npm run restore ARCHIVE [--force]` (issue 26 "Durability on one machine"): puts a backup archive
 * (archive.ts) back into DATA_DIR.
 *
 * Refuses a DATA_DIR with anything in it unless `--force`, and refuses while a server runs on it (the
 * folder lock is held for the whole restore, so none starts meanwhile either). Everything is first
 * unpacked into `DATA_DIR/.restore-…` and the database opened there once (PGlite's `loadDataDir`), so
 * a corrupt or truncated archive fails before the folder's own contents are touched. Only then are
 * the old contents (with `--force`) moved aside into `.before-restore-…`, the new ones moved in, and
 * the old ones removed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteFolder } from '../db/connect.ts';
import { FolderLockedError, lockFolder } from '../db/folder-lock.ts';
import { DATABASE_ENTRY, type Manifest, readArchive, writeChunksToFile } from './archive.ts';

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

/** The folder lock's pid file: written by the restore itself, so it does not make the folder "non-empty". */
const LOCK_FILE = 'db.lock';

export interface RestoreResult {
  readonly manifest: Manifest;
  readonly dataDir: string;
}

export async function runRestore(options: {
  archive: string;
  dataDir: string;
  force: boolean;
  databaseUrl?: string | undefined;
}): Promise<RestoreResult> {
  if (options.databaseUrl) {
    throw new RestoreError(
      'DATABASE_URL is set, so the database is PostgreSQL: restore it with pg_restore (or from pg_basebackup). ' +
        '`npm run restore` restores the embedded database only; unset DATABASE_URL to use it.',
    );
  }
  const archive = resolve(options.archive);
  if (!existsSync(archive)) throw new RestoreError(`No archive at ${archive}.`);
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const present = readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
  if (present.length > 0 && !options.force) {
    throw new RestoreError(
      `${dataDir} (DATA_DIR) is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}). ` +
        'Restore into an empty folder, or pass --force to replace what is in it.',
    );
  }
  let lock: Awaited<ReturnType<typeof lockFolder>>;
  try {
    lock = await lockFolder(pgliteFolder(dataDir));
  } catch (error) {
    if (error instanceof FolderLockedError) {
      throw new RestoreError(
        `A server is running on ${dataDir} (DATA_DIR): stop it before restoring. ${error.message}`,
      );
    }
    throw error;
  }
  try {
    const staging = await mkdtemp(join(dataDir, '.restore-'));
    try {
      const manifest = await unpack(archive, staging);
      replaceContents(dataDir, staging);
      return { manifest, dataDir };
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    await lock.release();
  }
}

/** Unpacks the archive into `staging` (`db/` from the database tarball, the data files beside it). */
async function unpack(archive: string, staging: string): Promise<Manifest> {
  const databaseTar = join(staging, DATABASE_ENTRY);
  const manifest = await readArchive(archive, {
    onDatabase: (chunks) => writeChunksToFile(chunks, databaseTar, 0o600),
    async onDataFile(entry, chunks) {
      const path = join(staging, ...entry.path.split('/'));
      if (entry.path.split('/')[0] === 'db' || existsSync(path)) {
        throw new RestoreError(`The archive holds an unexpected file: ${entry.path}`);
      }
      await mkdir(dirname(path), { recursive: true });
      await writeChunksToFile(chunks, path, entry.mode & 0o777 || 0o600);
    },
  });
  // The database opens once here, so a restore never leaves a folder whose database will not start.
  let database: PGlite;
  try {
    database = await PGlite.create(pgliteFolder(staging), {
      loadDataDir: new Blob([readFileSync(databaseTar)], { type: 'application/x-tar' }),
    });
  } catch (error) {
    throw new RestoreError(`The database in the archive does not open (${(error as Error).message}).`);
  }
  try {
    await database.query('select 1');
  } finally {
    await database.close();
  }
  rmSync(databaseTar);
  return manifest;
}

/** Moves the old contents aside, the staged ones in, and then removes the old ones. */
function replaceContents(dataDir: string, staging: string): void {
  const stagingName = staging.slice(dataDir.length + 1);
  const aside = join(dataDir, `.before-restore-${process.pid}-${Date.now()}`);
  const old = readdirSync(dataDir).filter((name) => name !== stagingName && name !== LOCK_FILE);
  if (old.length > 0) {
    mkdirSync(aside, { mode: 0o700 });
    for (const name of old) renameSync(join(dataDir, name), join(aside, name));
  }
  for (const name of readdirSync(staging)) renameSync(join(staging, name), join(dataDir, name));
  rmSync(aside, { recursive: true, force: true });
}
