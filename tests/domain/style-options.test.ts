import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { THEME_BORDER_RADII } from '../../src/domain/root-values.ts';
import {
  ALIGN_ITEMS,
  ANIMATE_BASE_CLASS,
  ANIMATIONS,
  BACKGROUND_POSITIONS,
  BORDER_STYLES,
  BORDER_WIDTHS,
  BUTTON_STYLES,
  FLEX_DIRECTIONS,
  FLEX_WRAPS,
  FONT_SIZE_LIST,
  FONT_SIZES,
  FONT_WEIGHTS,
  IMAGE_SHAPE_RADII,
  IMAGE_SHAPES,
  JUSTIFY_CONTENTS,
  LETTER_SPACINGS,
  OBJECT_FITS,
  THEME_BORDER_RADII as REEXPORTED_RADII,
  SECTION_LAYOUTS,
  SPACINGS,
  TEXT_TRANSFORMS,
  TRANSITIONS,
} from '../../src/domain/style-options.ts';

const px = (n: number) => `${n}px`;

describe('style options', () => {
  it('offers container and full width layouts', () => {
    expect(SECTION_LAYOUTS.map((o) => o.value)).toEqual(['container', 'container-fluid']);
  });

  it('offers font sizes 12–52 px in steps of 2, then custom', () => {
    expect(FONT_SIZES[0]).toBe('12px');
    expect(FONT_SIZES.at(-2)).toBe('52px');
    expect(FONT_SIZES.at(-1)).toBe('custom');
    expect(FONT_SIZES).toHaveLength(22);
  });

  it('lists every font size from 4 to 150 px', () => {
    expect(FONT_SIZE_LIST).toHaveLength(147);
    expect(FONT_SIZE_LIST[0]).toBe('4px');
    expect(FONT_SIZE_LIST.at(-1)).toBe('150px');
  });

  it('offers font weights 100 to 900 in hundreds', () => {
    expect(FONT_WEIGHTS).toEqual(['100', '200', '300', '400', '500', '600', '700', '800', '900']);
  });

  it('offers letter spacings 1–20 px and border widths 0–10 px, every pixel', () => {
    expect(LETTER_SPACINGS).toEqual(Array.from({ length: 20 }, (_, i) => px(i + 1)));
    expect(BORDER_WIDTHS).toEqual(Array.from({ length: 11 }, (_, i) => px(i)));
  });

  it('offers spacing 0–80 px on a 4 px grid', () => {
    expect(SPACINGS).toEqual(Array.from({ length: 21 }, (_, i) => px(i * 4)));
  });

  it('has the text cases, button styles and image shapes of the spec', () => {
    expect(TEXT_TRANSFORMS).toEqual(['none', 'uppercase', 'lowercase', 'capitalize']);
    expect(BUTTON_STYLES).toEqual(['contained', 'outlined', 'text']);
    for (const shape of IMAGE_SHAPES) expect(IMAGE_SHAPE_RADII[shape]).toBeDefined();
    expect(IMAGE_SHAPE_RADII.circle).toBe('50%');
  });

  it('has 9 distinct background positions', () => {
    expect(new Set(BACKGROUND_POSITIONS).size).toBe(9);
  });

  it('uses valid CSS keywords for flex, fit and borders', () => {
    expect(FLEX_DIRECTIONS).toContain('column-reverse');
    expect(FLEX_WRAPS).toContain('nowrap');
    expect(JUSTIFY_CONTENTS).toContain('space-between');
    expect(ALIGN_ITEMS).toContain('stretch');
    expect(OBJECT_FITS).toContain('cover');
    expect(BORDER_STYLES[0]).toBe('none');
  });

  it('starts transitions with none and keeps values unique', () => {
    expect(TRANSITIONS[0].value).toBe('none');
    expect(new Set(TRANSITIONS.map((t) => t.value)).size).toBe(TRANSITIONS.length);
  });

  it('re-exports the theme border radii 8/12/16', () => {
    expect(REEXPORTED_RADII).toBe(THEME_BORDER_RADII);
    expect(REEXPORTED_RADII).toEqual(['8px', '12px', '16px']);
  });
});

describe('ANIMATIONS', () => {
  const require = createRequire(import.meta.url);
  const css = readFileSync(require.resolve('animate.css/animate.css'), 'utf8');

  it('has about 40 unique classes', () => {
    expect(ANIMATIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ANIMATIONS).size).toBe(ANIMATIONS.length);
  });

  it('names only classes and keyframes that Animate.css 4.1.1 ships', () => {
    expect(css).toContain(`.${ANIMATE_BASE_CLASS}`);
    for (const animation of ANIMATIONS) {
      expect(css).toContain(`.${animation} {`);
      expect(css).toContain(`@keyframes ${animation.replace('animate__', '')} {`);
    }
  });
});
