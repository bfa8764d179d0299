/**
 * The Theme Setting drawer as a table (issue 23 "Theme Setting drawer", spec §3 root values, §4
 * Theme): each field names one root value and maps what the user chose to one `theme.setValue`
 * command. The history groups a run of the same key (a colour picker drag, a slider) into one
 * undo entry (commands/editor.ts groupKey), so the drawer never debounces.
 */
import type { Command } from '../../../commands/registry.ts';
import { contrastRatio, isHexColor } from '../../../domain/color.ts';
import { WEB_FONTS } from '../../../domain/fonts.ts';
import { type RootKey, THEME_BORDER_RADII } from '../../../domain/root-values.ts';
import { FONT_WEIGHTS } from '../../../domain/style-options.ts';
import { isReadable } from '../../../domain/theme-colours.ts';

export interface ThemeField {
  readonly key: RootKey;
  readonly label: string;
  /** The colour this one is drawn on as text, for the low-contrast hint. */
  readonly on?: RootKey;
}

export interface ThemeGroup {
  readonly title: string;
  readonly fields: readonly ThemeField[];
}

/** Every root colour, by where it shows (spec §3). */
export const COLOUR_GROUPS: readonly ThemeGroup[] = [
  {
    title: 'Colours',
    fields: [
      { key: 'primary_color', label: 'Background colour' },
      { key: 'primary_text_color', label: 'Text colour', on: 'primary_color' },
      { key: 'theme_heading_color', label: 'Heading colour', on: 'primary_color' },
      { key: 'secondary_color', label: 'Accent colour', on: 'primary_color' },
      { key: 'secondary_text_color', label: 'Accent text colour', on: 'secondary_color' },
      { key: 'hover_background_color', label: 'Hover background colour' },
      { key: 'hover_text_color', label: 'Hover text colour', on: 'hover_background_color' },
      { key: 'theme_box_shadow', label: 'Box shadow colour' },
    ],
  },
  {
    title: 'Inputs',
    fields: [
      { key: 'input_text_color', label: 'Input text colour', on: 'input_background_color' },
      { key: 'input_placeholder_color', label: 'Input placeholder colour', on: 'input_background_color' },
      { key: 'input_background_color', label: 'Input background colour' },
      { key: 'input_border_color', label: 'Input border colour' },
    ],
  },
  {
    title: 'Menu',
    fields: [
      { key: 'menu_color', label: 'Menu colour', on: 'primary_color' },
      { key: 'menu_hover_color', label: 'Menu hover colour', on: 'primary_color' },
    ],
  },
];

const LEVELS = [
  ['p', 'Body'],
  ['h1', 'H1'],
  ['h2', 'H2'],
  ['h3', 'H3'],
  ['h4', 'H4'],
] as const;

export type TextLevel = (typeof LEVELS)[number][0];

/** One row of the typography table: the level's font, size and weight keys. */
export interface TypeRow {
  readonly level: TextLevel;
  readonly name: string;
  readonly font: RootKey;
  readonly size: RootKey;
  readonly weight: RootKey;
}

export const TYPE_ROWS: readonly TypeRow[] = LEVELS.map(([level, name]) => ({
  level,
  name,
  font: level === 'p' ? 'font_family' : (`theme_${level}_font_family` as RootKey),
  size: `theme_${level}_font_size` as RootKey,
  weight: `theme_${level}_font_weight` as RootKey,
}));

/** Size slider ranges in rem: body text small, headings large. */
export const SIZE_RANGE: Readonly<Record<TextLevel, { min: number; max: number }>> = {
  p: { min: 0.75, max: 1.5 },
  h1: { min: 1, max: 5 },
  h2: { min: 1, max: 4 },
  h3: { min: 0.875, max: 3 },
  h4: { min: 0.875, max: 2.5 },
};

export const SAME_AS_BODY = '';

/** The font list (self-hosted web fonts); a heading may also follow the body font. */
export function fontOptions(level: TextLevel): readonly { value: string; label: string }[] {
  const fonts = WEB_FONTS.map((family) => ({ value: family, label: family }));
  return level === 'p' ? fonts : [{ value: SAME_AS_BODY, label: 'Same as body' }, ...fonts];
}

export const WEIGHT_OPTIONS = FONT_WEIGHTS.map((weight) => ({ value: weight, label: weight }));

export const RADIUS_OPTIONS = THEME_BORDER_RADII.map((radius) => ({ value: radius, label: radius }));

/** The command a field's change runs, or null when the value cannot be one (a colour half typed). */
export function themeCommand(key: RootKey, value: string, isColour = false): Command | null {
  const text = value.trim();
  if (isColour && !isHexColor(text)) return null;
  return { kind: 'theme.setValue', key, value: isColour ? text.toUpperCase() : text };
}

/** A hint when a text colour falls under AA (4.5:1) on what it is drawn on; null when it reads. */
export function contrastHint(text: string, background: string): string | null {
  if (!isHexColor(text) || !isHexColor(background) || isReadable(text, background)) return null;
  return `Low contrast: ${contrastRatio(text, background).toFixed(2)}:1 on ${background.toUpperCase()} (4.5:1 reads well)`;
}
