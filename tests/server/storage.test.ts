/**
 * Both Storage implementations answer the same contract (safe keys only, whole-object replacement,
 * sorted listing by prefix, `within` confinement, opened ranged reads, a health ping): every contract
 * test runs on local disk and on S3 (s3rver on loopback, support/s3-server.ts). Then what only one
 * has: local disk's links and temp files; S3's multipart uploads, paged listing and deletes, stored
 * content types and a replaced object during a ranged read.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { createS3Client, createS3Storage, MULTIPART_FROM } from '../../src/server/storage/s3.ts';
import {
  isSafeKey,
  type OpenedFile,
  type Storage,
  UnsafeKeyError,
} from '../../src/server/storage/storage.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';

let folder: string;
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'pagewright-storage-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const IMPLEMENTATIONS: [string, () => Promise<Storage>][] = [
  ['local disk', async () => createLocalDiskStorage(join(folder, 'files'))],
  ['S3', async () => createS3Storage(await s3.createBucket())],
];

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

const drain = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe.each(IMPLEMENTATIONS)('%s storage', (_name, createStorage) => {
  it('writes, reads, lists and deletes', async () => {
    const storage = await createStorage();
    await storage.write('p/index.html', 'one');
    await storage.write('p/css/index.css', Buffer.from('two'));
    await storage.write('pq/index.html', 'a neighbour sharing the first letters');
    expect((await storage.read('p/index.html'))?.toString()).toBe('one');
    expect(await storage.list('p')).toEqual(['p/css/index.css', 'p/index.html']);
    await storage.write('p/index.html', 'three');
    expect((await storage.read('p/index.html'))?.toString()).toBe('three');
    await storage.delete('p/index.html');
    await storage.delete('p/never-there.html');
    expect(await storage.read('p/index.html')).toBeUndefined();
    await storage.deletePrefix('p');
    expect(await storage.list('p')).toEqual([]);
    expect(await storage.list('pq')).toEqual(['pq/index.html']);
  });

  it('refuses unsafe keys before any I/O', async () => {
    const storage = await createStorage();
    await expect(storage.write('../escape.html', 'x')).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage.read('a/../../b')).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage.list('.git')).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage.deletePrefix('a//b')).rejects.toBeInstanceOf(UnsafeKeyError);
  });

  it('reads a file only under its `within` prefix, and no folder as a file', async () => {
    const storage = await createStorage();
    await storage.write('a/inside.html', 'a');
    await storage.write('ab/index.html', 'b');
    expect((await storage.read('a/inside.html', { within: 'a' }))?.toString()).toBe('a');
    expect(await storage.read('ab/index.html', { within: 'a' })).toBeUndefined();
    expect(await storage.read('a', { within: 'a' })).toBeUndefined();
    expect(await storage.read('a')).toBeUndefined();
  });

  it('opens: the size, the modification time, all the bytes or one inclusive range', async () => {
    const storage = await createStorage();
    const before = Date.now();
    await storage.write('p/clip.webm', '0123456789');
    const whole = (await storage.open!('p/clip.webm'))!;
    expect(whole.size).toBe(10);
    // S3 keeps whole seconds.
    expect(whole.modifiedAt!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(await drain(whole.stream())).toBe('0123456789');
    const part = (await storage.open!('p/clip.webm', { within: 'p' }))!;
    expect(await drain(part.stream({ start: 2, end: 4 }))).toBe('234');
    const tail = (await storage.open!('p/clip.webm'))!;
    expect(await drain(tail.stream({ start: 9, end: 9 }))).toBe('9');
    await (await storage.open!('p/clip.webm'))!.close();
  });

  it('opens nothing missing, no folder, nothing outside `within`', async () => {
    const storage = await createStorage();
    await storage.write('a/inside.html', 'a');
    await storage.write('b/index.html', 'b');
    expect(await storage.open!('a/missing.html')).toBeUndefined();
    expect(await storage.open!('a/inside.html', { within: 'b' })).toBeUndefined();
    expect(await storage.open!('a', { within: 'a' })).toBeUndefined();
    const inside = (await storage.open!('a/inside.html', { within: 'a' }))!;
    expect(await drain(inside.stream())).toBe('a');
  });

  it('refuses unsafe keys and prefixes when opening, before any I/O', async () => {
    const storage = await createStorage();
    await expect(storage.open!('a/../../b')).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage.open!('a/x.html', { within: '..' })).rejects.toBeInstanceOf(UnsafeKeyError);
  });

  it('answers a ping while it is reachable', async () => {
    const storage = await createStorage();
    await expect(storage.ping!()).resolves.toBeUndefined();
  });
});

describe('local disk storage', () => {
  it('leaves no temp files beside a replaced file', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    await storage.write('p/index.html', 'one');
    await storage.write('p/index.html', 'two');
    expect(readdirSync(join(folder, 'files', 'p'))).toEqual(['index.html']);
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
  });

  it('keeps streaming the version it opened while an atomic write replaces the file', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    await storage.write('p/index.html', 'old bytes');
    const opened = (await storage.open!('p/index.html')) as OpenedFile;
    await storage.write('p/index.html', 'the new, longer bytes');
    expect(opened.size).toBe(9);
    expect(await drain(opened.stream())).toBe('old bytes');
  });

  it('opens nothing through a link leaving the root or `within`, and no folder', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    writeFileSync(join(folder, 'outside.txt'), 'secret');
    await storage.write('a/inside.html', 'a');
    await storage.write('b/index.html', 'b');
    mkdirSync(join(folder, 'files', 'a', 'folder.html'));
    symlinkSync(join(folder, 'outside.txt'), join(folder, 'files', 'a', 'out.html'));
    symlinkSync(join(folder, 'files', 'b'), join(folder, 'files', 'a', 'b'));
    expect(await storage.open!('a/folder.html')).toBeUndefined();
    expect(await storage.open!('a/out.html')).toBeUndefined();
    expect(await storage.open!('a/b/index.html', { within: 'a' })).toBeUndefined();
  });

  it('fails its ping when the folder is gone', async () => {
    const storage = createLocalDiskStorage(join(folder, 'files'));
    rmSync(join(folder, 'files'), { recursive: true });
    await expect(storage.ping!()).rejects.toThrow();
  });
});

describe('S3 storage', () => {
  it('uploads a large body in parts, and reads it back byte for byte, whole and ranged', async () => {
    const storage = createS3Storage(await s3.createBucket());
    const big = Buffer.alloc(MULTIPART_FROM + 1236);
    for (let at = 0; at < big.length; at += 4) big.writeUInt32LE(at, at);
    await storage.write('u/video.mp4', big);
    expect((await storage.read('u/video.mp4'))!.equals(big)).toBe(true);
    const opened = (await storage.open!('u/video.mp4'))!;
    expect(opened.size).toBe(big.length);
    const start = MULTIPART_FROM - 8;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream({ start, end: start + 15 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big.subarray(start, start + 16))).toBe(true);
  });

  it('lists and deletes past one page of 1,000 keys', async () => {
    const settings = await s3.createBucket();
    const storage = createS3Storage(settings);
    const keys = Array.from({ length: 1005 }, (_, n) => `site/f${String(n).padStart(4, '0')}.txt`);
    for (let at = 0; at < keys.length; at += 50)
      await Promise.all(keys.slice(at, at + 50).map((key) => storage.write(key, key)));
    await storage.write('sites/other.txt', 'kept');
    expect(await storage.list('site')).toEqual(keys);
    await storage.deletePrefix('site');
    expect(await storage.list('site')).toEqual([]);
    expect(await storage.list('sites')).toEqual(['sites/other.txt']);
  }, 60_000);

  it('stores each object with the content type a CDN serves it with', async () => {
    const settings = await s3.createBucket();
    const storage = createS3Storage(settings);
    await storage.write('p/index.html', '<p>x</p>');
    await storage.write('p/images/a.webp', 'webp');
    await storage.write('p/odd.bin', 'x');
    const client = await createS3Client(settings);
    const typeOf = async (Key: string) =>
      (await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key }))).ContentType;
    expect(await typeOf('p/index.html')).toBe('text/html; charset=utf-8');
    expect(await typeOf('p/images/a.webp')).toBe('image/webp');
    expect(await typeOf('p/odd.bin')).toBe('application/octet-stream');
    client.destroy();
  });

  it('fails a ranged read of an object replaced since it was opened instead of mixing versions', async () => {
    const storage = createS3Storage(await s3.createBucket());
    await storage.write('p/clip.webm', '0123456789');
    const opened = (await storage.open!('p/clip.webm'))!;
    await storage.write('p/clip.webm', 'a longer replacement');
    await expect(drain(opened.stream({ start: 2, end: 4 }))).rejects.toThrow(/changed/);
  });

  it('fails its ping, and its reads, when the bucket is unreachable', async () => {
    const storage = createS3Storage({ ...(await s3.createBucket()), bucket: 'no-such-bucket' });
    await expect(storage.ping!()).rejects.toThrow();
    const stopped = createS3Storage({ ...(await s3.createBucket()), endpoint: 'http://127.0.0.1:9' });
    await expect(stopped.read('p/index.html')).rejects.toThrow();
  });
});
