/** The Theme Setting drawer's table (issue 23): every root colour has a field, each field one command. */
import { describe, expect, it } from 'vitest';
import {
  COLOUR_GROUPS,
  contrastHint,
  fontOptions,
  RADIUS_OPTIONS,
  TYPE_ROWS,
  themeCommand,
} from '../../../../src/app/builder/theme/theme-fields.ts';
import { WEB_FONTS } from '../../../../src/domain/fonts.ts';
import { ROOT_KEYS } from '../../../../src/domain/root-values.ts';

describe('theme fields', () => {
  it('offer every root colour once', () => {
    const colourKeys = ROOT_KEYS.filter((key) => /(_color|_box_shadow)$/.test(key));
    const offered = COLOUR_GROUPS.flatMap((group) => group.fields.map((field) => field.key));
    expect(new Set(offered).size).toBe(offered.length);
    expect([...offered].sort()).toEqual([...colourKeys].sort());
  });

  it('offer fonts, sizes and weights for body and h1–h4, mapped to their root values', () => {
    expect(TYPE_ROWS.map((row) => [row.name, row.font, row.size, row.weight])).toEqual([
      ['Body', 'font_family', 'theme_p_font_size', 'theme_p_font_weight'],
      ['H1', 'theme_h1_font_family', 'theme_h1_font_size', 'theme_h1_font_weight'],
      ['H2', 'theme_h2_font_family', 'theme_h2_font_size', 'theme_h2_font_weight'],
      ['H3', 'theme_h3_font_family', 'theme_h3_font_size', 'theme_h3_font_weight'],
      ['H4', 'theme_h4_font_family', 'theme_h4_font_size', 'theme_h4_font_weight'],
    ]);
    expect(fontOptions('p').map((o) => o.value)).toEqual(WEB_FONTS);
    expect(fontOptions('h1')[0]).toEqual({ value: '', label: 'Same as body' });
  });

  it('offer the radii 8, 12 and 16 px', () => {
    expect(RADIUS_OPTIONS.map((o) => o.value)).toEqual(['8px', '12px', '16px']);
  });

  it('map a change to one theme.setValue; a colour only once it is a whole hex colour', () => {
    expect(themeCommand('theme_h1_font_family', 'Poppins')).toEqual({
      kind: 'theme.setValue',
      key: 'theme_h1_font_family',
      value: 'Poppins',
    });
    expect(themeCommand('secondary_color', '#0b5394', true)).toEqual({
      kind: 'theme.setValue',
      key: 'secondary_color',
      value: '#0B5394',
    });
    expect(themeCommand('secondary_color', '#0b5', true)).toEqual({
      kind: 'theme.setValue',
      key: 'secondary_color',
      value: '#0B5',
    });
    expect(themeCommand('secondary_color', '#0b53', true)).toBeNull();
    expect(themeCommand('secondary_color', '', true)).toBeNull();
  });

  it('hint at low contrast only when a text colour falls under 4.5:1', () => {
    expect(contrastHint('#222222', '#FFFFFF')).toBeNull();
    expect(contrastHint('#FFFFFF', '#EB144C')).toBeNull();
    expect(contrastHint('#7C2D12', '#000000')).toMatch(/^Low contrast: 2\.24:1 on #000000/);
  });
});
