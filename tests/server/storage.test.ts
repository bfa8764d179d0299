/** The local-disk Storage: safe keys only, whole-file replacement, listing without temp files, confinement, opened (ranged) reads. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { isSafeKey, type OpenedFile, UnsafeKeyError } from '../../src/server/storage/storage.ts';

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

const drain = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('local disk storage: open', () => {
  it('answers the size and streams all the bytes or one inclusive range', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    await storage.write('p/clip.webm', '0123456789');
    const whole = (await storage.open!('p/clip.webm'))!;
    expect(whole.size).toBe(10);
    expect(await drain(whole.stream())).toBe('0123456789');
    const part = (await storage.open!('p/clip.webm', { within: 'p' }))!;
    expect(await drain(part.stream({ start: 2, end: 4 }))).toBe('234');
    await (await storage.open!('p/clip.webm'))!.close();
  });

  it('keeps streaming the version it opened while an atomic write replaces the file', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    await storage.write('p/index.html', 'old bytes');
    const opened = (await storage.open!('p/index.html')) as OpenedFile;
    await storage.write('p/index.html', 'the new, longer bytes');
    expect(opened.size).toBe(9);
    expect(await drain(opened.stream())).toBe('old bytes');
  });

  it('opens nothing missing, no folder, nothing through a link leaving the root or `within`', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    writeFileSync(join(folder, 'outside.txt'), 'secret');
    await storage.write('a/inside.html', 'a');
    await storage.write('b/index.html', 'b');
    mkdirSync(join(folder, 'files', 'a', 'folder.html'));
    symlinkSync(join(folder, 'outside.txt'), join(folder, 'files', 'a', 'out.html'));
    symlinkSync(join(folder, 'files', 'b'), join(folder, 'files', 'a', 'b'));
    expect(await storage.open!('a/missing.html')).toBeUndefined();
    expect(await storage.open!('a/folder.html')).toBeUndefined();
    expect(await storage.open!('a/out.html')).toBeUndefined();
    expect(await storage.open!('a/b/index.html', { within: 'a' })).toBeUndefined();
    expect(await storage.open!('a/inside.html', { within: 'b' })).toBeUndefined();
    expect(await storage.open!('a', { within: 'a' })).toBeUndefined();
    const inside = (await storage.open!('a/inside.html', { within: 'a' }))!;
    expect(await drain(inside.stream())).toBe('a');
  });

  it('refuses unsafe keys and prefixes before any I/O', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    await expect(storage.open!('a/../../b')).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage.open!('a/x.html', { within: '..' })).rejects.toBeInstanceOf(UnsafeKeyError);
  });
});
