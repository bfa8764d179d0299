/**
 * Dark mode stays readable (issue 23 "Theme Setting"): every palette, applied and then switched to
 * light and to dark, keeps heading, body, link, menu and button text at WCAG AA (4.5:1) against
 * the background it is drawn on — the spec's fixed white on #EB144C excepted (palettes.ts).
 */
import { describe, expect, it } from 'vitest';
import { createEditor } from '../../src/commands/editor.ts';
import { contrastRatio, MIN_TEXT_CONTRAST, mixColors, readableOn } from '../../src/domain/color.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import { seededIds } from '../../src/domain/ids.ts';
import { isSpecFixedPair, PALETTES } from '../../src/domain/palettes.ts';
import type { RootValues, ThemeMode } from '../../src/domain/root-values.ts';
import { isReadable, modeOf } from '../../src/domain/theme-colours.ts';
import { run, type Session } from '../support/fixtures.ts';

/** A new page with `palette` applied, then switched to `mode` when one is given. */
function themed(palette: string, mode?: ThemeMode): RootValues {
  const s: Session = {
    state: createEditor(emptyDocument({ page_slug: 'home' })),
    log: [],
    ctx: { ids: seededIds(5) },
    clock: 1_000_000,
  };
  run(s, { kind: 'theme.applyPalette', name: palette });
  if (mode) run(s, { kind: 'theme.setMode', mode });
  return s.state.doc.root;
}

/** The text/background pairs the theme css draws (src/projections/root-css.ts THEME_RULES). */
function pairs(root: RootValues): [string, string, string][] {
  return [
    ['body', root.primary_text_color, root.primary_color],
    ['heading', root.theme_heading_color, root.primary_color],
    ['link', root.secondary_color, root.primary_color],
    ['menu', root.menu_color, root.primary_color],
    ['menu hover', root.menu_hover_color, root.primary_color],
    ['button', root.secondary_text_color, root.secondary_color],
    ['input', root.input_text_color, root.input_background_color],
    ['placeholder', root.input_placeholder_color, root.input_background_color],
  ];
}

const cases = PALETTES.flatMap((p) => (['light', 'dark'] as const).map((mode) => [p.name, mode] as const));

describe('every palette in light and dark is readable', () => {
  it.each(cases)('%s, %s', (name, mode) => {
    const root = themed(name, mode);
    expect(root.theme_mode).toBe(mode);
    expect(root.primary_color).toBe(mode === 'dark' ? '#000000' : '#FFFFFF');
    expect(root.primary_text_color).toBe(mode === 'dark' ? '#FFFFFF' : '#000000');
    const failing = pairs(root)
      .filter(([, text, background]) => !isSpecFixedPair(text, background))
      .map(([what, text, background]) => [what, text, background, contrastRatio(text, background)] as const)
      .filter(([, , , ratio]) => ratio < MIN_TEXT_CONTRAST);
    expect(failing).toEqual([]);
  });

  it.each(PALETTES.map((p) => [p.name, p] as const))(
    '%s as applied is readable, in the mode it implies',
    (_, p) => {
      const root = themed(p.name);
      expect(root.theme_mode).toBe(modeOf(p.primary_color));
      for (const [what, text, background] of pairs(root))
        expect(isReadable(text, background), `${what} ${text} on ${background}`).toBe(true);
    },
  );

  it('a dark palette no longer leaves a dark-red heading on black', () => {
    const root = themed('Sunset', 'dark');
    expect(root.theme_heading_color).not.toBe('#7C2D12');
    expect(contrastRatio(root.theme_heading_color, '#000000')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#222222', '#FFFFFF')).toBe('#222222');
  });

  it('lightens on black and darkens on white, just enough', () => {
    const light = readableOn('#7C2D12', '#000000');
    expect(contrastRatio(light, '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light, '#000000')).toBeLessThan(4.8);
    const dark = readableOn('#38BDF8', '#FFFFFF');
    expect(contrastRatio(dark, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, '#FFFFFF')).toBeLessThan(4.8);
  });

  it('leaves values that are not hex colours alone', () => {
    expect(readableOn('red', '#000000')).toBe('red');
  });

  it('mixes in sRGB', () => {
    expect(mixColors('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(mixColors('#123456', '#FFFFFF', 0)).toBe('#123456');
  });
});
