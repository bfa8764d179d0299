/**
 * The saved page's web fonts (issue 20 §3 "Font family": self-hosted, only the families in use, in
 * everything a save ships): the head's `@font-face` rules follow the theme and inline styles set by
 * commands, point page-relatively at the self-hosted files, and never name a CDN; the css file
 * and the page body do not change.
 */
import { describe, expect, it } from 'vitest';
import { siteReferences } from '../../src/app/builder/zip/site-links.ts';
import { type ElementNode, forEachElement } from '../../src/domain/html-tree.ts';
import { savePayload } from '../../src/projections/save-payload.ts';
import { HERO, run, session } from '../support/fixtures.ts';

const families = (html: string) => [
  ...new Set([...html.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1])),
];

function h1Of(s: ReturnType<typeof session>): ElementNode {
  let found: ElementNode | undefined;
  forEachElement(s.state.doc.sections[0]!.nodes, (element) => {
    if (!found && element.tag === 'h1') found = element;
  });
  return found!;
}

describe('saved page fonts', () => {
  it('declares only the families in use: theme fonts and inline styles', () => {
    const s = session([HERO]);
    run(s, { kind: 'theme.setValue', key: 'font_family', value: 'Lato' });
    run(s, { kind: 'theme.setValue', key: 'theme_h1_font_family', value: "'Playfair Display', serif" });
    const sectionId = s.state.doc.sections[0]!.section_id;
    const target = { sectionId, elementId: h1Of(s).id };
    run(s, { kind: 'style.set', target, property: 'font-family', value: 'Pacifico' });
    const { html } = savePayload(s.state.doc);
    expect(families(html)).toEqual(['Lato', 'Playfair Display', 'Pacifico']);
    expect(html).toContain('<h1 class="display-4" style="font-family: Pacifico;">');
  });

  it('a page of system fonts has no font style at all', () => {
    const s = session([HERO]);
    run(s, { kind: 'theme.setValue', key: 'font_family', value: 'Georgia, serif' });
    const { html } = savePayload(s.state.doc);
    expect(html).not.toContain('@font-face');
    expect(html).not.toContain('<style id="pw-fonts">');
  });

  it('every font url is a self-hosted file under assets/vendor/fonts/, page-relative; no CDN anywhere', () => {
    const s = session([HERO]);
    run(s, { kind: 'theme.setValue', key: 'font_family', value: 'Open Sans' });
    const payload = savePayload(s.state.doc);
    const fonts = siteReferences('home.html', payload.html).filter((path) => path.endsWith('.woff2'));
    expect(fonts).toEqual([
      'assets/vendor/fonts/open-sans/open-sans-latin-400-normal.woff2',
      'assets/vendor/fonts/open-sans/open-sans-latin-700-normal.woff2',
      'assets/vendor/fonts/open-sans/open-sans-latin-400-italic.woff2',
      'assets/vendor/fonts/open-sans/open-sans-latin-700-italic.woff2',
    ]);
    for (const text of [payload.html, payload.css, payload.javascript])
      expect(text).not.toMatch(/fonts\.googleapis|fonts\.gstatic|cdn\./i);
  });

  it('changing the font changes the head only, and setting it back gives back the same bytes', () => {
    const s = session([HERO]);
    const before = savePayload(s.state.doc);
    run(s, { kind: 'theme.setValue', key: 'font_family', value: 'Anton' });
    const after = savePayload(s.state.doc);
    expect(families(after.html)).toEqual(['Anton']);
    const body = (html: string) => html.slice(html.indexOf('<body>'));
    expect(body(after.html)).toBe(body(before.html));
    run(s, { kind: 'theme.setValue', key: 'font_family', value: 'Roboto' });
    expect(savePayload(s.state.doc)).toEqual(before);
  });
});
