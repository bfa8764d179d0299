/**
 * The app's own files (the SPA build) go out compressed to browsers that accept it: the build writes a
 * .br and a .gz copy beside each text file (vite.config.ts), and the server sends the one the request
 * accepts, with the original's type and caching, and the original to a client that accepts neither.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDataDir, type TestApp } from './helpers.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

let t: TestApp;

beforeAll(async () => {
  const dataDir = await createTestDataDir();
  const spaDir = join(dataDir, 'dist');
  mkdirSync(join(spaDir, 'assets'), { recursive: true });
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Pagewright SPA</title>');
  writeFileSync(join(spaDir, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(spaDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(spaDir, 'assets', 'main-abc123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ dataDir, spaDir });
});
afterAll(() => t.close());

const get = (encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/assets/main-abc123.js',
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('the SPA build, precompressed', () => {
  it('sends the brotli copy to a browser that accepts it', async () => {
    const answer = await get('gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const answer = await get('gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as built to a client that accepts no encoding', async () => {
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(SCRIPT);
  });
});
