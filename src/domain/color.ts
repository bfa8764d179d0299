/**
 * Hex colour parsing and WCAG 2.x contrast, used to keep the palette presets (spec §3) readable.
 * Pure arithmetic; accepts `#RGB` and `#RRGGBB` (case-insensitive) and nothing else.
 */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/** Channels 0–255, or null when `hex` is not `#RGB` / `#RRGGBB`. */
export function parseHexColor(hex: string): Rgb | null {
  const text = hex.trim();
  if (!HEX_COLOR.test(text)) return null;
  const digits = text.length === 4 ? [...text.slice(1)].map((d) => d + d).join('') : text.slice(1);
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

function linearizeChannel(channel: number): number {
  const c = channel / 255;
  // WCAG 2.x uses 0.03928 (the sRGB spec says 0.04045); the difference never changes a pass/fail at 8 bits.
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). Throws on a malformed colour: callers check `isHexColor`. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (rgb === null) throw new RangeError(`Not a hex colour: ${JSON.stringify(hex)}`);
  return (
    0.2126 * linearizeChannel(rgb.r) + 0.7152 * linearizeChannel(rgb.g) + 0.0722 * linearizeChannel(rgb.b)
  );
}

/** WCAG contrast ratio between two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
