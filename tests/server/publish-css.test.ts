/**
 * Issue 21 "The publish pipeline: CSS": a published page carries only the css it uses. PurgeCSS keeps
 * the page's classes and the ones Bootstrap's js and the form script add, drops unused rules, fonts and
 * keyframes; Lightning CSS minifies; small css goes inline, big css into a content-hashed file served
 * immutable and loaded without blocking the render, the first screen's part inline. Checked on a shipped template page and through a real publish.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSavedPage } from '../../src/server/content/build-page.ts';
import { type LibraryTemplate, loadTemplates } from '../../src/server/content/library.ts';
import { prioritizeHeroImage } from '../../src/server/sites/hero-image.ts';
import { ICONS_CREDIT, inlineIcons } from '../../src/server/sites/inline-icons.ts';
import {
  criticalCss,
  firstScreenHtml,
  INLINE_CSS_MAX_BYTES,
  purgeLibrariesFor,
  purgePageCss,
  withPurgedCss,
} from '../../src/server/sites/publish-css.ts';
import { HASHED_ASSET, withPublishedJs } from '../../src/server/sites/publish-js.ts';
import { call, requestAsHost } from './helpers.ts';
import { createPublishingApp, type PublishingApp, publishTemplateProject } from './publish-support.ts';

let templates: LibraryTemplate[];
beforeAll(async () => {
  templates = await loadTemplates();
});

const savedPage = (slug: string) => {
  const page = templates.find((t) => t.slug === slug)!.pages[0]!;
  return buildSavedPage(page.sections, page.root, { page_name: page.page_name, page_slug: page.page_slug });
};

describe('purging a page’s css', () => {
  it('keeps what the page and the scripts use, and little else', async () => {
    const saved = savedPage('fitfuel-optin');
    const { css, before } = await purgePageCss(saved.html, saved.javascript, saved.css);
    expect(before).toBeGreaterThan(300_000);
    expect(css.length).toBeLessThan(before / 5);
    // Used by the page.
    expect(css).toContain('.container');
    expect(css).toContain('.btn-primary');
    expect(css).toContain('.form-control');
    expect(css).toContain('.fa-lock');
    expect(css).toContain('.pws-hero-optin');
    // Added by scripts: Bootstrap's collapse and the form script's answer.
    expect(css).toMatch(/\.collapse:not\(\.show\)/);
    expect(css).toContain('.alert-success');
    // Not on the page: a table style, an icon it does not show, an animation it does not run.
    expect(css).not.toContain('.table-striped');
    expect(css).not.toContain('.fa-yin-yang');
    expect(css).not.toContain('@keyframes bounceInDown');
    // Font Awesome's faces are found where the library serves them, only the styles in use.
    expect(css).toContain('url(../assets/vendor/fontawesome/webfonts/fa-solid-900.woff2)');
    expect(css).not.toContain('fa-v4compatibility');
    // Minified: no comments, no indentation.
    expect(css).not.toMatch(/\/\*|\n {2}/);
  });

  it('gives the same css when the libraries are first cut for all the pages of a publish', async () => {
    const optin = savedPage('fitfuel-optin');
    const clinic = savedPage('medina-clinic');
    const libraries = await purgeLibrariesFor(
      [
        { html: optin.html, js: optin.javascript },
        { html: clinic.html, js: clinic.javascript },
      ],
      true,
    );
    for (const page of [optin, clinic]) {
      const direct = await purgePageCss(page.html, page.javascript, page.css);
      const staged = await purgePageCss(page.html, page.javascript, page.css, { libraries });
      expect(staged).toEqual(direct);
    }
  });

  it('puts small css inline in place of the four links, and big css in a hashed file', () => {
    const saved = savedPage('fitfuel-optin');
    const small = withPurgedCss(saved.html, 'index', '.a{background:url(../assets/images/x.webp)}');
    expect(small.file).toBeUndefined();
    expect(small.html).not.toContain('<link rel="stylesheet"');
    expect(
      small.html.match(/<style>\.a\{background:url\(assets\/images\/x\.webp\)\}<\/style>/g),
    ).toHaveLength(1);
    expect(small.html.indexOf('<style>.a')).toBeLessThan(small.html.indexOf('</head>'));

    // Big css: a hashed file that does not block the render (a preload that becomes the stylesheet;
    // a plain link without scripts), the first screen's part inline before it.
    const big = withPurgedCss(
      saved.html,
      'index',
      `.b{color:red}${' '.repeat(INLINE_CSS_MAX_BYTES)}`,
      '.b{background:url(../assets/images/y.webp)}',
    );
    const path = big.file!.path;
    expect(path).toMatch(/^css\/index\.[0-9a-f]{8}\.css$/);
    expect(big.html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      `<link rel="stylesheet" href="${path}">`,
    ]);
    expect(big.html).toContain(
      `<style>.b{background:url(assets/images/y.webp)}</style>\n<link rel="preload" href="${path}" as="style" onload="this.onload=null;this.rel='stylesheet'">\n<noscript><link rel="stylesheet" href="${path}"></noscript>`,
    );
    expect(big.html.indexOf('<noscript>')).toBeLessThan(big.html.indexOf('</head>'));

    // A page the builder did not save (no library links) is left as it is.
    const bare = '<!DOCTYPE html><html><head><title>x</title></head><body></body></html>';
    expect(withPurgedCss(bare, 'index', '.a{}')).toEqual({ html: bare });
  });
});

describe('the first screen’s css, for a page whose css is too big to inline', () => {
  const section = (n: number, body: string) =>
    `<div class="pw-section" data-section-id="s${n}">${body}</div>`;
  const page = `<!DOCTYPE html><html><head><title>x</title></head><body>${[
    '<nav class="navbar one">a</nav>',
    '<header class="hero two">b</header>',
    '<section class="three">c</section>',
    '<section class="four">d</section>',
    '<footer class="five">e</footer>',
  ]
    .map((body, i) => section(i + 1, body))
    .join('')}</body></html>`;

  it('is the head and the first three sections', () => {
    const first = firstScreenHtml(page);
    expect(first).toContain('class="three"');
    expect(first).not.toContain('class="four"');
    expect(first).not.toContain('class="five"');
    expect(firstScreenHtml('<body><div class="pw-section">only</div></body>')).toBe(
      '<body><div class="pw-section">only</div></body>',
    );
  });

  it('keeps the rules the first screen can match and drops the rest', async () => {
    const css = '.one{color:red}.two{margin:0}.three{padding:1px}.four{color:blue}.five{color:green}';
    const critical = await criticalCss(page, '', css, '');
    expect(critical).toContain('.one{color:red}');
    expect(critical).toContain('.two{margin:0}');
    expect(critical).toContain('.three{padding:1px}');
    expect(critical).not.toContain('.four');
    expect(critical).not.toContain('.five');
    // A class the page's script adds at load is kept.
    expect(
      await criticalCss(page, "el.classList.add('is-ready')", `${css}.is-ready{opacity:1}`, ''),
    ).toContain('.is-ready');
  });
});

describe('a page’s own script', () => {
  const html = (slug: string) =>
    `<body><main></main>\n<script src="assets/vendor/bootstrap/bootstrap.bundle.min.js"></script>\n<script src="js/${slug}.js"></script>\n</body>`;

  it('is dropped with its tag when empty, else minified under a content-hashed name', async () => {
    expect(await withPublishedJs(html('index'), 'index', ' \n')).toEqual({
      html: '<body><main></main>\n<script src="assets/vendor/bootstrap/bootstrap.bundle.min.js"></script>\n</body>',
    });
    const js =
      '(function () {\n  // counts the visitors\n  var total = 1 + 2;\n  window.pwsTotal = total;\n})();\n';
    const out = await withPublishedJs(html('about'), 'about', js);
    expect(out.file?.path).toMatch(/^js\/about\.[0-9a-f]{8}\.js$/);
    expect(HASHED_ASSET.test(out.file!.path)).toBe(true);
    expect(out.file!.js.length).toBeLessThan(js.length / 2);
    expect(out.file!.js).not.toContain('counts the visitors');
    expect(out.html).toContain(`<script src="${out.file!.path}"></script>`);
    expect(out.html).not.toContain('js/about.js');
    // The same script, the same name; another page's tag is not this page's.
    expect((await withPublishedJs(html('about'), 'about', js)).file!.path).toBe(out.file!.path);
    expect(await withPublishedJs(html('other'), 'about', js)).toEqual({ html: html('other') });
  });
});

describe('the hero image', () => {
  it('is the first picture of the first two sections: asked for first, never lazy', () => {
    const page = (sections: string[]) => `<body><main>${sections.join('')}</main></body>`;
    const hero =
      '<section class="hero"><h1>Hi</h1><img src="a.webp" alt="" loading="lazy" width="2" height="1"></section>';
    const later = '<section><img src="b.webp" alt="" loading="lazy"></section>';
    expect(prioritizeHeroImage(page([hero, later]))).toBe(
      page([
        '<section class="hero"><h1>Hi</h1><img src="a.webp" alt="" width="2" height="1" fetchpriority="high"></section>',
        later,
      ]),
    );
    // A navbar first, then the hero: still found. Below the first two sections: left alone.
    const nav = '<section class="nav"><a href="/">Home</a></section>';
    expect(prioritizeHeroImage(page([nav, hero]))).toContain('fetchpriority="high"');
    const text = '<section><p>Text</p></section>';
    expect(prioritizeHeroImage(page([nav, text, later]))).toBe(page([nav, text, later]));
    const chosen = page(['<section><img src="c.webp" alt="" fetchpriority="low"></section>']);
    expect(prioritizeHeroImage(chosen)).toBe(chosen);
  });
});

describe('inline icons', () => {
  it('draws each known icon as the library’s SVG inside its element, keeping its classes', () => {
    const html =
      '<body><p><i class="fa-solid fa-lock me-1" aria-hidden="true"></i>Safe <i class="fab fa-instagram fa-2x"></i>' +
      '<i class="fa-regular fa-star"></i><i class="fa-solid fa-no-such-icon"></i><i>plain</i></p></body>';
    const out = inlineIcons(html);
    expect(out).toMatchObject({ inlined: 3, leftover: 1 });
    expect(out.html).toMatch(
      /<i class="fa-solid fa-lock me-1" aria-hidden="true"><svg class="svg-inline--fa" viewBox="0 0 448 512" aria-hidden="true" focusable="false"><path fill="currentColor" d="M144 144l0 48[^"]*"\/><\/svg><\/i>/,
    );
    expect(out.html).toContain(
      '<i class="fab fa-instagram fa-2x"><svg class="svg-inline--fa" viewBox="0 0 448 512"',
    );
    expect(out.html).toContain('<i class="fa-solid fa-no-such-icon"></i>');
    expect(out.html).toContain('<i>plain</i>');
    expect(out.html).not.toContain('<!--!');
    expect(out.html.endsWith(`${ICONS_CREDIT}\n</body>`)).toBe(true);
    expect(inlineIcons('<p>no icons</p>')).toEqual({ html: '<p>no icons</p>', inlined: 0, leftover: 0 });
  });

  it('leaves the icon font out of the css when every icon is inline', async () => {
    const saved = savedPage('fitfuel-optin');
    const icons = inlineIcons(saved.html);
    expect(icons.leftover).toBe(0);
    const { css } = await purgePageCss(icons.html, saved.javascript, saved.css, { iconFont: false });
    expect(css).not.toContain('@font-face{font-family:"Font Awesome');
    expect(css).toContain('.svg-inline--fa{');
  });
});

describe('a publish', () => {
  let t: PublishingApp;
  beforeAll(async () => {
    t = await createPublishingApp();
  });
  afterAll(() => t?.close());

  it('loads css too big to inline without blocking the render, the first screen’s part inline', async () => {
    const domain = 'www.big-css.example';
    const { owner, projectId, status } = await publishTemplateProject(t, {
      owner: 'bigcss',
      search: 'free challenge',
      project: 'Big css',
      domain,
    });
    expect(status).toBe(200);
    const { port } = t;
    const saved = (await requestAsHost(port, '127.0.0.1', 'GET', `/${projectId}/index.html`)).body;
    const savedCss = (await requestAsHost(port, '127.0.0.1', 'GET', `/${projectId}/css/index.css`)).body;
    // A last section of the page's own, and ≈ 60 KB of its own css for it alone (kept by the purge: the
    // page uses `.late-only`).
    const late = '<div class="pw-section" data-section-id="late"><p class="late-only">Late</p></div>';
    const lateCss = Array.from(
      { length: 1500 },
      (_, i) => `.late-only:nth-child(${i + 2}){margin-top:${i}px}`,
    );
    const resaved = await call(t.app, owner.token, 'POST', '/api/project/user_template', {
      project_id: projectId,
      slug_name: 'index',
      html: saved.replace('</body>', `${late}</body>`),
      css: `${savedCss}\n${lateCss.join('\n')}`,
      javascript: '',
    });
    expect(resaved.status).toBe(200);
    const republished = await call(t.app, owner.token, 'POST', '/api/project/publish', {
      project_id: projectId,
    });
    expect(republished.status).toBe(200);

    const home = (await requestAsHost(port, domain, 'GET', '/')).body;
    const path = /<link rel="?preload"? href="?(css\/index\.[0-9a-f]{8}\.css)"?/.exec(home)?.[1];
    expect(path).toBeDefined();
    // Not render-blocking: the file is preloaded and becomes the stylesheet once loaded; a stylesheet
    // link only inside <noscript>.
    expect(home).toMatch(/as="?style"? onload="this\.onload=null[;,]this\.rel=['"]?stylesheet/);
    expect(home.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toMatch(/<link rel="?stylesheet/);
    expect(home).toMatch(
      new RegExp(`<noscript><link rel="?stylesheet"? href="?${path!.replace('.', '\\.')}`),
    );
    // The first screen's css is inline: the first sections' rules, not the late section's.
    const critical = /<style>([^<]*)<\/style>/.exec(home)?.[1] ?? '';
    expect(critical).toContain('.container');
    expect(critical).not.toContain('.late-only');
    const file = await requestAsHost(port, domain, 'GET', `/${path}`);
    expect(file.status).toBe(200);
    expect(file.body).toContain('.late-only:nth-child(2)');
    expect(file.body.length).toBeGreaterThan(INLINE_CSS_MAX_BYTES);
  });

  it('serves each page with its own purged css and its icons inline', async () => {
    const { projectId, status } = await publishTemplateProject(t, {
      owner: 'purge',
      search: 'free challenge',
      project: 'Purged',
      domain: 'www.purged.example',
    });
    expect(status).toBe(200);
    const { port, sites: server } = t;
    const home = await requestAsHost(port, 'www.purged.example', 'GET', '/');
    expect(home.status).toBe(200);
    // Minified html: no indentation between tags (publish-html.ts).
    expect(home.body).not.toMatch(/>\n\s+</);
    expect(home.body).not.toContain('bootstrap.min.css');
    expect(home.body).not.toContain('all.min.css');
    const style = /<style>([^<]*\.container[^<]*)<\/style>/.exec(home.body)?.[1] ?? '';
    expect(style.length).toBeGreaterThan(1000);
    expect(style.length).toBeLessThan(INLINE_CSS_MAX_BYTES);
    // The page's own script was empty: no request for it.
    expect(home.body).not.toContain('js/index.js');
    // Icons are inline SVG: no icon font is downloaded.
    expect(style).not.toMatch(/@font-face\{font-family:"Font Awesome/);
    expect(style).not.toContain('webfonts/');
    expect(style).toContain('.svg-inline--fa');
    expect(home.body).toContain(
      '<i class="fa-solid fa-lock me-1" aria-hidden="true"><svg class="svg-inline--fa"',
    );
    expect(home.body).not.toMatch(/<i class="fa-[^"]*"[^>]*><\/i>/);
    expect(home.body).toContain(ICONS_CREDIT);
    // Precompressed at publish: the variant the browser takes, the same bytes once decoded.
    const plain = await server.inject({ method: 'GET', url: '/', headers: { host: 'www.purged.example' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.8', 'gzip', gunzipSync],
    ] as const) {
      const answer = await server.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'www.purged.example', 'accept-encoding': accept },
      });
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const ranged = await server.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'www.purged.example', 'accept-encoding': 'br', range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-encoding']).toBeUndefined();
    expect(ranged.body).toBe(plain.body.slice(0, 100));
    expect(
      (await server.inject({ method: 'GET', url: '/index.html.br', headers: { host: 'www.purged.example' } }))
        .statusCode,
    ).toBe(404);
    const sitemap = await server.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'www.purged.example', 'accept-encoding': 'br' },
    });
    expect(sitemap.statusCode).toBe(200);

    // The saved page on the hosted base still links the libraries (the builder edits it).
    const saved = await requestAsHost(port, '127.0.0.1', 'GET', `/${projectId}/index.html`);
    expect(saved.body).toContain('assets/vendor/bootstrap/bootstrap.min.css');
  });

  it('swaps a second publish at once while a visitor keeps reading, and restores the previous one', async () => {
    const host = 'www.swap.example';
    const { owner, projectId } = await publishTemplateProject(t, {
      owner: 'swap',
      search: 'free challenge',
      project: 'Swap',
      domain: host,
    });
    const { port, sites: server } = t;
    const file = async (path: string) =>
      (await requestAsHost(port, '127.0.0.1', 'GET', `/${projectId}/${path}`)).body;
    const v1 = await file('index.html');
    expect(v1).toContain('Prep a week of');
    await call(t.app, owner.token, 'POST', '/api/project/user_template', {
      project_id: projectId,
      slug_name: 'index',
      html: v1.replace('Prep a week of', 'Version two: prep a week of'),
      css: await file('css/index.css'),
      javascript: await file('js/index.js'),
    });

    // A visitor reloads the page over and over while the second publish runs.
    const seen: string[] = [];
    let publishing = true;
    const reader = (async () => {
      while (publishing) {
        const answer = await server.inject({ method: 'GET', url: '/', headers: { host } });
        const version = answer.body.includes('Version two: prep')
          ? 'v2'
          : answer.body.includes('Prep a week of')
            ? 'v1'
            : 'broken';
        seen.push(
          answer.statusCode === 200 && answer.body.trimEnd().endsWith('</html>')
            ? version
            : `broken ${answer.statusCode}`,
        );
      }
    })();
    await call(t.app, owner.token, 'POST', '/api/project/publish', { project_id: projectId });
    publishing = false;
    await reader;
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.filter((version) => version !== 'v1' && version !== 'v2')).toEqual([]);
    // Old until the switch, new after it: never back.
    expect(seen.join(' ')).toMatch(/^(v1 )*(v2 ?)*$/);
    expect((await server.inject({ method: 'GET', url: '/', headers: { host } })).body).toContain(
      'Version two: prep',
    );

    // One click puts the previous publish back.
    const restored = await call(t.app, owner.token, 'POST', '/api/project/restore_previous_publish', {
      project_id: projectId,
    });
    expect(restored.status).toBe(200);
    const back = await server.inject({ method: 'GET', url: '/', headers: { host, 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(back.rawPayload).toString('utf8')).toContain('Prep a week of');
    expect(brotliDecompressSync(back.rawPayload).toString('utf8')).not.toContain('Version two');
  });
});
