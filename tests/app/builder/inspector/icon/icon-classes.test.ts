/**
 * Font Awesome class tokens (issue 20 §2 Icon): the icon an element shows, the swap a pick makes,
 * and the modifier list checked against Font Awesome 6.6.0's own stylesheet.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import stored from '../../../../../src/app/builder/inspector/icon/fa-icons.json';
import {
  iconOf,
  iconSwap,
  isGlyphToken,
  setIconCommand,
} from '../../../../../src/app/builder/inspector/icon/icon-classes.ts';

const target = { sectionId: 's1', elementId: 'e1' };

describe('iconOf', () => {
  it('reads the style and glyph and ignores modifiers', () => {
    expect(iconOf(['fa-solid', 'fa-star', 'fa-2x'])).toEqual({ name: 'star', style: 'solid' });
    expect(iconOf(['fa-brands', 'fa-github', 'fa-lg', 'me-2'])).toEqual({ name: 'github', style: 'brands' });
    expect(iconOf(['far', 'fa-fw', 'fa-heart'])).toEqual({ name: 'heart', style: 'regular' });
  });

  it('takes an icon without a style token as solid, and no glyph as no icon', () => {
    expect(iconOf(['fa-bars'])).toEqual({ name: 'bars', style: 'solid' });
    expect(iconOf(['fa-solid', 'fa-2x', 'fa-spin'])).toBeNull();
    expect(iconOf(['btn', 'btn-primary'])).toBeNull();
  });
});

describe('iconSwap / setIconCommand', () => {
  it('removes the old style and glyph, adds the new, keeps everything else', () => {
    expect(iconSwap(['fa-solid', 'fa-star', 'fa-2x', 'me-2'], { name: 'rocket', style: 'solid' })).toEqual({
      remove: ['fa-star'],
      add: ['fa-rocket'],
    });
    expect(iconSwap(['fas', 'fa-star', 'fa-2x'], { name: 'github', style: 'brands' })).toEqual({
      remove: ['fas', 'fa-star'],
      add: ['fa-brands', 'fa-github'],
    });
  });

  it('is a single element.setClasses, or nothing when the icon is already shown', () => {
    expect(setIconCommand(target, ['fa-regular', 'fa-star'], { name: 'star', style: 'solid' })).toEqual({
      kind: 'element.setClasses',
      sectionId: 's1',
      elementId: 'e1',
      remove: ['fa-regular'],
      add: ['fa-solid'],
    });
    expect(setIconCommand(target, ['fa-solid', 'fa-star'], { name: 'star', style: 'solid' })).toBeNull();
  });
});

describe('the modifier list', () => {
  const css = readFileSync(
    join(
      dirname(createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/package.json')),
      'css/all.css',
    ),
    'utf8',
  );
  const names = new Set(stored.icons.map((line) => line.split('|')[0]!));
  const glyphs = new Set([...css.matchAll(/\.fa-([a-z0-9-]+)::?before/g)].map((match) => match[1]!));

  it('treats every icon in the index as a glyph', () => {
    for (const name of names) expect(isGlyphToken(`fa-${name}`), name).toBe(true);
  });

  it('treats every other fa- class of all.css (sizes, animations, styles) as not a glyph', () => {
    const classes = new Set([...css.matchAll(/\.(fa-[a-z0-9-]+)/g)].map((match) => match[1]!));
    const utilities = [...classes].filter((token) => !glyphs.has(token.slice(3)));
    expect(utilities).toContain('fa-2x');
    expect(utilities).toContain('fa-spin');
    for (const token of utilities) expect(isGlyphToken(token), token).toBe(false);
  });
});
