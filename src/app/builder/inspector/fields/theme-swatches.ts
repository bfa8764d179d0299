/**
 * The theme colours a colour field offers as swatches (issue 20 §2): the page's root values
 * (spec §3 theme colours, src/domain/root-values.ts), named, each colour once.
 */
import type { RootKey, RootValues } from '../../../../domain/root-values.ts';

export interface Swatch {
  readonly name: string;
  readonly color: string;
}

const THEME_COLOURS: readonly (readonly [RootKey, string])[] = [
  ['primary_color', 'Primary'],
  ['secondary_color', 'Secondary'],
  ['theme_heading_color', 'Heading'],
  ['primary_text_color', 'Primary text'],
  ['secondary_text_color', 'Secondary text'],
  ['hover_background_color', 'Hover background'],
  ['hover_text_color', 'Hover text'],
  ['theme_box_shadow', 'Box shadow'],
];

export function themeSwatches(root: RootValues): readonly Swatch[] {
  const seen = new Set<string>();
  const swatches: Swatch[] = [];
  for (const [key, name] of THEME_COLOURS) {
    const color = root[key].trim();
    if (color === '' || seen.has(color.toLowerCase())) continue;
    seen.add(color.toLowerCase());
    swatches.push({ name, color });
  }
  return swatches;
}
