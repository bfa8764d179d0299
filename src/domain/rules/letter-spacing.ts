/**
 * Letter spacing input (spec §5): a bare number means px; a number with px, em, rem or % is taken
 * as is; empty removes the spacing; anything else is rejected with the spec's message, which the
 * UI shows for `LETTER_SPACING_ERROR_MS` (3000 ms, §9).
 */

import { MESSAGES } from '../messages.ts';

/** How long the UI keeps the invalid-input message on screen; re-exported so callers of the rule find it. */
export { LETTER_SPACING_ERROR_MS } from '../limits.ts';

export const LETTER_SPACING_UNITS = ['px', 'em', 'rem', '%'] as const;
export type LetterSpacingUnit = (typeof LETTER_SPACING_UNITS)[number];

export type LetterSpacingResult =
  | { readonly ok: true; readonly value: string | null }
  | { readonly ok: false; readonly code: 'invalidLetterSpacing'; readonly message: string };

// A CSS-style decimal: optional minus, digits with an optional fraction, or a bare fraction (`.5`).
// No exponent, no `+`, no space before the unit: none of those are what a user means by "1px".
const LETTER_SPACING = /^(-?(?:\d+(?:\.\d+)?|\.\d+))(px|em|rem|%)?$/i;

/**
 * Parses what the user typed. `value` is the CSS to write (`null` = remove the property).
 * The number is normalised (`.5` → `0.5`, `-0` → `0`) and the unit lower-cased.
 */
export function parseLetterSpacing(input: string): LetterSpacingResult {
  const text = input.trim();
  if (text === '') return { ok: true, value: null };
  const match = LETTER_SPACING.exec(text);
  if (match === null) {
    return { ok: false, code: 'invalidLetterSpacing', message: MESSAGES.invalidLetterSpacing };
  }
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'px').toLowerCase();
  return { ok: true, value: `${String(amount)}${unit}` };
}
