/**
 * `@font-face` rules for the self-hosted web fonts (issue 20 §3): one rule per committed face,
 * urls under the given base, only the families asked for, nothing for an unknown family, and
 * never a CDN address.
 */
import { describe, expect, it } from 'vitest';
import { FONTS_PATH, fontFaceCss, fontFaces } from '../../src/projections/font-face-css.ts';

describe('fontFaces', () => {
  it('lists the regular, bold and italic latin faces of a family', () => {
    expect(fontFaces('Roboto')).toEqual([
      { family: 'Roboto', weight: 400, style: 'normal', file: 'roboto/roboto-latin-400-normal.woff2' },
      { family: 'Roboto', weight: 700, style: 'normal', file: 'roboto/roboto-latin-700-normal.woff2' },
      { family: 'Roboto', weight: 400, style: 'italic', file: 'roboto/roboto-latin-400-italic.woff2' },
      { family: 'Roboto', weight: 700, style: 'italic', file: 'roboto/roboto-latin-700-italic.woff2' },
    ]);
  });

  it('a single-weight display face has one face; an unknown family none', () => {
    expect(fontFaces('Bebas Neue').map((face) => face.file)).toEqual([
      'bebas-neue/bebas-neue-latin-400-normal.woff2',
    ]);
    expect(fontFaces('Comic Sans MS')).toEqual([]);
    expect(fontFaces('constructor')).toEqual([]);
  });
});

describe('fontFaceCss', () => {
  it('writes one swap rule per face with page-relative urls by default', () => {
    expect(fontFaceCss(['Bebas Neue'])).toBe(
      "@font-face { font-family: 'Bebas Neue'; font-style: normal; font-weight: 400; font-display: swap; " +
        `src: url("assets/vendor/fonts/bebas-neue/bebas-neue-latin-400-normal.woff2") format('woff2'); }\n`,
    );
    expect(FONTS_PATH).toBe('assets/vendor/fonts/');
  });

  it('covers only the families asked for, under any base', () => {
    const css = fontFaceCss(['Lato', 'Anton'], 'http://127.0.0.1:3001/p1/assets/vendor/fonts/');
    const urls = [...css.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(urls).toEqual([
      'http://127.0.0.1:3001/p1/assets/vendor/fonts/lato/lato-latin-400-normal.woff2',
      'http://127.0.0.1:3001/p1/assets/vendor/fonts/lato/lato-latin-700-normal.woff2',
      'http://127.0.0.1:3001/p1/assets/vendor/fonts/lato/lato-latin-400-italic.woff2',
      'http://127.0.0.1:3001/p1/assets/vendor/fonts/lato/lato-latin-700-italic.woff2',
      'http://127.0.0.1:3001/p1/assets/vendor/fonts/anton/anton-latin-400-normal.woff2',
    ]);
    expect(css).not.toMatch(/googleapis|gstatic|cdn/i);
    expect(fontFaceCss([])).toBe('');
    expect(fontFaceCss(['Arial'])).toBe('');
  });
});
