/**
 * The inline toolbar's option lists as data (issue 20 §3; spec §9): each option is the CSS value
 * the mark or block style gets and the label the menu shows. Pure, so the toolbar only draws them.
 */
import { WEB_FONTS } from '../../../domain/fonts.ts';
import type { RootKey, RootValues } from '../../../domain/root-values.ts';
import { FONT_SIZE_LIST } from '../../../domain/style-options.ts';
import { cssFontFamily, THEME_PROPERTIES } from '../../../projections/root-css.ts';
import { ALIGNMENTS, LINE_HEIGHTS } from './block-style.ts';

export interface ToolbarOption {
  /** The CSS value; null removes the mark or style ("Default"). */
  readonly value: string | null;
  readonly label: string;
}

const DEFAULT_OPTION: ToolbarOption = { value: null, label: 'Default' };

/** Spec §9: every whole pixel from 4 to 150. */
export const FONT_SIZE_OPTIONS: readonly ToolbarOption[] = [
  DEFAULT_OPTION,
  ...FONT_SIZE_LIST.map((size) => ({ value: size, label: size })),
];

/** The ~130 web fonts (fonts.ts), written as the theme writes a family. */
export const FONT_FAMILY_OPTIONS: readonly ToolbarOption[] = [
  DEFAULT_OPTION,
  ...WEB_FONTS.map((name) => ({ value: cssFontFamily(name), label: name })),
];

export const ALIGNMENT_OPTIONS: readonly ToolbarOption[] = ALIGNMENTS.map((value) => ({
  value,
  label: value === 'justify' ? 'Justify' : `Align ${value}`,
}));

export const LINE_HEIGHT_OPTIONS: readonly ToolbarOption[] = [
  DEFAULT_OPTION,
  ...LINE_HEIGHTS.map((value) => ({ value, label: value })),
];

/** The theme colours offered first (spec §3 colours a text can take). */
const THEME_COLOUR_KEYS: readonly (readonly [RootKey, string])[] = [
  ['primary_color', 'Primary'],
  ['secondary_color', 'Secondary'],
  ['theme_heading_color', 'Heading'],
  ['primary_text_color', 'Text'],
  ['secondary_text_color', 'Secondary text'],
];

export interface ColourOption extends ToolbarOption {
  readonly value: string;
  /** What the swatch shows: the theme value now. */
  readonly swatch: string;
}

/**
 * The theme's colours, written as the theme's custom property (root-css.ts), so text coloured
 * "Secondary" follows the theme when its palette changes, in the canvas and in the saved page.
 */
export function themeColourOptions(root: RootValues): ColourOption[] {
  return THEME_COLOUR_KEYS.flatMap(([key, label]) => {
    const property = THEME_PROPERTIES.find(([name]) => name === key)?.[1];
    return property ? [{ value: `var(${property})`, label, swatch: root[key] }] : [];
  });
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A typed custom colour as the mark's value (`#abc` or `#aabbcc`, `#` optional), or null. */
export function parseHexColour(input: string): string | null {
  const value = input.trim();
  const withHash = value.startsWith('#') ? value : `#${value}`;
  return HEX_COLOUR.test(withHash) ? withHash.toLowerCase() : null;
}

/** The option whose value is `value`, for a trigger's tooltip and the menu's checked item. */
export function optionLabel(options: readonly ToolbarOption[], value: string | null): string | null {
  return options.find((option) => option.value === value)?.label ?? null;
}
