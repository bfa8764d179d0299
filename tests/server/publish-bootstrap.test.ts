/**
 * Issue 21 "Budgets": a published page carries only the Bootstrap it uses. A page with Bootstrap
 * components that need no Popper gets those alone (bundled from Bootstrap's sources, content-hashed);
 * a page with none loses the script; a page with a dropdown, tooltip or popover, or a script that
 * drives Bootstrap itself, keeps the whole bundle. What the visitor can do with them (navbar, tabs,
 * carousel) is checked in a browser by e2e/published-bootstrap.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSavedPage } from '../../src/server/content/build-page.ts';
import { type LibraryTemplate, loadTemplates } from '../../src/server/content/library.ts';
import {
  BUNDLE_TAG,
  bootstrapComponents,
  bootstrapSubset,
  publishedBootstrapJs,
  withPublishedBootstrap,
} from '../../src/server/sites/publish-bootstrap.ts';
import { purgePageCss } from '../../src/server/sites/publish-css.ts';
import { HASHED_ASSET } from '../../src/server/sites/publish-js.ts';
import { requestAsHost } from './helpers.ts';
import { createPublishingApp, type PublishingApp, publishTemplateProject } from './publish-support.ts';

const require = createRequire(import.meta.url);
const WHOLE_BUNDLE = readFileSync(
  join(dirname(require.resolve('bootstrap/package.json')), 'dist/js/bootstrap.bundle.min.js'),
  'utf8',
);

let templates: LibraryTemplate[];
beforeAll(async () => {
  templates = await loadTemplates();
});

const savedPage = (template: string, slug = 'index') => {
  const page = templates.find((t) => t.slug === template)!.pages.find((p) => p.page_slug === slug)!;
  return buildSavedPage(page.sections, page.root, { page_name: page.page_name, page_slug: page.page_slug });
};

const page = (body: string, script = '') =>
  `<!DOCTYPE html><html><head>${script}</head><body>${body}\n${BUNDLE_TAG}\n<script src="js/index.js"></script>\n</body></html>`;

describe('the Bootstrap components a page uses', () => {
  it('are read from the shipped templates’ pages', () => {
    const home = savedPage('summit-academy');
    expect(home.html).toContain(BUNDLE_TAG);
    // The collapsing navbar, and nothing else of Bootstrap's js.
    expect(bootstrapComponents(home.html, home.javascript)).toEqual(['collapse']);
    // Pill tabs and the navbar.
    expect(bootstrapComponents(savedPage('summit-academy', 'courses').html, '')).toEqual(['collapse', 'tab']);
    const carousel = savedPage('brightpath-consultation');
    expect(bootstrapComponents(carousel.html, carousel.javascript)).toContain('carousel');
  });

  it('are none on a page without any, and the whole bundle when Popper or a script needs it', () => {
    expect(bootstrapComponents(page('<main><p>Hello</p></main>'), '')).toEqual([]);
    expect(bootstrapComponents(page('<div class="modal-dialog"></div>'), '')).toEqual([]);
    expect(bootstrapComponents(page('<div class="modal fade" id="m"></div>'), '')).toEqual(['modal']);
    expect(
      bootstrapComponents(
        page('<button data-bs-toggle="dropdown" class="dropdown-toggle">Menu</button>'),
        '',
      ),
    ).toBe('all');
    expect(bootstrapComponents(page('<span data-bs-toggle="tooltip" title="Hi">?</span>'), '')).toBe('all');
    // A custom script in the head, or the page's own js, that drives Bootstrap itself.
    expect(
      bootstrapComponents(page('<p>Hi</p>', '<script>new bootstrap.Modal(document.body)</script>'), ''),
    ).toBe('all');
    expect(bootstrapComponents(page('<p>Hi</p>'), 'jQuery(".x").collapse()')).toBe('all');
    // A `src` script of the page does not count as its text.
    expect(bootstrapComponents(page('<p>Hi</p>'), '')).toEqual([]);
  });
});

describe('a published page’s Bootstrap', () => {
  it('is a content-hashed bundle of the components it uses, much smaller than the whole one', async () => {
    const home = savedPage('summit-academy');
    const out = await withPublishedBootstrap(home.html, home.javascript);
    expect(out.file?.path).toMatch(/^js\/bootstrap\.[0-9a-f]{8}\.js$/);
    expect(HASHED_ASSET.test(out.file!.path)).toBe(true);
    expect(out.html).toContain(`<script src="${out.file!.path}"></script>`);
    expect(out.html).not.toContain('bootstrap.bundle.min.js');
    expect(out.html.replace(`<script src="${out.file!.path}"></script>`, BUNDLE_TAG)).toBe(home.html);
    const code = out.file!.js;
    expect(code.length).toBeLessThan(WHOLE_BUNDLE.length / 4);
    expect(code).toMatch(/^\/\*! Bootstrap v5\.0\.2 .*collapse only.*Licensed under MIT/);
    // The collapse plugin with its data attribute, under the library's own global; no Popper, no carousel.
    expect(code).toContain('var bootstrap=');
    expect(code).toContain('[data-bs-toggle="collapse"]');
    expect(code).not.toContain('[data-bs-ride="carousel"]');
    expect(code).not.toMatch(/popper/i);
    // The same components give the same file (one download across a site's pages).
    expect((await withPublishedBootstrap(home.html, home.javascript)).file).toEqual(out.file);
    expect(await bootstrapSubset(['collapse'])).toBe(code);
  });

  it('is dropped when the page uses none, and left whole when it needs all of it', async () => {
    const none = page('<main><p>Hello</p></main>');
    expect(await withPublishedBootstrap(none, '')).toEqual({
      html: none.replace(`${BUNDLE_TAG}\n`, ''),
    });
    const dropdown = page('<button data-bs-toggle="dropdown" class="dropdown-toggle">Menu</button>');
    expect(await withPublishedBootstrap(dropdown, '')).toEqual({ html: dropdown });
    // A page not saved by the builder (no bundle tag) is left as it is.
    expect(await withPublishedBootstrap('<p data-bs-toggle="collapse">x</p>', '')).toEqual({
      html: '<p data-bs-toggle="collapse">x</p>',
    });
  });
});

describe('a published page’s css', () => {
  it('keeps the classes its own Bootstrap adds, not those of components it does not run', async () => {
    const home = savedPage('summit-academy');
    const bootstrap = await publishedBootstrapJs(home.html, home.javascript);
    expect(bootstrap).toBe(await bootstrapSubset(['collapse']));
    const whole = await purgePageCss(home.html, home.javascript, home.css);
    const own = await purgePageCss(home.html, home.javascript, home.css, { bootstrap });
    // The navbar's collapse animates with `.collapsing`, added by the collapse plugin only.
    expect(home.html).not.toContain('collapsing');
    for (const { css } of [whole, own]) expect(css).toContain('.collapsing{');
    // The whole bundle names the modal's backdrop, tooltips and carousel slides; this page has none.
    for (const selector of ['.modal-backdrop', '.tooltip', '.carousel-item-next', '.popover'])
      expect(whole.css, selector).toContain(selector);
    for (const selector of ['.modal-backdrop', '.tooltip', '.carousel-item-next', '.popover'])
      expect(own.css, selector).not.toContain(selector);
    expect(own.css.length).toBeLessThan(whole.css.length - 5_000);
    // No Bootstrap at all (no component): none of its js-only classes.
    const plain = page('<main><p>Hi</p></main>');
    expect(await publishedBootstrapJs(plain, '')).toBe('');
    expect(await publishedBootstrapJs('<p>not saved by the builder</p>', '')).toBe(WHOLE_BUNDLE);
  });
});

describe('a publish', () => {
  let t: PublishingApp;
  beforeAll(async () => {
    t = await createPublishingApp();
  });
  afterAll(() => t?.close());

  it('serves each page with the Bootstrap it uses, as an immutable file', async () => {
    const { projectId, status } = await publishTemplateProject(t, {
      owner: 'bootstrap',
      search: 'Summit',
      project: 'Summit',
      domain: 'www.summit-bootstrap.example',
    });
    expect(status).toBe(200);
    const { port } = t;

    const home = await requestAsHost(port, 'www.summit-bootstrap.example', 'GET', '/');
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('bootstrap.bundle.min.js');
    const homeScript = /<script src="(js\/bootstrap\.[0-9a-f]{8}\.js)"><\/script>/.exec(home.body)?.[1];
    expect(homeScript).toBeDefined();
    const script = await requestAsHost(port, 'www.summit-bootstrap.example', 'GET', `/${homeScript}`);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe(await bootstrapSubset(['collapse']));

    // Its css was purged against that bundle: no modal or tooltip rules.
    expect(home.body).toContain('.collapsing{');
    expect(home.body).not.toContain('.modal-backdrop');
    expect(home.body).not.toContain('.tooltip');

    // The courses page has tabs as well: a bundle of its own.
    const courses = await requestAsHost(port, 'www.summit-bootstrap.example', 'GET', '/courses');
    const coursesScript = /<script src="(js\/bootstrap\.[0-9a-f]{8}\.js)"><\/script>/.exec(courses.body)?.[1];
    expect(coursesScript).toBeDefined();
    expect(coursesScript).not.toBe(homeScript);
    const tabs = await requestAsHost(port, 'www.summit-bootstrap.example', 'GET', `/${coursesScript}`);
    expect(tabs.body).toBe(await bootstrapSubset(['collapse', 'tab']));

    // The saved page on the hosted base keeps the whole bundle (the builder and the preview use it).
    const saved = await requestAsHost(port, '127.0.0.1', 'GET', `/${projectId}/index.html`);
    expect(saved.body).toContain(BUNDLE_TAG);
  });
});
