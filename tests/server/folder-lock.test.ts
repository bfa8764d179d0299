/**
 * The data folder lock (issue 22 item 5): it dies with its process, so neither a pid reused by
 * another process nor a holder killed with SIGKILL blocks a start, while a live second opener, in
 * this process or another, is refused with the holder's pid.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderLockedError, lockAddress, lockFolder } from '../../src/server/db/folder-lock.ts';

const MODULE = resolve('src/server/db/folder-lock.ts');

let root: string;
let folder: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pagewright-lock-'));
  folder = join(root, 'db');
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/** A node process that takes the lock, prints `locked`, and then either stays or just returns. */
async function holdInChild(namespace: string, stay: boolean): Promise<ChildProcess> {
  const script = [
    `import { lockFolder } from ${JSON.stringify(MODULE)};`,
    `await lockFolder(${JSON.stringify(folder)}, ${JSON.stringify(namespace)});`,
    "console.log('locked');",
    stay ? 'setInterval(() => {}, 1000);' : '',
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) ready();
    });
    child.once('exit', (code) => fail(new Error(`lock holder exited early (${code})`)));
  });
  return child;
}

describe('data folder lock', () => {
  it('opens although db.lock names a live process (a reused pid)', async () => {
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(sleeper);
    for (const livePid of [process.pid, sleeper.pid]) {
      writeFileSync(`${folder}.lock`, String(livePid));
      const lock = await lockFolder(folder);
      expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
      await lock.release();
      expect(existsSync(`${folder}.lock`)).toBe(false);
    }
  });

  it('refuses a second opener in the same process, naming the holder', async () => {
    const lock = await lockFolder(folder);
    try {
      await expect(lockFolder(folder)).rejects.toThrow(FolderLockedError);
      await expect(lockFolder(folder)).rejects.toThrow(`already open in process ${process.pid}`);
      // Another spelling of the same path is the same lock.
      await expect(lockFolder(join(root, '.', 'x', '..', 'db'))).rejects.toThrow(FolderLockedError);
    } finally {
      await lock.release();
    }
    (await lockFolder(folder)).release();
  });

  it.each(['abstract', 'file'])(
    '(%s) refuses while another process holds it, and opens at once after that process is killed with SIGKILL',
    async (namespace) => {
      const holder = await holdInChild(namespace, true);
      await expect(lockFolder(folder, namespace as 'file')).rejects.toThrow(
        `already open in process ${holder.pid}`,
      );
      holder.kill('SIGKILL');
      await exited(holder);
      // The dead holder's pid file stays behind and names it; it is not consulted.
      expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(holder.pid));
      if (namespace === 'file') expect(existsSync(lockAddress(folder, 'file'))).toBe(true);
      const lock = await lockFolder(folder, namespace as 'file');
      await lock.release();
    },
    30_000,
  );

  it('does not keep the process alive', async () => {
    const holder = await holdInChild('abstract', false);
    expect(await exited(holder)).toBe(0);
    (await lockFolder(folder)).release();
  }, 30_000);
});
