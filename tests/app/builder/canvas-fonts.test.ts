// @vitest-environment happy-dom
/**
 * The canvas's web fonts (issue 20 §3 "Font family"): the canvas document gets the `@font-face`
 * rules of the families the page uses, from the hosted base's self-hosted files, and new ones when
 * a command brings a family into use (theme, inspector); nothing is added twice, and nothing for
 * system fonts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { canvasDocumentHtml } from '../../../src/app/builder/canvas/canvas-document.ts';
import { FONT_STYLE_ATTR, syncCanvasFonts } from '../../../src/app/builder/canvas/canvas-fonts.ts';
import { type ElementNode, forEachElement } from '../../../src/domain/html-tree.ts';
import { HERO, run, session } from '../../support/fixtures.ts';

const BASE = 'http://127.0.0.1:3001/p1/';

beforeAll(() => {
  // happy-dom fetches no stylesheet: the canvas's vendor links count as loaded, quietly.
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM;
  settings.handleDisabledFileLoadingAsSuccess = true;
});

function canvasDocument(): Document {
  return new DOMParser().parseFromString(canvasDocumentHtml({ assetBase: BASE }), 'text/html');
}

const fontStyles = (doc: Document) =>
  [...doc.head.querySelectorAll(`style[${FONT_STYLE_ATTR}]`)].map((style) => ({
    family: style.getAttribute(FONT_STYLE_ATTR),
    urls: [...(style.textContent ?? '').matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]),
  }));

function h1Of(s: ReturnType<typeof session>): ElementNode {
  let found: ElementNode | undefined;
  forEachElement(s.state.doc.sections[0]!.nodes, (element) => {
    if (!found && element.tag === 'h1') found = element;
  });
  return found!;
}

describe('syncCanvasFonts', () => {
  it('gives the canvas the faces of the theme font, from the hosted base', () => {
    const canvas = canvasDocument();
    const s = session([HERO]);
    expect(syncCanvasFonts(canvas, s.state.doc, BASE)).toEqual(['Roboto']);
    expect(fontStyles(canvas)).toEqual([
      {
        family: 'Roboto',
        urls: [
          `${BASE}assets/vendor/fonts/roboto/roboto-latin-400-normal.woff2`,
          `${BASE}assets/vendor/fonts/roboto/roboto-latin-700-normal.woff2`,
          `${BASE}assets/vendor/fonts/roboto/roboto-latin-400-italic.woff2`,
          `${BASE}assets/vendor/fonts/roboto/roboto-latin-700-italic.woff2`,
        ],
      },
    ]);
    // The page root is not touched.
    expect(canvas.getElementById('pw-page')!.innerHTML).toBe('');
  });

  it('adds a family when a theme change or an inspector change brings it into use, once', () => {
    const canvas = canvasDocument();
    const s = session([HERO]);
    syncCanvasFonts(canvas, s.state.doc, BASE);
    run(s, { kind: 'theme.setValue', key: 'theme_h2_font_family', value: "'Playfair Display', serif" });
    expect(syncCanvasFonts(canvas, s.state.doc, BASE)).toEqual(['Playfair Display']);
    const target = { sectionId: s.state.doc.sections[0]!.section_id, elementId: h1Of(s).id };
    run(s, { kind: 'style.set', target, property: 'font-family', value: 'Anton' });
    expect(syncCanvasFonts(canvas, s.state.doc, BASE)).toEqual(['Anton']);
    expect(syncCanvasFonts(canvas, s.state.doc, BASE)).toEqual([]);
    expect(fontStyles(canvas).map((style) => style.family)).toEqual(['Roboto', 'Playfair Display', 'Anton']);
    expect(fontStyles(canvas).at(-1)!.urls).toEqual([
      `${BASE}assets/vendor/fonts/anton/anton-latin-400-normal.woff2`,
    ]);
  });

  it('adds nothing for a page of system fonts, and never a CDN address', () => {
    const canvas = canvasDocument();
    const s = session([HERO]);
    run(s, { kind: 'theme.setValue', key: 'font_family', value: 'Georgia, serif' });
    expect(syncCanvasFonts(canvas, s.state.doc, BASE)).toEqual([]);
    expect(fontStyles(canvas)).toEqual([]);
    expect(canvas.documentElement.outerHTML).not.toMatch(/googleapis|gstatic/);
  });
});
