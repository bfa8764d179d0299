/**
 * Uploaded SVG through the allow-list rewrite: hostile samples lose every script, handler, external
 * reference and fetching CSS whatever their case, namespace or encoding; ordinary drawings survive;
 * and an upload through the gallery stores (and the sites origin serves) only the rewrite.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSitesApp } from '../../src/server/app.ts';
import { sniffMedia } from '../../src/server/files/sniff.ts';
import { isSafeCss, sanitizeSvg } from '../../src/server/files/svg-sanitize.ts';
import { acceptMedia } from '../../src/server/http/uploads.ts';
import { createTestApp, registerUser, type TestApp, upload } from './helpers.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const NAMESPACES = ' xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const clean = (svg: string) => sanitizeSvg(Buffer.from(svg))?.toString('utf8');
const LIMITS = { imageMaxBytes: 1_000_000, videoMaxBytes: 1_000_000, quotaBytes: 10_000_000 };

/** Whatever a browser could run or fetch, in any spelling that survived. */
function expectInert(output: string | undefined) {
  expect(output).toBeDefined();
  // The two namespace declarations the rewrite itself writes on the root are the only URLs allowed.
  const lower = output!.replace(NAMESPACES, '').toLowerCase();
  expect(lower).not.toMatch(
    /<[\w:]*script|<[\w:]*foreignobject|<[\w:]*iframe|<[\w:]*image|<[\w:]*set\b|<[\w:]*animate/,
  );
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript:|data:|http:|https:|\/\/evil/);
  expect(lower).not.toContain('<!doctype');
  expect(lower).not.toContain('<!entity');
  expect(lower).not.toContain('<?');
}

describe('sanitizeSvg', () => {
  it('keeps an ordinary drawing, in canonical case, with its references and styles', () => {
    const input = `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by hand -->
<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50" viewBox="0 0 100 50">
<defs><linearGradient id="g1"><stop offset="0" stop-color="#fff"/></linearGradient>
<style><![CDATA[.a{fill:url(#g1)} .b > .c{stroke:rgb(1,2,3)}]]></style></defs>
<g class="a" transform="translate(5 5)"><rect width="10" height="10" fill="url(#g1)"/><use xlink:href="#g1" href="#g1"/></g>
<text x="1" y="9" font-family="Roboto">Fish &amp; chips &lt;3</text>
</svg>`;
    expect(clean(input)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50" viewBox="0 0 100 50">\n' +
        '<defs><linearGradient id="g1"><stop offset="0" stop-color="#fff"/></linearGradient>\n' +
        '<style>.a{fill:url(#g1)} .b &gt; .c{stroke:rgb(1,2,3)}</style></defs>\n' +
        '<g class="a" transform="translate(5 5)"><rect width="10" height="10" fill="url(#g1)"/><use xlink:href="#g1" href="#g1"/></g>\n' +
        '<text x="1" y="9" font-family="Roboto">Fish &amp; chips &lt;3</text>\n' +
        '</svg>',
    );
  });

  it.each([
    ['a script element', `<svg ${NS}><script>alert(1)</script><rect width="1" height="1"/></svg>`],
    ['an uppercase script element', `<svg ${NS}><SCRIPT>alert(1)</SCRIPT><circle r="1"/></svg>`],
    ['a mixed-case script left open', `<svg ${NS}><Script>alert(1)</script><circle r="1"/></svg>`],
    [
      'a namespaced script',
      `<svg ${NS} xmlns:svg="${'http://www.w3.org/2000/svg'}"><svg:script>alert(1)</svg:script></svg>`,
    ],
    [
      'an xhtml script',
      `<svg ${NS}><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script></svg>`,
    ],
    ['a script in CDATA', `<svg ${NS}><script><![CDATA[alert(1)]]></script></svg>`],
    ['onload on the root', `<svg ${NS} onload="alert(1)"><rect width="1" height="1"/></svg>`],
    [
      'an uppercase handler',
      `<svg ${NS}><rect ONCLICK="alert(1)" OnMouseOver="alert(2)" width="1" height="1"/></svg>`,
    ],
    ['a javascript: link', `<svg ${NS}><a href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>`],
    [
      'a javascript: link hidden by entities',
      `<svg ${NS}><a href="&#106;ava&#x73;cript&#58;alert(1)"><text>x</text></a></svg>`,
    ],
    [
      'a javascript: link hidden by whitespace',
      `<svg ${NS}><a xlink:href=" java\tscript:alert(1)"><text>x</text></a></svg>`,
    ],
    [
      'a data: link',
      `<svg ${NS}><a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text>x</text></a></svg>`,
    ],
    ['an external use', `<svg ${NS}><use href="http://evil.example/sprite.svg#icon"/></svg>`],
    [
      'an external xlink use under another prefix',
      `<svg ${NS} xmlns:l="http://www.w3.org/1999/xlink"><use l:href="https://evil.example/x.svg#a"/></svg>`,
    ],
    ['a protocol-relative use', `<svg ${NS}><use xlink:href="//evil.example/x.svg#a"/></svg>`],
    [
      'an external image',
      `<svg ${NS}><image href="https://evil.example/track.png" width="1" height="1"/></svg>`,
    ],
    [
      'a data: image',
      `<svg ${NS}><image xlink:href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/></svg>`,
    ],
    [
      'foreignObject with html',
      `<svg ${NS}><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe></foreignObject></svg>`,
    ],
    [
      'an animation that sets href',
      `<svg ${NS}><a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>`,
    ],
    [
      'entity declarations',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY lol "lol">]><svg ${NS}><text>&xxe;&lol;</text></svg>`,
    ],
    [
      'a stylesheet processing instruction',
      `<?xml-stylesheet href="http://evil.example/x.css"?><svg ${NS}><rect width="1" height="1"/></svg>`,
    ],
    [
      'a style element that imports',
      `<svg ${NS}><style>@import url(http://evil.example/x.css); rect{fill:red}</style></svg>`,
    ],
    [
      'a style element with an escaped url',
      `<svg ${NS}><style>rect{fill:\\75rl(http://evil.example/x)}</style></svg>`,
    ],
    [
      'a style element fetching an image set',
      `<svg ${NS}><style>rect{fill:image-set("https://evil.example/x.png" 1x)}</style></svg>`,
    ],
    [
      'a style attribute fetching',
      `<svg ${NS}><rect style="fill:url('https://evil.example/x')" width="1" height="1"/></svg>`,
    ],
    [
      'a presentation attribute fetching',
      `<svg ${NS}><rect fill="url(http://evil.example/x#p)" filter="url(data:image/svg+xml,x)" width="1" height="1"/></svg>`,
    ],
    [
      'xml:base and xmlns tricks',
      `<svg ${NS} xml:base="http://evil.example/"><use href="#a" xmlns:xlink="http://evil.example/ns"/></svg>`,
    ],
    ['content after the root', `<svg ${NS}><rect width="1" height="1"/></svg><script>alert(1)</script>`],
  ])('neutralises %s', (_name, input) => {
    expectInert(clean(input));
  });

  it('keeps the drawing around what it removes', () => {
    expect(
      clean(`<svg ${NS} onload="x()"><a href="javascript:x()"><rect width="1" height="1"/></a></svg>`),
    ).toBe(`<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><a><rect width="1" height="1"/></a></svg>`);
    expect(clean(`<svg ${NS}><text>&xxe;</text></svg>`)).toContain('<text>&amp;xxe;</text>');
    expect(clean(`<svg ${NS}><rect style="fill:url('https://x.test/a')" width="2"/></svg>`)).toBe(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="2"/></svg>`,
    );
  });

  it('answers undefined when the root is not a plain svg element', () => {
    expect(clean('<html><svg></svg></html>')).toBeUndefined();
    expect(clean('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:rect/></svg:svg>')).toBeUndefined();
    expect(clean('just text')).toBeUndefined();
  });
});

describe('isSafeCss', () => {
  it.each([
    ['fill:red;stroke:rgb(0 0 0 / 50%)', true],
    ['.a:not(.b){fill:url(#grad)}', true],
    ['@media (max-width: 600px){.a{display:none}}', true],
    ['fill:url("#a")', true],
    ['fill:url(#a) ; mask:url( "https://x.test/m" )', false],
    ['@import "https://x.test/a.css"', false],
    ['@font-face{font-family:x;src:url(#f)}', false],
    ['fill:exp/**/ression(alert(1))', false],
    ['fill:\\000075rl(#a)', false],
    ['fill:red</style><script>', false],
    ['fill:element(#a)', false],
  ])('%s → %s', (css, safe) => {
    expect(isSafeCss(css)).toBe(safe);
  });
});

describe('SVG uploads', () => {
  let t: TestApp;
  let sites: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ files: LIMITS });
    sites = buildSitesApp({ dataDir: t.dataDir, appOrigin: 'http://localhost:3000' });
    await sites.ready();
  });
  afterAll(async () => {
    await sites.close();
    await t.close();
  });

  it('stores and serves only the rewrite, with the size read from the original', async () => {
    const user = await registerUser(t.app, 'svg');
    const hostile = Buffer.from(
      `<svg ${NS} width="30" height="40" onload="alert(1)"><script>alert(2)</script><use href="https://evil.example/x.svg#a"/><rect width="30" height="40"/></svg>`,
    );
    const answer = await upload(
      t.app,
      user.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      {
        filename: 'logo.svg',
        type: 'image/svg+xml',
        bytes: hostile,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.file).toMatchObject({ mime: 'image/svg+xml', width: 30, height: 40 });
    const served = await sites.inject({ method: 'GET', url: new URL(answer.body.file.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="30" height="40"><use/><rect width="30" height="40"/></svg>`,
    );
  });

  it('has acceptMedia answer the rewrite of an SVG, and other images unchanged in kind', async () => {
    const bytes = Buffer.from(`<SVG ${NS} width="5" height="6"><Script>alert(1)</Script><rect/></SVG>`);
    expect(sniffMedia(bytes)).toMatchObject({ mime: 'image/svg+xml', width: 5, height: 6 });
    const accepted = await acceptMedia(bytes, 'image', LIMITS);
    expect(accepted.bytes.toString()).toBe(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="5" height="6"><rect/></svg>`,
    );
    await expect(acceptMedia(bytes, 'video', LIMITS)).rejects.toThrow(/not a mp4 or webm video/);
  });
});
