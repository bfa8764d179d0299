/**
 * The Box settings panel's table (issue 23 "Box"; spec §6: developer-mode users): padding, margin,
 * border width, style and colour, radius, shadow and background, each the box's inline style
 * property (`style.set`). Pure, so it is tested without React.
 */
import type { Command } from '../../../../commands/registry.ts';
import type { ElementNode } from '../../../../domain/html-tree.ts';
import type { Selection } from '../../canvas/selection.ts';
import type { SelectOption } from '../fields/SelectField.tsx';
import { styleCommand, styleOf, styleTarget } from '../node-values.ts';

export type BoxKey =
  | 'padding'
  | 'margin'
  | 'borderWidth'
  | 'borderStyle'
  | 'borderColor'
  | 'radius'
  | 'shadow'
  | 'background';

/** Each field's CSS property on the box. */
export const BOX_PROPERTIES: Readonly<Record<BoxKey, string>> = {
  padding: 'padding',
  margin: 'margin',
  borderWidth: 'border-width',
  borderStyle: 'border-style',
  borderColor: 'border-color',
  radius: 'border-radius',
  shadow: 'box-shadow',
  background: 'background-color',
};

export type BoxValues = Readonly<Record<BoxKey, string>>;

export const BORDER_STYLE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Not set' },
  { value: 'none', label: 'None' },
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'dotted', label: 'Dotted' },
  { value: 'double', label: 'Double' },
];

/** Bootstrap 5's three shadows (`.shadow-sm`, `.shadow`, `.shadow-lg`), written inline. */
export const SHADOW_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Not set' },
  { value: 'none', label: 'None' },
  { value: '0 .125rem .25rem rgba(0,0,0,.075)', label: 'Small' },
  { value: '0 .5rem 1rem rgba(0,0,0,.15)', label: 'Medium' },
  { value: '0 1rem 3rem rgba(0,0,0,.175)', label: 'Large' },
];

export function readBoxValues(node: ElementNode): BoxValues {
  const entries = Object.entries(BOX_PROPERTIES).map(([key, property]) => [key, styleOf(node, property)]);
  return Object.fromEntries(entries) as BoxValues;
}

export function boxCommand(selection: Selection, key: BoxKey, value: string): Command {
  return styleCommand(styleTarget(selection), BOX_PROPERTIES[key], value);
}

/**
 * What a border width runs: the width, and `solid` when the box has no border style yet — a width
 * without a style draws nothing. One user action, so one undo step (the panel runs them as a group).
 */
export function borderWidthCommands(selection: Selection, values: BoxValues, width: string): Command[] {
  const commands = [boxCommand(selection, 'borderWidth', width)];
  if (width.trim() !== '' && values.borderStyle === '')
    commands.push(boxCommand(selection, 'borderStyle', 'solid'));
  return commands;
}
