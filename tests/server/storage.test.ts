/** The local-disk Storage: safe keys only, whole-file replacement, listing without temp files, confinement. */
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { isSafeKey, UnsafeKeyError } from '../../src/server/storage/storage.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'pagewright-storage-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('isSafeKey', () => {
  it.each(['a.html', 'p/css/a.css', 'p/js/a-b_c.js', 'x/y/z/w.png'])('accepts %s', (key) => {
    expect(isSafeKey(key)).toBe(true);
  });
  it.each([
    '',
    '/abs',
    'a//b',
    '../a',
    'a/../b',
    'a/..',
    '.hidden',
    'a/.git/x',
    'a\\b',
    'a/b\0c',
    'a/ b',
    `${'a/'.repeat(600)}x`,
  ])('refuses %j', (key) => {
    expect(isSafeKey(key)).toBe(false);
  });
});

describe('local disk storage', () => {
  it('writes, reads, lists and deletes', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    await storage.write('p/index.html', 'one');
    await storage.write('p/css/index.css', Buffer.from('two'));
    expect((await storage.read('p/index.html'))?.toString()).toBe('one');
    expect(await storage.list('p')).toEqual(['p/css/index.css', 'p/index.html']);
    await storage.write('p/index.html', 'three');
    expect((await storage.read('p/index.html'))?.toString()).toBe('three');
    expect(readdirSync(join(folder, 'files', 'p')).filter((name) => name.startsWith('.'))).toEqual([]);
    await storage.delete('p/index.html');
    expect(await storage.read('p/index.html')).toBeUndefined();
    await storage.deletePrefix('p');
    expect(await storage.list('p')).toEqual([]);
  });

  it('refuses unsafe keys before any I/O', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    await expect(storage.write('../escape.html', 'x')).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage.read('a/../../b')).rejects.toBeInstanceOf(UnsafeKeyError);
  });

  it('reads nothing through a link leaving the root or the `within` prefix', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    writeFileSync(join(folder, 'outside.txt'), 'secret');
    await storage.write('a/inside.html', 'a');
    await storage.write('b/index.html', 'b');
    symlinkSync(join(folder, 'outside.txt'), join(folder, 'files', 'a', 'out.html'));
    symlinkSync(join(folder, 'files', 'b'), join(folder, 'files', 'a', 'b'));
    expect(await storage.read('a/out.html')).toBeUndefined();
    expect((await storage.read('a/b/index.html'))?.toString()).toBe('b');
    expect(await storage.read('a/b/index.html', { within: 'a' })).toBeUndefined();
    expect((await storage.read('a/inside.html', { within: 'a' }))?.toString()).toBe('a');
    expect(await storage.read('a', { within: 'a' })).toBeUndefined();
  });
});
