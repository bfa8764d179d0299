/**
 * The Text panel's mapping (issue 20 §2 "Text editor", spec §3 typography lists, §5 letter
 * spacing and text shadow): the selected heading or text block → the values its fields show,
 * and each field's value → the one command it runs. Pure; TextPanel.tsx draws it.
 */
import type { Command } from '../../../commands/registry.ts';
import { MOBILE_FONT_SIZE_ATTR, type StyleTarget, type TextShadowInput } from '../../../commands/style.ts';
import { listEditorFonts } from '../../../domain/fonts.ts';
import { type ElementNode, getAttr } from '../../../domain/html-tree.ts';
import {
  CUSTOM_FONT_SIZE,
  FONT_SIZES,
  FONT_WEIGHTS,
  TEXT_ALIGNMENTS,
} from '../../../domain/style-options.ts';
import { styleCommand, styleOf } from './node-values.ts';

export interface TextValues {
  readonly fontFamily: string;
  readonly fontSize: string;
  readonly fontWeight: string;
  readonly color: string;
  readonly textAlign: string;
  readonly lineHeight: string;
  readonly letterSpacing: string;
  readonly shadow: TextShadowInput;
  /** A text shadow is set on the element (the `Remove` button shows). */
  readonly hasShadow: boolean;
  readonly mobileFontSize: string;
}

export const NO_SHADOW: TextShadowInput = { x: '', y: '', blur: '', color: '' };

export function readTextValues(node: ElementNode): TextValues {
  const shadow = styleOf(node, 'text-shadow');
  return {
    fontFamily: firstFamily(styleOf(node, 'font-family')),
    fontSize: styleOf(node, 'font-size'),
    fontWeight: styleOf(node, 'font-weight'),
    color: styleOf(node, 'color'),
    textAlign: styleOf(node, 'text-align'),
    lineHeight: styleOf(node, 'line-height'),
    letterSpacing: styleOf(node, 'letter-spacing'),
    shadow: parseTextShadow(shadow),
    hasShadow: shadow !== '' && shadow !== 'none',
    mobileFontSize: getAttr(node, MOBILE_FONT_SIZE_ATTR) ?? '',
  };
}

/** The first family of a `font-family` list, unquoted (`'Open Sans', sans-serif` → `Open Sans`). */
export function firstFamily(value: string): string {
  return (value.split(',')[0] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** The css for one family: quoted when its name has more than letters and digits (no `"`: style.ts refuses it). */
export function fontFamilyCss(family: string): string {
  const name = family.trim();
  return name === '' || /^[A-Za-z0-9-]+$/.test(name) ? name : `'${name}'`;
}

/** Splits one `text-shadow` (the first of a list) into X, Y, blur and colour; missing parts are ''. */
export function parseTextShadow(value: string): TextShadowInput {
  const first = splitTopLevel(value, ',')[0]?.trim() ?? '';
  if (first === '' || first === 'none') return NO_SHADOW;
  const lengths: string[] = [];
  const colour: string[] = [];
  for (const token of splitTopLevel(first, ' ')) {
    if (token === '') continue;
    if (/^-?(?:\d+(?:\.\d+)?|\.\d+)[a-z%]*$/i.test(token)) lengths.push(token);
    else colour.push(token);
  }
  return { x: lengths[0] ?? '', y: lengths[1] ?? '', blur: lengths[2] ?? '', color: colour.join(' ') };
}

/** Splits at `separator` outside parentheses (`rgba(0, 0, 0, .5)` stays one token). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** Whether all four parts are filled: only then does a shadow apply (spec §5). */
export function isCompleteShadow(shadow: TextShadowInput): boolean {
  return [shadow.x, shadow.y, shadow.blur, shadow.color].every((part) => part.trim() !== '');
}

// Field value → command ---------------------------------------------------------------------------

export function fontFamilyCommand(target: StyleTarget, family: string): Command {
  return styleCommand(target, 'font-family', fontFamilyCss(family));
}

export function textShadowCommand(target: StyleTarget, shadow: TextShadowInput): Command {
  return { kind: 'style.setTextShadow', target, shadow };
}

export function removeShadowCommand(target: StyleTarget): Command {
  return textShadowCommand(target, NO_SHADOW);
}

export function mobileFontSizeCommand(target: StyleTarget, value: string): Command {
  return { kind: 'style.setMobileFontSize', target, value };
}

// Option lists ------------------------------------------------------------------------------------

export interface Option {
  readonly value: string;
  readonly label: string;
}

const DEFAULT_OPTION: Option = { value: '', label: 'Default' };

/** Spec §6: the default theme fonts only for developers. */
export function fontFamilyOptions(isDev: boolean): readonly Option[] {
  return [
    { value: '', label: 'Theme font' },
    ...listEditorFonts(isDev).map((family) => ({ value: family, label: family })),
  ];
}

/** Spec §3: 12–52 px, then custom (the panel then shows a text field for any size). */
export function fontSizeOptions(): readonly Option[] {
  return [
    DEFAULT_OPTION,
    ...FONT_SIZES.map((size) => ({ value: size, label: size === CUSTOM_FONT_SIZE ? 'Custom…' : size })),
  ];
}

/** The select's value for a size: a listed size, '' (default), or custom for anything else. */
export function fontSizeChoice(size: string): string {
  if (size === '') return '';
  return (FONT_SIZES as readonly string[]).includes(size) && size !== CUSTOM_FONT_SIZE
    ? size
    : CUSTOM_FONT_SIZE;
}

export function fontWeightOptions(): readonly Option[] {
  return [DEFAULT_OPTION, ...FONT_WEIGHTS.map((weight) => ({ value: weight, label: weight }))];
}

export const ALIGNMENT_LABELS: Readonly<Record<(typeof TEXT_ALIGNMENTS)[number], string>> = {
  left: 'Left',
  center: 'Center',
  right: 'Right',
  justify: 'Justify',
};

export function alignmentOptions(): readonly Option[] {
  return TEXT_ALIGNMENTS.map((value) => ({ value, label: ALIGNMENT_LABELS[value] }));
}
