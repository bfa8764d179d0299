/**
 * Local-disk Storage under one root folder (`DATA_DIR/files`). Writes go to a dot-named temp file in
 * the target folder, are fsynced, renamed over the target and the folder is fsynced, so a crash leaves
 * the old or the new file. Reads and opens resolve the real path and refuse anything outside the root
 * or the `within` prefix (symlinks included). An opened file is one open handle, so its size and
 * bytes stay those of one version while an atomic replace renames a new file over it.
 */
import { randomBytes } from 'node:crypto';
import { constants, mkdirSync, realpathSync } from 'node:fs';
import {
  access,
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
} from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertSafeKey, type OpenedFile, type Storage } from './storage.ts';

/**
 * An absolute path the caller has already resolved and confined, opened for streaming; undefined
 * when it is missing or not a regular file. Also serves the shipped content library, which is no storage.
 */
export async function openLocalFile(path: string): Promise<OpenedFile | undefined> {
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
      modifiedAt: info.mtime,
      stream: (range) =>
        opened.createReadStream({ ...(range && { start: range.start, end: range.end }), autoClose: true }),
      close: () => opened.close(),
    };
  } catch (error) {
    await handle?.close();
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
    throw error;
  }
}

export function createLocalDiskStorage(rootFolder: string): Storage & { readonly root: string } {
  mkdirSync(rootFolder, { recursive: true });
  const root = realpathSync(rootFolder);

  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, ...key.split('/'));
  };

  const isInside = (path: string, folder: string) => path === folder || path.startsWith(folder + sep);

  /** The real path of `key` if it exists inside the root and `within`; keys are checked before any I/O. */
  const confined = async (key: string, within: string | undefined) => {
    const path = pathOf(key);
    const prefix = within === undefined ? undefined : pathOf(within);
    try {
      const real = await realpath(path);
      const confine = prefix === undefined ? root : await realpath(prefix);
      return isInside(real, root) && isInside(real, confine) ? real : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    root,

    async read(key, options) {
      const real = await confined(key, options?.within);
      if (real === undefined) return undefined;
      try {
        if (!(await stat(real)).isFile()) return undefined;
        return await readFile(real);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async open(key, options) {
      const real = await confined(key, options?.within);
      return real === undefined ? undefined : openLocalFile(real);
    },

    async write(key, data) {
      const path = pathOf(key);
      const folder = dirname(path);
      await mkdir(folder, { recursive: true });
      const temp = join(folder, `.tmp-${randomBytes(6).toString('hex')}`);
      const handle = await open(temp, 'w', 0o644);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      await syncFolder(folder);
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },

    async list(prefix) {
      const base = pathOf(prefix);
      try {
        const entries = await readdir(base, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
          .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
          .sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },

    async ping() {
      // The root must still be a writable folder (a lost mount or a full permissions change fails here).
      await access(root, constants.W_OK | constants.R_OK);
      if (!(await stat(root)).isDirectory()) throw new Error(`${root} is not a folder`);
    },
  };
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // some file systems refuse fsync on a directory; the rename is still atomic
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
