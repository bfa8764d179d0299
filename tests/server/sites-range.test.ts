/**
 * Byte ranges on the sites origin (Fastify inject): uploaded videos, saved project files, published
 * domains and library videos answer 206 with Content-Range, 416 when unsatisfiable, Accept-Ranges
 * always; stored files stream through `Storage.open` (never `Storage.read`), and a storage without
 * `open` falls back to `read`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_ROOT } from '../../src/server/content/library.ts';
import { writePointer } from '../../src/server/sites/published.ts';
import { createSitesApp } from '../../src/server/sites/sites-app.ts';
import { createLocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import type { Storage } from '../../src/server/storage/storage.ts';

const OWNER = randomUUID();
const PROJECT = randomUUID();
const PUBLISH = randomUUID();
const VIDEO = `/media/${OWNER}/${randomUUID()}.mp4`;
/** 1000 bytes whose every position is recognisable: byte i is i % 251. */
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

let folder: string;
let disk: ReturnType<typeof createLocalDiskStorage>;
let sites: FastifyInstance;
let readSpy: ReturnType<typeof vi.fn<Storage['read']>>;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pagewright-range-'));
  disk = createLocalDiskStorage(folder);
  await disk.write(VIDEO.slice(1), BYTES);
  await disk.write(`${PROJECT}/assets/clip.webm`, BYTES);
  await disk.write(`published/${PROJECT}/${PUBLISH}/intro.mp4`, BYTES);
  await writePointer(disk, 'shop.example.com', { project_id: PROJECT, publish_id: PUBLISH });
  // Same storage, with `read` watched: streaming must not need it for file bodies.
  readSpy = vi.fn<Storage['read']>(disk.read);
  sites = createSitesApp({ storage: { ...disk, read: readSpy }, appOrigin: 'http://localhost:3000' });
  await sites.ready();
});
afterAll(async () => {
  await sites.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  sites.inject({ method, url, headers });

describe('an uploaded video', () => {
  it('answers the whole file with Accept-Ranges when no range is asked', async () => {
    const response = await get(VIDEO);
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.equals(BYTES)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=500-', 500, 999],
    ['bytes=-10', 990, 999],
    ['bytes=995-5000', 995, 999],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const response = await get(VIDEO, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(BYTES.subarray(start, end + 1))).toBe(true);
    // The media headers stay on partial answers.
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await get(VIDEO, { range: 'bytes=1000-' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.json()).toEqual({ code: 416, message: 'Range not satisfiable: the file has 1000 bytes' });
  });

  it('sends the whole file for several ranges or an If-Range it cannot check', async () => {
    const variants: Record<string, string>[] = [
      { range: 'bytes=0-1,5-6' },
      { range: 'bytes=0-1', 'if-range': '"abc"' },
    ];
    for (const headers of variants) {
      const response = await get(VIDEO, headers);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(1000);
    }
  });

  it('answers HEAD with the partial headers and no body', async () => {
    const response = await get(VIDEO, { range: 'bytes=10-19' }, 'HEAD');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 10-19/1000');
    expect(response.headers['content-length']).toBe('10');
    expect(response.rawPayload.length).toBe(0);
  });

  it('streams from disk without reading the file through Storage.read', async () => {
    readSpy.mockClear();
    await get(VIDEO, { range: 'bytes=0-9' });
    await get(VIDEO);
    expect(readSpy).not.toHaveBeenCalled();
  });

  it('still 404s a missing upload', async () => {
    expect((await get(`/media/${OWNER}/${randomUUID()}.mp4`, { range: 'bytes=0-9' })).statusCode).toBe(404);
  });
});

describe('other files of the sites origin', () => {
  it('ranges a saved project file', async () => {
    const response = await get(`/${PROJECT}/assets/clip.webm`, { range: 'bytes=1-3' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/webm');
    expect([...response.rawPayload]).toEqual([1, 2, 3]);
  });

  it('ranges a file of a published domain', async () => {
    const response = await sites.inject({
      method: 'GET',
      url: '/intro.mp4',
      headers: { host: 'shop.example.com', range: 'bytes=-2' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 998-999/1000');
    expect([...response.rawPayload]).toEqual([998 % 251, 999 % 251]);
  });

  it('ranges a library video a page links', async () => {
    const library = readFileSync(join(CONTENT_ROOT, 'videos', 'hero-loop.webm'));
    const response = await get(`/${PROJECT}/assets/videos/hero-loop.webm`, { range: 'bytes=4-7' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 4-7/${library.length}`);
    expect(response.rawPayload.equals(library.subarray(4, 8))).toBe(true);
  });
});

describe('a storage that is not local disk', () => {
  it('streams through its own `open`, confined to the folder asked for', async () => {
    const open = vi.fn<NonNullable<Storage['open']>>((key, options) => disk.open!(key, options));
    const remote: Storage = {
      read: () => Promise.reject(new Error('whole-file read')),
      open,
      write: (key, data) => disk.write(key, data),
      delete: (key) => disk.delete(key),
      deletePrefix: (prefix) => disk.deletePrefix(prefix),
      list: (prefix) => disk.list(prefix),
    };
    const app = createSitesApp({ storage: remote, appOrigin: 'http://localhost:3000' });
    try {
      const response = await app.inject({ method: 'GET', url: VIDEO, headers: { range: 'bytes=250-252' } });
      expect(response.statusCode).toBe(206);
      expect([...response.rawPayload]).toEqual([250, 0, 1]);
      expect(open).toHaveBeenCalledWith(VIDEO.slice(1), { within: `media/${OWNER}` });
    } finally {
      await app.close();
    }
  });

  it('falls back to Storage.read and slices', async () => {
    const remote: Storage = {
      read: (key, options) => disk.read(key, options),
      write: (key, data) => disk.write(key, data),
      delete: (key) => disk.delete(key),
      deletePrefix: (prefix) => disk.deletePrefix(prefix),
      list: (prefix) => disk.list(prefix),
    };
    const app = createSitesApp({ storage: remote, appOrigin: 'http://localhost:3000' });
    try {
      const response = await app.inject({ method: 'GET', url: VIDEO, headers: { range: 'bytes=250-252' } });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe('bytes 250-252/1000');
      expect([...response.rawPayload]).toEqual([250, 0, 1]);
      expect(
        (await app.inject({ method: 'GET', url: VIDEO, headers: { range: 'bytes=2000-' } })).statusCode,
      ).toBe(416);
    } finally {
      await app.close();
    }
  });
});
