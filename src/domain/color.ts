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

/** WCAG AA's minimum for body-size text (1.4.3), which axe's colour-contrast rule checks. */
export const MIN_TEXT_CONTRAST = 4.5;

function toHex(rgb: Rgb): string {
  const channel = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  return `#${channel(rgb.r)}${channel(rgb.g)}${channel(rgb.b)}`.toUpperCase();
}

/** `from` moved a fraction `t` (0–1) of the way to `to`, as `#RRGGBB`. Both must be hex colours. */
export function mixColors(from: string, to: string, t: number): string {
  const a = parseHexColor(from);
  const b = parseHexColor(to);
  if (a === null || b === null) throw new RangeError(`Not hex colours: ${from}, ${to}`);
  return toHex({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t });
}

/** Hue (0–360), saturation and lightness (0–1) of a colour. */
function toHsl({ r, g, b }: Rgb): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return { r: f(0), g: f(8), b: f(4) };
}

/**
 * `color` if it already reaches `min` against `background`; otherwise the same hue and saturation
 * made just light enough (on a dark background) or dark enough (on a light one) to reach it, so a
 * dark red heading on black becomes a light red, not a grey. A value that is not a hex colour is
 * returned as it is.
 */
export function readableOn(color: string, background: string, min = MIN_TEXT_CONTRAST): string {
  const rgb = parseHexColor(color);
  if (rgb === null || !isHexColor(background)) return color;
  if (contrastRatio(color, background) >= min) return color;
  const lighten = contrastRatio('#FFFFFF', background) >= contrastRatio('#000000', background);
  const [h, s, l] = toHsl(rgb);
  const at = (lightness: number) => toHex(fromHsl(h, s, lightness));
  // Contrast grows monotonically as lightness moves away from the background: bisect the least change.
  let near = l;
  let far = lighten ? 1 : 0;
  for (let i = 0; i < 24; i++) {
    const middle = (near + far) / 2;
    if (contrastRatio(at(middle), background) >= min) far = middle;
    else near = middle;
  }
  const shade = at(far);
  return contrastRatio(shade, background) >= min ? shade : lighten ? '#FFFFFF' : '#000000';
}
