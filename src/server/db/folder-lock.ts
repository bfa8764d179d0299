/**
 * An exclusive, process-level lock on a PGlite data folder (issue 3 "Security baseline": only one
 * server process may open a data folder). The lock is a sibling file `<folder>.lock` holding the
 * owner's pid, created with O_EXCL; a lock whose pid is no longer alive is stale and taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class FolderLockedError extends Error {
  constructor(folder: string, pid: number, lockPath: string) {
    super(
      `The data folder ${folder} is already open in process ${pid}. Stop that server or use another DATA_DIR ` +
        `(if no such process runs, delete ${lockPath}).`,
    );
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  readonly path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws FolderLockedError naming the process that holds it. */
export function lockFolder(folder: string): FolderLock {
  const lockPath = `${folder}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockPath) === process.pid) unlinkSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && isAlive(owner)) throw new FolderLockedError(folder, owner, lockPath);
      // Stale (owner died, or an empty file from a crash between open and write): take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        // another process removed it first; retry the exclusive create
      }
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
