/**
 * The pure parts of published forms (issue 21): wiring a page's forms to the site, reading back the
 * form a page really has, checking a submission against it, the default favicon, and the slugs of
 * projects' free addresses.
 */
import { describe, expect, it } from 'vitest';
import {
  isProjectSlug,
  previewOrigin,
  previewPageUrl,
  projectSlugBase,
  slugCandidate,
  slugOfPreviewHost,
} from '../../src/api/preview-domain.ts';
import { wiredForms } from '../../src/server/sites/form-schema.ts';
import { checkSubmission } from '../../src/server/sites/form-validate.ts';
import { wireForms } from '../../src/server/sites/form-wiring.ts';
import {
  defaultFavicon,
  preloadBodyFont,
  renderPublishedHtml,
  shareTags,
} from '../../src/server/sites/page-scripts.ts';

const PAGE_ID = '11111111-1111-4111-8111-111111111111';
const doc = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

const FORM = `<form class="pws-form" data-form="contact" data-success-message="See you soon!">
<label for="a">First name:</label><input id="a" name="first_name">
<label for="b">Email *</label><input id="b" name="email" type="email">
<label for="c">Topic</label><select id="c" name="topic"><option>One</option></select>
<label for="d">Message</label><textarea id="d" name="message" required></textarea>
<input type="radio" name="size" value="s"><input type="radio" name="size" value="m">
<button type="submit">Send</button></form>`;

describe('wiring forms', () => {
  it('points each form without an action at the site, with its hidden fields and the script once', () => {
    const html = wireForms(doc(`${FORM}<form data-x='a>b'><input name="q"></form>`), {
      pageId: PAGE_ID,
      nextPath: '/thank-you',
    });
    expect(
      html.match(/action="\/_pw\/forms" method="post" data-pw-form data-pw-next="\/thank-you"/g),
    ).toHaveLength(2);
    // An attribute value holding `>` does not end the tag.
    expect(html).toContain(`<form data-x='a>b' action="/_pw/forms"`);
    expect(html).toContain(`<input type="hidden" name="_pw_page" value="${PAGE_ID}">`);
    expect(html).toContain('<input type="hidden" name="_pw_form" value="0">');
    expect(html).toContain('<input type="hidden" name="_pw_form" value="1">');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</body>'));
  });

  it("keeps the page the owner chose in Form settings over the funnel's next step, if it is a path of the site", () => {
    const chosen = wireForms(doc('<form data-pw-next="/offer"><input name="email"></form>'), {
      pageId: PAGE_ID,
      nextPath: '/thank-you',
    });
    expect(chosen.match(/data-pw-next="[^"]*"/g)).toEqual(['data-pw-next="/offer"']);
    for (const foreign of ['//evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const wired = wireForms(doc(`<form data-pw-next="${foreign}"><input name="email"></form>`), {
        pageId: PAGE_ID,
        nextPath: '/thank-you',
      });
      expect(wired.match(/data-pw-next="[^"]*"/g)).toEqual(['data-pw-next="/thank-you"']);
    }
  });

  it('leaves a form with its own action, a form inside a script, and a page without forms alone', () => {
    const own = doc('<form action="https://mail.example/subscribe" method="get"><input name="e"></form>');
    expect(wireForms(own, { pageId: PAGE_ID })).toBe(own);
    const scripted = doc('<script>const t = "<form>";</script><p>No form here</p>');
    expect(wireForms(scripted, { pageId: PAGE_ID })).toBe(scripted);
  });

  it('reads back the wired form: fields, labels, required flags and the form’s own messages', () => {
    const forms = wiredForms(wireForms(doc(FORM), { pageId: PAGE_ID }));
    const form = forms.get('0')!;
    expect(form.fields).toEqual([
      { name: 'first_name', type: 'text', label: 'First name', required: true },
      { name: 'email', type: 'email', label: 'Email', required: true },
      { name: 'topic', type: 'select', label: 'Topic', required: false },
      { name: 'message', type: 'textarea', label: 'Message', required: true },
      { name: 'size', type: 'radio', label: 'size', required: false },
    ]);
    expect(form.successMessage).toBe('See you soon!');
    expect(form.afterSubmit).toBeUndefined();
    expect(form.nextPath).toBeUndefined();
    // An unwired form is not one the site takes.
    expect(wiredForms(doc(FORM)).size).toBe(0);
  });
});

describe('checking a submission', () => {
  const form = wiredForms(wireForms(doc(FORM), { pageId: PAGE_ID })).get('0')!;
  const good = { first_name: ' Ada ', email: 'ada@example.com', message: 'Hi', topic: 'One' };

  it('accepts the form’s fields, trimmed', () => {
    expect(checkSubmission(form, good)).toEqual({
      ok: true,
      fields: { first_name: 'Ada', email: 'ada@example.com', message: 'Hi', topic: 'One' },
    });
  });

  it('names every problem by its label', () => {
    const checked = checkSubmission(form, { first_name: '', email: 'ada@', extra: 'x', topic: ['a', 'b'] });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problems.map((problem) => problem.message)).toEqual([
      'Email: enter an email address like name@example.com.',
      'This form has no field “extra”.',
      'Topic: send one value.',
      'First name is required.',
      'Message is required.',
    ]);
  });
});

describe('the default favicon', () => {
  it('is the site’s first letter on its accent colour, added only when the page names no icon', () => {
    const icon = defaultFavicon('  élan studio', '#047857');
    expect(icon).toMatch(/^<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,[^"]+">$/);
    const svg = decodeURIComponent(icon.split('data:image/svg+xml,')[1]!.slice(0, -2));
    expect(svg).toContain('fill="#047857"');
    expect(svg).toContain('>É</text>');
    expect(decodeURIComponent(defaultFavicon('', 'red'))).toContain('fill="#6D28D9"');
    const html = doc('<p>x</p>');
    expect(renderPublishedHtml(html, {}, { secondary_color: '#112233' }, 'Bakery')).toContain(
      'href="data:image/svg+xml,',
    );
    const own = doc('<p>x</p>').replace('</head>', '<link rel="icon" href="/me.png"></head>');
    expect(renderPublishedHtml(own, {}, {}, 'Bakery')).not.toContain('data:image/svg+xml');
  });
});

describe('canonical and share tags', () => {
  it('adds what the page and project left unset, from the page’s own title and description', () => {
    const html =
      '<!DOCTYPE html><html><head><title>About — Bakery</title><meta name="description" content="Fresh &amp; warm."></head><body></body></html>';
    expect(shareTags(html, [], 'About — Bakery', 'https://www.bakery.example/about')).toEqual([
      '<link rel="canonical" href="https://www.bakery.example/about">',
      '<meta property="og:title" content="About — Bakery">',
      '<meta property="og:description" content="Fresh &amp; warm.">',
      '<meta property="og:url" content="https://www.bakery.example/about">',
      '<meta property="og:type" content="website">',
      '<meta name="twitter:card" content="summary">',
    ]);
    // What the owner set wins; an image makes the large card.
    const set = html.replace(
      '</head>',
      '<meta property="og:title" content="Our story"><meta property="og:image" content="https://cdn.example/a.jpg"><link rel="canonical" href="https://bakery.example/about"></head>',
    );
    expect(shareTags(set, [], 'About — Bakery', 'https://www.bakery.example/about')).toEqual([
      '<meta property="og:description" content="Fresh &amp; warm.">',
      '<meta property="og:url" content="https://www.bakery.example/about">',
      '<meta property="og:type" content="website">',
      '<meta name="twitter:card" content="summary_large_image">',
    ]);
  });

  it('are added to a published page with the site name in the title, and never without an address', () => {
    const html =
      '<!DOCTYPE html><html><head><title>Menu</title></head><body><p>Sourdough daily.</p></body></html>';
    const published = renderPublishedHtml(html, {}, {}, 'Bakery', 'https://www.bakery.example/menu');
    expect(published).toContain('<meta property="og:title" content="Menu — Bakery">');
    expect(published).toContain('<meta property="og:description" content="Sourdough daily.">');
    expect(published).toContain('<link rel="canonical" href="https://www.bakery.example/menu">');
    expect(renderPublishedHtml(html, {}, {}, 'Bakery')).not.toContain('canonical');
  });
});

describe('the body font', () => {
  const fonts =
    '<style id="pw-fonts">\n' +
    "@font-face { font-family: 'Lora'; font-style: normal; font-weight: 700; font-display: swap; src: url(\"assets/vendor/fonts/lora/lora-latin-700-normal.woff2\") format('woff2'); }\n" +
    "@font-face { font-family: 'Lora'; font-style: normal; font-weight: 400; font-display: swap; src: url(\"assets/vendor/fonts/lora/lora-latin-400-normal.woff2\") format('woff2'); }\n" +
    "@font-face { font-family: 'Roboto'; font-style: normal; font-weight: 400; font-display: swap; src: url(\"assets/vendor/fonts/roboto/roboto-latin-400-normal.woff2\") format('woff2'); }\n" +
    '</style>\n';
  const html = `<!DOCTYPE html><html><head><title>t</title>\n${fonts}</head><body></body></html>`;

  it('is preloaded (its regular face) before the font rules when it is a web font of the page', () => {
    const once = preloadBodyFont(html, '"Lora", Georgia, serif');
    expect(once).toContain(
      `<link rel="preload" as="font" type="font/woff2" href="assets/vendor/fonts/lora/lora-latin-400-normal.woff2" crossorigin>\n${fonts}`,
    );
    expect(preloadBodyFont(once, 'Lora')).toBe(once);
    expect(renderPublishedHtml(html, {}, { font_family: 'Roboto, sans-serif' })).toContain(
      'href="assets/vendor/fonts/roboto/roboto-latin-400-normal.woff2" crossorigin',
    );
  });

  it('is not preloaded when the body uses a system font, or the page has no web font', () => {
    expect(preloadBodyFont(html, 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif')).toBe(html);
    expect(preloadBodyFont(html, undefined)).toBe(html);
    const none = doc('<p>x</p>');
    expect(preloadBodyFont(none, 'Lora')).toBe(none);
  });
});

describe('free addresses', () => {
  it('makes one DNS label from a project’s name', () => {
    expect(projectSlugBase('Greenleaf Garden Co.')).toBe('greenleaf-garden-co');
    expect(projectSlugBase('Crème Brûlée — Café')).toBe('creme-brulee-cafe');
    expect(projectSlugBase('日本')).toBe('site');
    expect(projectSlugBase('API')).toBe('api-site');
    expect(projectSlugBase('a'.repeat(80))).toHaveLength(40);
    expect(slugCandidate('a'.repeat(40), 12)).toBe(`${'a'.repeat(37)}-12`);
    expect(slugCandidate('shop', 1)).toBe('shop');
    for (const name of ['x', '-lead', 'trail-', 'a--b!', 'Ünïcode ☃ name', ' '.repeat(3)]) {
      expect(isProjectSlug(projectSlugBase(name)), name).toBe(true);
    }
  });

  it('reads a preview host and builds preview addresses', () => {
    expect(slugOfPreviewHost('shop.localhost', 'localhost')).toBe('shop');
    expect(slugOfPreviewHost('a.b.localhost', 'localhost')).toBeUndefined();
    expect(slugOfPreviewHost('www.localhost', 'localhost')).toBeUndefined();
    expect(slugOfPreviewHost('shop.example.com', 'localhost')).toBeUndefined();
    expect(previewOrigin('http://127.0.0.1:3001', 'shop.localhost')).toBe('http://shop.localhost:3001');
    expect(previewOrigin('https://hosted.sites.example', 'shop.sites.example')).toBe(
      'https://shop.sites.example',
    );
    expect(previewPageUrl('http://127.0.0.1:3001', 'p1', 'shop.localhost', 'index')).toBe(
      'http://shop.localhost:3001/',
    );
    expect(previewPageUrl('http://127.0.0.1:3001', 'p1', 'shop.localhost', 'about')).toBe(
      'http://shop.localhost:3001/about',
    );
    expect(previewPageUrl('http://127.0.0.1:3001/', 'p1', undefined, 'about')).toBe(
      'http://127.0.0.1:3001/p1/about.html',
    );
  });
});
