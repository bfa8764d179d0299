/**
 * Theme family (spec §4 Theme, §3 Theme and root values): the light/dark switch (readable on
 * the new background: tests/domain/theme-colours.test.ts), the 14 named
 * palettes (the whole colour set as one event and one undo entry), single values, and the
 * values that cannot be written into the page's css.
 */
import { describe, expect, it } from 'vitest';
import { createEditor, dispatch, undoEntry } from '../../src/commands/editor.ts';
import type { Command } from '../../src/commands/registry.ts';
import type { CommandError } from '../../src/commands/types.ts';
import { contrastRatio, readableOn } from '../../src/domain/color.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import { seededIds } from '../../src/domain/ids.ts';
import { PALETTES } from '../../src/domain/palettes.ts';
import { DEFAULT_ROOT_VALUES, type RootKey } from '../../src/domain/root-values.ts';
import { DERIVED_CONTRAST, modeOf } from '../../src/domain/theme-colours.ts';
import { rootVariables } from '../../src/projections/root-css.ts';
import { run, type Session } from '../support/fixtures.ts';

function editor(): Session {
  return {
    state: createEditor(emptyDocument({ page_slug: 'home' })),
    log: [],
    ctx: { ids: seededIds(5) },
    clock: 1_000_000,
  };
}

function fail(s: Session, command: Command): CommandError {
  const before = s.state;
  const result = dispatch(s.state, command, s.ctx, { at: s.clock + 1 });
  expect(s.state).toBe(before);
  if (result.ok) throw new Error(`${command.kind} unexpectedly succeeded`);
  return result.error;
}

describe('light/dark switch', () => {
  it('dark sets primary colour #000000 and primary text #FFFFFF in one event', () => {
    const s = editor();
    const entry = run(s, { kind: 'theme.setMode', mode: 'dark' })!;
    // The default's #222222 heading and menu would be unreadable on black, and its #EB144C accent
    // too close (4.8:1): the same event lightens them, and the button text turns black to stay readable.
    const heading = readableOn('#222222', '#000000', DERIVED_CONTRAST);
    const accent = readableOn('#EB144C', '#000000', DERIVED_CONTRAST);
    const accented = {
      secondary_color: accent,
      secondary_text_color: '#000000',
      hover_background_color: accent,
      hover_text_color: '#000000',
      menu_hover_color: accent,
    };
    expect(entry.events).toEqual([
      {
        type: 'theme.valuesChanged',
        v: 2,
        before: {
          theme_mode: 'light',
          primary_color: '#FFFFFF',
          primary_text_color: '#000000',
          theme_heading_color: '#222222',
          menu_color: '#222222',
          secondary_color: '#EB144C',
          secondary_text_color: '#FFFFFF',
          hover_background_color: '#EB144C',
          hover_text_color: '#FFFFFF',
          menu_hover_color: '#EB144C',
        },
        after: {
          theme_mode: 'dark',
          primary_color: '#000000',
          primary_text_color: '#FFFFFF',
          theme_heading_color: heading,
          menu_color: heading,
          ...accented,
        },
      },
    ]);
    expect(s.state.doc.root).toEqual({
      ...DEFAULT_ROOT_VALUES,
      theme_mode: 'dark',
      primary_color: '#000000',
      primary_text_color: '#FFFFFF',
      theme_heading_color: heading,
      menu_color: heading,
      ...accented,
    });
    expect(rootVariables(s.state.doc.root)).toContain('  --pw-primary-color: #000000;\n');
    expect(rootVariables(s.state.doc.root)).toContain('  --pw-primary-text-color: #FFFFFF;\n');
  });

  it('light sets primary colour #FFFFFF and primary text #000000', () => {
    const s = editor();
    run(s, { kind: 'theme.setValue', key: 'primary_color', value: '#123456' });
    run(s, { kind: 'theme.setMode', mode: 'dark' });
    run(s, { kind: 'theme.setMode', mode: 'light' });
    expect(s.state.doc.root.primary_color).toBe('#FFFFFF');
    expect(s.state.doc.root.primary_text_color).toBe('#000000');
    expect(s.state.doc.root.theme_mode).toBe('light');
  });

  it('switching to the mode the page already has records nothing', () => {
    expect(run(editor(), { kind: 'theme.setMode', mode: 'light' })).toBeNull();
  });

  it('keeps colours that stay readable on the new background', () => {
    const s = editor();
    run(s, { kind: 'theme.applyPalette', name: 'Charcoal' });
    run(s, { kind: 'theme.setMode', mode: 'dark' });
    expect(s.state.doc.root.secondary_color).toBe('#FB7185');
    expect(s.state.doc.root.theme_heading_color).toBe('#FFFFFF');
  });

  it('lightens a heading, link and menu colour that would be dark on black, in the same one event', () => {
    const s = editor();
    run(s, { kind: 'theme.applyPalette', name: 'Ocean' });
    const entry = run(s, { kind: 'theme.setMode', mode: 'dark' })!;
    expect(entry.events).toHaveLength(1);
    const root = s.state.doc.root;
    for (const key of ['theme_heading_color', 'secondary_color', 'menu_color', 'menu_hover_color'] as const)
      expect(contrastRatio(root[key], '#000000'), key).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(root.secondary_text_color, root.secondary_color)).toBeGreaterThanOrEqual(4.5);
    // The hover colours were the button's, so they follow it.
    expect(root.hover_background_color).toBe(root.secondary_color);
    const before = s.state.doc;
    run(s, { kind: 'theme.setMode', mode: 'light' });
    expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
  });
});

describe('palettes', () => {
  it('there are 14, with unique names', () => {
    expect(PALETTES).toHaveLength(14);
    expect(new Set(PALETTES.map((p) => p.name.toLowerCase())).size).toBe(14);
  });

  it('Ocean: the exact event, only the values that change', () => {
    const s = editor();
    const entry = run(s, { kind: 'theme.applyPalette', name: 'Ocean' })!;
    expect(entry.events).toEqual([
      {
        type: 'theme.valuesChanged',
        v: 2,
        before: {
          primary_color: '#FFFFFF',
          secondary_color: '#EB144C',
          primary_text_color: '#000000',
          theme_heading_color: '#222222',
          theme_box_shadow: '#ABB8C3',
          hover_background_color: '#EB144C',
          menu_color: '#222222',
          menu_hover_color: '#EB144C',
        },
        after: {
          primary_color: '#F4F9FC',
          secondary_color: '#0B5394',
          primary_text_color: '#0F1C2E',
          theme_heading_color: '#0B3C5D',
          theme_box_shadow: '#9FB8CC',
          hover_background_color: '#0B5394',
          menu_color: '#0B3C5D',
          menu_hover_color: '#0B5394',
        },
      },
    ]);
  });

  it.each(PALETTES.map((p) => [p.name, p] as const))(
    '%s applies its whole colour set as one event and one undo entry',
    (name, palette) => {
      const s = editor();
      // Start from colours no preset uses, so every key changes.
      for (const key of [
        'primary_color',
        'secondary_color',
        'primary_text_color',
        'secondary_text_color',
        'theme_heading_color',
        'theme_box_shadow',
        'hover_background_color',
        'hover_text_color',
        'menu_color',
        'menu_hover_color',
      ] as RootKey[])
        run(s, { kind: 'theme.setValue', key, value: '#010203' });
      const before = s.state.doc;
      const depth = s.state.history.undo.length;
      const entry = run(s, { kind: 'theme.applyPalette', name })!;
      expect(entry.events).toHaveLength(1);
      expect(s.state.history.undo).toHaveLength(depth + 1);
      expect(s.state.doc.root).toEqual({
        ...before.root,
        theme_mode: modeOf(palette.primary_color),
        primary_color: palette.primary_color,
        secondary_color: palette.secondary_color,
        primary_text_color: palette.primary_text_color,
        secondary_text_color: palette.secondary_text_color,
        theme_heading_color: palette.theme_heading_color,
        theme_box_shadow: palette.box_shadow_color,
        hover_background_color: palette.secondary_color,
        hover_text_color: palette.secondary_text_color,
        menu_color: palette.theme_heading_color,
        menu_hover_color: palette.secondary_color,
      });
      expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
    },
  );

  it('finds a palette by name ignoring case and spaces', () => {
    const s = editor();
    run(s, { kind: 'theme.applyPalette', name: '  ocean ' });
    expect(s.state.doc.root.primary_color).toBe('#F4F9FC');
  });

  it('the default palette on a default page records nothing', () => {
    expect(run(editor(), { kind: 'theme.applyPalette', name: PALETTES[0]!.name })).toBeNull();
  });

  it('an unknown palette fails', () => {
    expect(fail(editor(), { kind: 'theme.applyPalette', name: 'Neon' })).toEqual({
      code: 'unknown_palette',
      message: 'There is no palette named Neon.',
    });
  });
});

describe('theme.setValue', () => {
  it('sets one value, before and after in the event', () => {
    const s = editor();
    const entry = run(s, { kind: 'theme.setValue', key: 'font_family', value: 'Open Sans' })!;
    expect(entry.events).toEqual([
      {
        type: 'theme.valuesChanged',
        v: 2,
        before: { font_family: 'Roboto' },
        after: { font_family: 'Open Sans' },
      },
    ]);
    expect(s.state.doc.root).toEqual({ ...DEFAULT_ROOT_VALUES, font_family: 'Open Sans' });
    expect(rootVariables(s.state.doc.root)).toContain('  --pw-font-family: "Open Sans";\n');
  });

  it('a value equal to the current one records nothing', () => {
    expect(run(editor(), { kind: 'theme.setValue', key: 'font_family', value: 'Roboto' })).toBeNull();
  });

  it.each([['red;'], ['a{'], ['}'], ['<b>'], ['x>y'], ["'"], ['url(a']])(
    'rejects %j, which could break out of the css',
    (value) => {
      expect(fail(editor(), { kind: 'theme.setValue', key: 'secondary_color', value })).toEqual({
        code: 'invalid_value',
        message: 'This value contains characters that are not allowed.',
      });
    },
  );

  it('allows markup in script settings', () => {
    const s = editor();
    run(s, { kind: 'theme.setValue', key: 'custom_header_script', value: '<script>track();</script>' });
    expect(s.state.doc.root.custom_header_script).toBe('<script>track();</script>');
  });

  it('rejects an unknown key', () => {
    expect(fail(editor(), { kind: 'theme.setValue', key: 'nope' as RootKey, value: 'x' })).toEqual({
      code: 'unknown_key',
      message: 'Unknown theme setting nope.',
    });
  });

  it('undoes exactly', () => {
    const s = editor();
    const before = s.state.doc;
    run(s, { kind: 'theme.setValue', key: 'meta_title', value: 'Bakery' });
    expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
  });
});
