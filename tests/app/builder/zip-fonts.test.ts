/**
 * The browser zip ships the self-hosted web fonts a saved page uses (issue 20 §3 "Font family"):
 * fetched from the hosted base through the page's own `@font-face` urls, at the same relative path,
 * each family with its licence, and no family the page does not use — so the unzipped site shows
 * its fonts offline.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../src/api/client.ts';
import { fetchSiteFiles } from '../../../src/app/builder/zip/site-files.ts';
import { companionPaths, siteReferences } from '../../../src/app/builder/zip/site-links.ts';
import { buildSiteZip } from '../../../src/app/builder/zip/site-zip.ts';
import { ok } from '../../../src/domain/result.ts';
import { savePayload } from '../../../src/projections/save-payload.ts';
import { resolveVendorFile } from '../../../src/server/sites/vendor-assets.ts';
import { HERO, run, session } from '../../support/fixtures.ts';

/** A hosted site holding one saved page; vendor paths answer the sites origin's real files. */
function hostedSite(pages: Record<string, string>) {
  const api: ApiClient = {
    async send<T>(request: ApiRequest) {
      const answers: Record<string, unknown> = {
        'GET /api/user_template/list_user_templates/p1': { user_templates: [{ slug_name: 'home' }] },
        'GET /api/project/detail_project/p1': { project: { template_id: null } },
      };
      return ok(answers[`${request.method} ${request.path}`] as T);
    },
    async request<T>(request: ApiRequest) {
      const result = await this.send<T>(request);
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    },
  };
  const fetched: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const path = String(input).replace('http://sites.test/p1/', '');
    fetched.push(path);
    if (path in pages) return new Response(pages[path]);
    const vendor =
      path.startsWith('assets/vendor/') && resolveVendorFile(path.slice('assets/vendor/'.length));
    return vendor ? new Response(readFileSync(vendor)) : new Response('', { status: 404 });
  }) as typeof fetch;
  return { source: { api, fetch: fetchFn, hostedBase: 'http://sites.test', projectId: 'p1' }, fetched };
}

describe('zip with web fonts', () => {
  it('packs the faces of the families in use with their licences, and no other family', async () => {
    const s = session([HERO]);
    run(s, { kind: 'theme.setValue', key: 'font_family', value: 'Lato' });
    run(s, { kind: 'theme.setValue', key: 'theme_h1_font_family', value: 'Bebas Neue' });
    const saved = savePayload(s.state.doc);
    const { source } = hostedSite({ 'home.html': saved.html, 'css/home.css': saved.css, 'js/home.js': '' });
    const entries = unzipSync(buildSiteZip(await fetchSiteFiles(source)));

    const fonts = Object.keys(entries)
      .filter((path) => path.startsWith('assets/vendor/fonts/'))
      .sort();
    expect(fonts).toEqual([
      'assets/vendor/fonts/bebas-neue/LICENSE.txt',
      'assets/vendor/fonts/bebas-neue/bebas-neue-latin-400-normal.woff2',
      'assets/vendor/fonts/lato/LICENSE.txt',
      'assets/vendor/fonts/lato/lato-latin-400-italic.woff2',
      'assets/vendor/fonts/lato/lato-latin-400-normal.woff2',
      'assets/vendor/fonts/lato/lato-latin-700-italic.woff2',
      'assets/vendor/fonts/lato/lato-latin-700-normal.woff2',
    ]);
    const face = 'lato/lato-latin-700-normal.woff2';
    expect(entries[`assets/vendor/fonts/${face}`]).toEqual(
      new Uint8Array(readFileSync(resolveVendorFile(`fonts/${face}`)!)),
    );

    // From disk: the page's font urls are relative and each is a file of the zip.
    const html = strFromU8(entries['home.html']!);
    expect(html).toContain(`url("assets/vendor/fonts/${face}")`);
    for (const target of siteReferences('home.html', html).filter((path) => path.includes('/fonts/')))
      expect(entries[target], target).toBeDefined();
  });

  it('a licence travels only with a web font', () => {
    expect(companionPaths('assets/vendor/fonts/lato/lato-latin-400-normal.woff2')).toEqual([
      'assets/vendor/fonts/lato/LICENSE.txt',
    ]);
    expect(companionPaths('assets/vendor/fontawesome/webfonts/fa-solid-900.woff2')).toEqual([]);
    expect(companionPaths('assets/images/a.webp')).toEqual([]);
  });
});
