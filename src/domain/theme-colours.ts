/**
 * The colours a palette or the light/dark switch sets (spec §4 Theme), kept readable.
 *
 * The switch sets primary colour white or black and primary text black or white (the spec's
 * swap). Every colour that is drawn as text on the page background — heading, secondary (links
 * and accent text), menu and menu hover — is then checked against the new background and, when
 * it falls under 5:1, replaced by the nearest shade of itself that reaches 7:1; the text on the
 * secondary colour (buttons) follows the same way. A dark palette's dark-red heading on black
 * becomes a light red, not an unreadable one.
 *
 * A palette applies its whole set: its six colours, the mode its background implies, and the
 * hover and menu colours derived from them (hover = the button colours, menu = heading, menu
 * hover = secondary), so the default palette on a default page changes nothing.
 *
 * Invariant (tests/domain/theme-colours.test.ts): for every palette in either mode, heading,
 * body, link, menu and button text reach 4.5:1, except the spec's fixed pair (palettes.ts).
 */
import { contrastRatio, isHexColor, MIN_TEXT_CONTRAST, readableOn, relativeLuminance } from './color.ts';
import { isSpecFixedPair, type Palette } from './palettes.ts';
import type { RootKey, RootValues, ThemeMode } from './root-values.ts';

type Values = Partial<Record<RootKey, string>>;

/** The spec's swap (§4 Theme): primary colour and primary text for each mode. */
export const MODE_COLOURS: Readonly<Record<ThemeMode, Readonly<Values>>> = {
  light: { theme_mode: 'light', primary_color: '#FFFFFF', primary_text_color: '#000000' },
  dark: { theme_mode: 'dark', primary_color: '#000000', primary_text_color: '#FFFFFF' },
};

/** Whether `text` reads on `background` (the spec's fixed pair counts as readable). */
export function isReadable(text: string, background: string): boolean {
  if (!isHexColor(text) || !isHexColor(background)) return true;
  return isSpecFixedPair(text, background) || contrastRatio(text, background) >= MIN_TEXT_CONTRAST;
}

/**
 * A colour the switch has to change goes to 7:1 (AAA), not just 4.5:1: the sections' kit mixes
 * heading and accent into muted and tinted variants (section-kit-vars.ts), which lose some contrast.
 */
export const DERIVED_CONTRAST = 7;

/** A colour under 5:1 is changed too: at 4.5–5 the kit's mixes fall under 4.5 (crimson on black). */
export const KEEP_CONTRAST = 5;

function readable(text: string, background: string): string {
  if (!isHexColor(text) || !isHexColor(background) || isSpecFixedPair(text, background)) return text;
  if (contrastRatio(text, background) >= KEEP_CONTRAST) return text;
  return readableOn(text, background, DERIVED_CONTRAST);
}

/** Text for a button of colour `background`: `wanted` if it reads, else black or white, whichever reads better. */
function buttonText(wanted: string, background: string): string {
  if (isReadable(wanted, background) || !isHexColor(background)) return wanted;
  return contrastRatio('#FFFFFF', background) >= contrastRatio('#000000', background) ? '#FFFFFF' : '#000000';
}

/** Light or dark, from how bright a background is (the point where black and white text read equally). */
export function modeOf(background: string): ThemeMode {
  if (!isHexColor(background)) return 'light';
  return relativeLuminance(background) < 0.179 ? 'dark' : 'light';
}

/** The values the light/dark switch writes: the spec's swap, then every text colour made readable on it. */
export function modeValues(root: RootValues, mode: ThemeMode): Values {
  const swap = MODE_COLOURS[mode];
  const background = swap.primary_color!;
  const secondary = readable(root.secondary_color, background);
  const secondaryText = buttonText(root.secondary_text_color, secondary);
  return {
    ...swap,
    theme_heading_color: readable(root.theme_heading_color, background),
    secondary_color: secondary,
    secondary_text_color: secondaryText,
    // Hover colours follow the button when they were the button's.
    hover_background_color:
      root.hover_background_color === root.secondary_color ? secondary : root.hover_background_color,
    hover_text_color:
      root.hover_text_color === root.secondary_text_color ? secondaryText : root.hover_text_color,
    menu_color: readable(root.menu_color, background),
    menu_hover_color: readable(root.menu_hover_color, background),
  };
}

/** The whole set a palette applies. */
export function paletteValues(palette: Palette): Values {
  return {
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
  };
}
