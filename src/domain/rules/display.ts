/**
 * Display formatting (spec §5, §9): shortened text, file sizes in bytes/KB/MB/GB with unit 1024,
 * and numbers abbreviated with K, M, B.
 */

import { FILE_SIZE_UNIT, TEXT_SHORT_MAX } from '../limits.ts';

export const ELLIPSIS = '...';

/**
 * Text longer than `max` characters is cut to its first `max` and gets `...`.
 * Counts code points, so an emoji is never split into half a surrogate pair.
 */
export function shortenText(text: string, max: number = TEXT_SHORT_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') + ELLIPSIS : text;
}

const FILE_SIZE_UNITS = ['KB', 'MB', 'GB'] as const;

function trimDecimals(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * `0 bytes`, `1 byte`, `1023 bytes`, `1 KB`, `1.5 MB`, `2.25 GB`: at most two decimals, trailing
 * zeros dropped; GB is the largest unit. Negative or non-finite sizes read as `0 bytes`.
 */
export function formatFileSize(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0;
  if (size < FILE_SIZE_UNIT) return size === 1 ? '1 byte' : `${size} bytes`;
  let value = size / FILE_SIZE_UNIT;
  let unitIndex = 0;
  // Move up after rounding too, so 1 048 575 bytes reads `1 MB`, not `1024 KB`.
  while (unitIndex < FILE_SIZE_UNITS.length - 1 && Number(value.toFixed(2)) >= FILE_SIZE_UNIT) {
    value /= FILE_SIZE_UNIT;
    unitIndex += 1;
  }
  return `${trimDecimals(value, 2)} ${FILE_SIZE_UNITS[unitIndex]}`;
}

// Smallest first; the empty suffix covers numbers under a thousand.
const NUMBER_SCALES = [
  { suffix: '', size: 1 },
  { suffix: 'K', size: 1e3 },
  { suffix: 'M', size: 1e6 },
  { suffix: 'B', size: 1e9 },
] as const;

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * `999`, `1.5K`, `2M`, `3.4B`: one decimal at most, trailing `.0` dropped; B is the largest suffix.
 * A value that rounds up to a thousand of one suffix takes the next (999 950 → `1M`, not `1000K`).
 * Non-finite input reads as `0`.
 */
export function abbreviateNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const magnitude = Math.abs(n);
  let index = NUMBER_SCALES.findLastIndex((scale) => magnitude >= scale.size);
  if (index < 0) index = 0;
  let scaled = roundToTenth(magnitude / NUMBER_SCALES[index]!.size);
  if (scaled >= 1000 && index < NUMBER_SCALES.length - 1) {
    index += 1;
    scaled = roundToTenth(magnitude / NUMBER_SCALES[index]!.size);
  }
  // `scaled` can round to 0 for tiny negatives; never print `-0`.
  return `${scaled === 0 ? '' : sign}${String(scaled)}${NUMBER_SCALES[index]!.suffix}`;
}
