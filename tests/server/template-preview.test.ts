/**
 * Template previews on the sites origin (issue 4, choose template → preview in a new tab): the
 * template's pages as a project from it would save them, their css/js and assets, the sandbox CSP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSavedPage } from '../../src/server/content/build-page.ts';
import { type LibraryTemplate, loadTemplates } from '../../src/server/content/library.ts';
import { createSitesApp, SITES_CSP } from '../../src/server/sites/sites-app.ts';
import { createLocalDiskStorage } from '../../src/server/storage/local-disk.ts';

let folder: string;
let sites: FastifyInstance;
let template: LibraryTemplate;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pagewright-preview-'));
  sites = createSitesApp({ storage: createLocalDiskStorage(folder), appOrigin: 'http://localhost:3000' });
  await sites.ready();
  template = (await loadTemplates()).find((t) => t.pages.length > 1)!;
});

afterAll(async () => {
  await sites?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('template preview', () => {
  it('serves each page as a project from the template would save it, sandboxed', async () => {
    for (const page of template.pages) {
      const expected = buildSavedPage(page.sections, page.root, page);
      const html = await sites.inject(`/templates/${template.template_id}/${page.page_slug}.html`);
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.headers['content-security-policy']).toBe(SITES_CSP);
      expect(html.body).toBe(expected.html);
      const css = await sites.inject(`/templates/${template.template_id}/css/${page.page_slug}.css`);
      expect(css.statusCode).toBe(200);
      expect(css.body).toBe(expected.css);
    }
  });

  it('opens the first page at the template folder, and serves what its pages link', async () => {
    const first = await sites.inject(`/templates/${template.template_id}/`);
    expect(first.statusCode).toBe(200);
    const links = [...first.body.matchAll(/(?:href|src)="((?:assets|css|js)\/[^"#?]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(2);
    for (const link of new Set(links)) {
      const answer = await sites.inject(`/templates/${template.template_id}/${link}`);
      expect(answer.statusCode, link).toBe(200);
    }
  });

  it('answers 404 for unknown templates, pages and paths that try to leave', async () => {
    for (const path of [
      '/templates/no-such-template/index.html',
      `/templates/${template.template_id}/no-such-page.html`,
      `/templates/${template.template_id}/css/index.js`,
      `/templates/${template.template_id}/../../package.json`,
      `/templates/${template.template_id}/%2e%2e/secret.key`,
    ])
      expect((await sites.inject(path)).statusCode, path).toBe(404);
  });
});
