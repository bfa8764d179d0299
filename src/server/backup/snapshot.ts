/**
 * A consistent snapshot of an embedded-database DATA_DIR (issue 26 "Durability on one machine"),
 * taken while the server keeps serving.
 *
 * Consistency: for a moment no transaction is open and no statement runs (PGlite's transaction and
 * query locks are both held), and in that moment the database folder is copied (PGlite's
 * `dumpTar`, in memory: committed WAL included, so it opens as after a clean crash) and every other
 * file of DATA_DIR is hard-linked into `run/snapshot-…`. Links are cheap, and enough: local-disk
 * storage only ever replaces a file by renaming a new one over it (local-disk.ts), so a linked file
 * keeps the bytes it had. A file a row of the snapshot points at is there, because files are written
 * before the row that names them commits and removed only after the row that dropped them has; files
 * written for saves not yet committed may come along, and the start-up sweep removes them.
 * The locks are released before the slow part: streaming the staged files out (archive.ts).
 */

import { chmodSync, mkdirSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { StagedSnapshot } from './archive.ts';
import type { TarEntry } from './tar.ts';

/** The owner-only folder under DATA_DIR for the backup socket and snapshot staging. */
export const RUN_FOLDER = 'run';
/** Top-level entries of DATA_DIR a snapshot leaves out: the database (it travels as db.tar), its lock, `run/`. */
export const SKIPPED_ENTRIES: ReadonlySet<string> = new Set(['db', 'db.lock', RUN_FOLDER]);

export function ensureRunFolder(dataDir: string): string {
  const folder = join(dataDir, RUN_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  return folder;
}

/** Links (or, across file systems, copies) every file of `dataDir` a backup keeps into `root`. */
async function stageFiles(dataDir: string, root: string): Promise<TarEntry[]> {
  const files: TarEntry[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(join(dataDir, relative), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (relative === '' && SKIPPED_ENTRIES.has(entry.name)) continue;
      // Dot names are in-flight temp files of atomic writes (storage keys never start with a dot).
      if (entry.name.startsWith('.')) continue;
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      const from = join(dataDir, path);
      const to = join(root, path);
      if (entry.isDirectory()) {
        await mkdir(to);
        await walk(path);
      } else if (entry.isFile()) {
        try {
          await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
            if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
            await copyFile(from, to);
          });
        } catch (error) {
          // Removed since the listing: no row of the snapshot points at it.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        const info = await stat(to);
        files.push({ path, size: info.size, mode: info.mode & 0o777 });
      }
    }
  };
  await walk('');
  return files;
}

export interface Snapshot extends StagedSnapshot {
  /** Removes the staged links. */
  discard(): Promise<void>;
}

/** Takes the snapshot of `dataDir`, whose database `pglite` is open in this process. */
export async function takeSnapshot(pglite: PGlite, dataDir: string): Promise<Snapshot> {
  const root = await mkdtemp(join(ensureRunFolder(dataDir), 'snapshot-'));
  const discard = () => rm(root, { recursive: true, force: true });
  try {
    const fs = pglite.fs;
    if (!fs) throw new Error('The embedded database has no file system to copy');
    const staged = await pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        const createdAt = new Date();
        const tarball = await fs.dumpTar('db', 'none');
        const files = await stageFiles(dataDir, root);
        return { createdAt, files, databaseTar: new Uint8Array(await tarball.arrayBuffer()) };
      }),
    );
    return { ...staged, root, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
