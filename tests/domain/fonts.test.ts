import { describe, expect, it } from 'vitest';
import { fontsourceId } from '../../src/domain/font-ids.ts';
import { DEFAULT_THEME_FONTS, isWebFont, listEditorFonts, WEB_FONTS } from '../../src/domain/fonts.ts';

describe('WEB_FONTS', () => {
  it('has about 130 families, Roboto first', () => {
    expect(WEB_FONTS.length).toBeGreaterThanOrEqual(120);
    expect(WEB_FONTS.length).toBeLessThanOrEqual(140);
    expect(WEB_FONTS[0]).toBe('Roboto');
  });

  it('has no duplicates, even ignoring case', () => {
    expect(new Set(WEB_FONTS.map((f) => f.toLowerCase())).size).toBe(WEB_FONTS.length);
  });

  it('has clean names (no quotes, no surrounding spaces, no fallback lists)', () => {
    for (const family of WEB_FONTS) expect(family).toMatch(/^[A-Za-z0-9][A-Za-z0-9 ]*[A-Za-z0-9]$/);
  });

  it('includes well-known families', () => {
    for (const family of ['Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Playfair Display']) {
      expect(isWebFont(family)).toBe(true);
    }
    expect(isWebFont('Comic Sans MS')).toBe(false);
  });
});

describe('DEFAULT_THEME_FONTS', () => {
  it('is a short list of system fonts that are not web fonts', () => {
    expect(DEFAULT_THEME_FONTS).toHaveLength(8);
    expect(new Set(DEFAULT_THEME_FONTS).size).toBe(8);
    for (const family of DEFAULT_THEME_FONTS) expect(isWebFont(family)).toBe(false);
  });

  it('is added to the editor only for developers', () => {
    expect(listEditorFonts(false)).toEqual(WEB_FONTS);
    expect(listEditorFonts(true)).toEqual([...DEFAULT_THEME_FONTS, ...WEB_FONTS]);
  });
});

describe('fontsourceId', () => {
  it('names each web font’s self-hosted folder as its Fontsource package does', () => {
    expect(fontsourceId('Roboto')).toBe('roboto');
    expect(fontsourceId('Open Sans')).toBe('open-sans');
    expect(fontsourceId('Source Sans 3')).toBe('source-sans-3');
    expect(fontsourceId('Old Standard TT')).toBe('old-standard-tt');
  });
});
