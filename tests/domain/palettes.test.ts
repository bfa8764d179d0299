import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor } from '../../src/domain/color.ts';
import { DEFAULT_PALETTE_NAME, findPalette, PALETTES } from '../../src/domain/palettes.ts';

const AA_NORMAL_TEXT = 4.5;
const AA_LARGE_TEXT = 3;

describe('PALETTES', () => {
  it('has exactly 14 presets with unique names', () => {
    expect(PALETTES).toHaveLength(14);
    expect(new Set(PALETTES.map((p) => p.name.toLowerCase())).size).toBe(14);
  });

  it('starts with the spec default theme colours', () => {
    expect(PALETTES[0]).toEqual({
      name: DEFAULT_PALETTE_NAME,
      primary_color: '#FFFFFF',
      secondary_color: '#EB144C',
      primary_text_color: '#000000',
      secondary_text_color: '#FFFFFF',
      theme_heading_color: '#222222',
      box_shadow_color: '#ABB8C3',
    });
  });

  it('uses #RRGGBB colours only', () => {
    for (const palette of PALETTES) {
      const { name: _name, ...colours } = palette;
      for (const colour of Object.values(colours)) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
      expect(Object.values(colours).every(isHexColor)).toBe(true);
    }
  });

  it('has distinct primary/secondary pairs', () => {
    const pairs = PALETTES.map((p) => `${p.primary_color}/${p.secondary_color}`);
    expect(new Set(pairs).size).toBe(PALETTES.length);
  });

  it.each(PALETTES.map((p) => [p.name, p] as const))(
    '%s: text and headings on primary reach 4.5:1',
    (_, p) => {
      expect(contrastRatio(p.primary_text_color, p.primary_color)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrastRatio(p.theme_heading_color, p.primary_color)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    },
  );

  it.each(PALETTES.slice(1).map((p) => [p.name, p] as const))(
    '%s: secondary text on secondary reaches 4.5:1',
    (_, p) => {
      expect(contrastRatio(p.secondary_text_color, p.secondary_color)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    },
  );

  it('the spec default secondary pair (#FFFFFF on #EB144C) is 4.43:1, enough only for large or bold text', () => {
    const ratio = contrastRatio('#FFFFFF', '#EB144C');
    expect(ratio).toBeCloseTo(4.43, 2);
    expect(ratio).toBeGreaterThanOrEqual(AA_LARGE_TEXT);
  });
});

describe('findPalette', () => {
  it('finds by name, ignoring case and spaces', () => {
    expect(findPalette('Ocean')?.name).toBe('Ocean');
    expect(findPalette('  ocean ')?.name).toBe('Ocean');
    expect(findPalette(DEFAULT_PALETTE_NAME)).toBe(PALETTES[0]);
  });

  it('returns undefined for an unknown name', () => {
    expect(findPalette('Nope')).toBeUndefined();
    expect(findPalette('')).toBeUndefined();
  });
});
