/**
 * The 14 named colour presets of the theme panel (spec §3). Applying one sets the whole colour set;
 * `box_shadow_color` feeds the root value `theme_box_shadow`.
 * Invariants (tested): names are unique, the first preset is the spec's default theme, and text on
 * primary and heading on primary reach 4.5:1. Secondary text on secondary reaches 4.5:1 for every
 * preset except the spec default, whose #FFFFFF on #EB144C is fixed by the spec at 4.43:1.
 */

export interface Palette {
  readonly name: string;
  readonly primary_color: string;
  readonly secondary_color: string;
  readonly primary_text_color: string;
  readonly secondary_text_color: string;
  readonly theme_heading_color: string;
  readonly box_shadow_color: string;
}

export const DEFAULT_PALETTE_NAME = 'Crimson';

export const PALETTES: readonly Palette[] = Object.freeze([
  {
    name: DEFAULT_PALETTE_NAME,
    primary_color: '#FFFFFF',
    secondary_color: '#EB144C',
    primary_text_color: '#000000',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#222222',
    box_shadow_color: '#ABB8C3',
  },
  {
    name: 'Ocean',
    primary_color: '#F4F9FC',
    secondary_color: '#0B5394',
    primary_text_color: '#0F1C2E',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#0B3C5D',
    box_shadow_color: '#9FB8CC',
  },
  {
    name: 'Forest',
    primary_color: '#F6FAF5',
    secondary_color: '#2E7D32',
    primary_text_color: '#1B2A1C',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#1E4620',
    box_shadow_color: '#A5C4A1',
  },
  {
    name: 'Sunset',
    primary_color: '#FFF8F1',
    secondary_color: '#C2410C',
    primary_text_color: '#2B1B12',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#7C2D12',
    box_shadow_color: '#F2C6A5',
  },
  {
    name: 'Royal',
    primary_color: '#FFFFFF',
    secondary_color: '#5B21B6',
    primary_text_color: '#1F1B2E',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#3B0764',
    box_shadow_color: '#C4B5FD',
  },
  {
    name: 'Midnight',
    primary_color: '#0F172A',
    secondary_color: '#38BDF8',
    primary_text_color: '#E2E8F0',
    secondary_text_color: '#0F172A',
    theme_heading_color: '#F8FAFC',
    box_shadow_color: '#020617',
  },
  {
    name: 'Charcoal',
    primary_color: '#1F2937',
    secondary_color: '#FB7185',
    primary_text_color: '#F3F4F6',
    secondary_text_color: '#1F2937',
    theme_heading_color: '#FFFFFF',
    box_shadow_color: '#000000',
  },
  {
    name: 'Teal',
    primary_color: '#F0FDFA',
    secondary_color: '#0F766E',
    primary_text_color: '#134E4A',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#115E59',
    box_shadow_color: '#99D5CF',
  },
  {
    name: 'Rose',
    primary_color: '#FFF5F7',
    secondary_color: '#BE185D',
    primary_text_color: '#3F1D2B',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#831843',
    box_shadow_color: '#F4B6CC',
  },
  {
    name: 'Slate',
    primary_color: '#F8FAFC',
    secondary_color: '#334155',
    primary_text_color: '#0F172A',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#1E293B',
    box_shadow_color: '#CBD5E1',
  },
  {
    name: 'Sand',
    primary_color: '#FAF6EE',
    secondary_color: '#8B5E34',
    primary_text_color: '#2D2418',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#5C3D1E',
    box_shadow_color: '#D9C7A7',
  },
  {
    name: 'Mint',
    primary_color: '#F3FBF7',
    secondary_color: '#047857',
    primary_text_color: '#14342B',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#065F46',
    box_shadow_color: '#A7DCC5',
  },
  {
    name: 'Lavender',
    primary_color: '#FAF7FF',
    secondary_color: '#6D28D9',
    primary_text_color: '#2E1065',
    secondary_text_color: '#FFFFFF',
    theme_heading_color: '#4C1D95',
    box_shadow_color: '#D6C8F5',
  },
  {
    name: 'Onyx',
    primary_color: '#121212',
    secondary_color: '#E5B84B',
    primary_text_color: '#EDEDED',
    secondary_text_color: '#121212',
    theme_heading_color: '#FFFFFF',
    box_shadow_color: '#000000',
  },
] satisfies Palette[]);

/** Case-insensitive lookup by name; undefined when no preset has that name. */
export function findPalette(name: string): Palette | undefined {
  const wanted = name.trim().toLowerCase();
  return PALETTES.find((palette) => palette.name.toLowerCase() === wanted);
}

/**
 * The spec's default white on #EB144C (4.43:1) is the one pair below 4.5:1 the product keeps on
 * purpose; readability checks (and the derivations in theme-colours.ts) accept it as it is.
 */
export function isSpecFixedPair(a: string, b: string): boolean {
  const pair = [a.trim().toUpperCase(), b.trim().toUpperCase()].sort().join('|');
  return pair === '#EB144C|#FFFFFF';
}
