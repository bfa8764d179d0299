/**
 * Theme family (spec §4 Theme): the light/dark switch (primary colour white or black,
 * primary text black or white, every text colour kept readable on it), applying one of the
 * 14 named palettes (the whole colour set), and setting any single root value. What the
 * switch and a palette write is decided in src/domain/theme-colours.ts.
 *
 * Event `theme.valuesChanged` (v2) carries only the keys that changed, before and after.
 * v1 carried a single `key` with `before`/`after` strings; see upcast.ts.
 */

import { isClosedCssValue } from '../domain/inline-style.ts';
import { findPalette } from '../domain/palettes.ts';
import { err, ok } from '../domain/result.ts';
import { isRootKey, type RootKey, type RootValues, type ThemeMode } from '../domain/root-values.ts';
import { modeValues, paletteValues } from '../domain/theme-colours.ts';
import { commandError, type Decide, type EventFamily } from './types.ts';

export type ThemeCommand =
  | { readonly kind: 'theme.setMode'; readonly mode: ThemeMode }
  | { readonly kind: 'theme.applyPalette'; readonly name: string }
  | { readonly kind: 'theme.setValue'; readonly key: RootKey; readonly value: string };

export type ThemeEvent = {
  readonly type: 'theme.valuesChanged';
  readonly v: 2;
  readonly before: Partial<RootValues>;
  readonly after: Partial<RootValues>;
};

/** A value may not break out of the CSS custom property it becomes. */
const UNSAFE_VALUE = /[;{}<>]/;

export const decideTheme: Decide<ThemeCommand, ThemeEvent> = (doc, command) => {
  let wanted: Partial<RootValues>;
  switch (command.kind) {
    case 'theme.setMode':
      wanted = modeValues(doc.root, command.mode);
      break;
    case 'theme.applyPalette': {
      const palette = findPalette(command.name);
      if (!palette) return err(commandError('unknown_palette', `There is no palette named ${command.name}.`));
      wanted = paletteValues(palette);
      break;
    }
    case 'theme.setValue':
      if (!isRootKey(command.key))
        return err(commandError('unknown_key', `Unknown theme setting ${command.key}.`));
      if (
        (UNSAFE_VALUE.test(command.value) || !isClosedCssValue(command.value)) &&
        !command.key.endsWith('_script')
      ) {
        return err(commandError('invalid_value', 'This value contains characters that are not allowed.'));
      }
      wanted = { [command.key]: command.value };
      break;
  }
  const before: Partial<Record<RootKey, string>> = {};
  const after: Partial<Record<RootKey, string>> = {};
  for (const [key, value] of Object.entries(wanted) as [RootKey, string][]) {
    if (doc.root[key] === value) continue;
    before[key] = doc.root[key];
    after[key] = value;
  }
  if (Object.keys(after).length === 0) return ok([]);
  return ok([{ type: 'theme.valuesChanged', v: 2, before, after }]);
};

export const themeEvents: EventFamily<ThemeEvent> = {
  apply(doc, event) {
    return { ...doc, root: { ...doc.root, ...event.after } };
  },
  invert(event) {
    return { ...event, before: event.after, after: event.before };
  },
  squash(first, second) {
    const firstKeys = Object.keys(first.after).sort().join();
    if (firstKeys !== Object.keys(second.before).sort().join()) return null;
    for (const key of Object.keys(first.after) as RootKey[])
      if (first.after[key] !== second.before[key]) return null;
    return { ...first, after: second.after };
  },
};
