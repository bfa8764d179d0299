/**
 * The self-hosted web fonts on the sites origin (issue 20 §3), Fastify inject: a saved, template
 * preview or published page's `assets/vendor/fonts/…` answers the committed woff2 bytes as
 * `font/woff2`, cached a day and readable from any origin (sandboxed pages have an opaque origin),
 * the licence as text; anything not in the font manifest is a 404.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_ROOT, fontFilesReferenced } from '../../src/server/sites/font-assets.ts';
import { writePointer } from '../../src/server/sites/published.ts';
import { createSitesApp } from '../../src/server/sites/sites-app.ts';
import { createLocalDiskStorage } from '../../src/server/storage/local-disk.ts';

const PROJECT = randomUUID();
const PUBLISH = randomUUID();
const FACE = 'roboto/roboto-latin-400-normal.woff2';

let folder: string;
let sites: FastifyInstance;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pagewright-fonts-'));
  const disk = createLocalDiskStorage(folder);
  await disk.write(`${PROJECT}/index.html`, '<p>hi</p>');
  await writePointer(disk, 'shop.example.com', { project_id: PROJECT, publish_id: PUBLISH });
  await disk.write(`published/${PROJECT}/${PUBLISH}/index.html`, '<p>hi</p>');
  sites = createSitesApp({ storage: disk, appOrigin: 'http://localhost:3000' });
  await sites.ready();
});
afterAll(async () => {
  await sites.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('web fonts on the sites origin', () => {
  it('serves a face as font/woff2 with the committed bytes, a day of cache and CORS for any origin', async () => {
    const response = await sites.inject({ url: `/${PROJECT}/assets/vendor/fonts/${FACE}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(readFileSync(join(FONT_ROOT, FACE)))).toBe(true);
  });

  it('serves them to published domains and template previews too, and the licence as text', async () => {
    const published = await sites.inject({
      url: `/assets/vendor/fonts/${FACE}`,
      headers: { host: 'shop.example.com' },
    });
    expect(published.statusCode).toBe(200);
    expect(published.headers['content-type']).toBe('font/woff2');
    const preview = await sites.inject({ url: `/templates/any-template/assets/vendor/fonts/${FACE}` });
    expect(preview.statusCode).toBe(200);
    const licence = await sites.inject({ url: `/${PROJECT}/assets/vendor/fonts/roboto/LICENSE.txt` });
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(licence.body).toMatch(/License/);
  });

  it('answers 404 for anything the font manifest does not list', async () => {
    for (const path of [
      'fonts/roboto/roboto-latin-100-normal.woff2',
      'fonts/roboto/roboto-cyrillic-400-normal.woff2',
      'fonts/comic-sans/comic-sans-latin-400-normal.woff2',
      'fonts/roboto/../../../package.json',
      'fonts/roboto/..%2f..%2f..%2fpackage.json',
      'fonts/fonts.json',
      'fonts/roboto/',
    ]) {
      const response = await sites.inject({ url: `/${PROJECT}/assets/vendor/${path}` });
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('fontFilesReferenced', () => {
  it('lists the faces a saved page names, each with its licence, for a server-side zip', () => {
    const html =
      `<style>@font-face { src: url("assets/vendor/fonts/${FACE}") format('woff2'); }` +
      `@font-face { src: url("../assets/vendor/fonts/anton/anton-latin-400-normal.woff2"); }</style>` +
      '<p>assets/vendor/fonts/nope/nope-latin-400-normal.woff2</p>';
    expect(fontFilesReferenced([html]).map(([path]) => path)).toEqual([
      'assets/vendor/fonts/anton/LICENSE.txt',
      'assets/vendor/fonts/anton/anton-latin-400-normal.woff2',
      'assets/vendor/fonts/roboto/LICENSE.txt',
      `assets/vendor/fonts/${FACE}`,
    ]);
    expect(fontFilesReferenced([html])[3]![1]).toBe(join(FONT_ROOT, FACE));
  });
});
