/**
 * The icon panel's table of fields (issue 20 §2 Icon): the selected `<i class="fa-…">` as field
 * values (its icon, inline font size and colour) and each field's value as one command. Pure:
 * the panel renders these and runs what they return.
 */
import type { Command } from '../../../../commands/registry.ts';
import type { ElementNode } from '../../../../domain/html-tree.ts';
import { err, ok, type Result } from '../../../../domain/result.ts';
import type { Selection } from '../../canvas/selection.ts';
import { classesOf, styleCommand, styleOf, styleTarget } from '../node-values.ts';
import { type IconRef, iconOf, setIconCommand } from './icon-classes.ts';

export interface IconValues {
  readonly icon: IconRef | null;
  /** Inline `font-size`, '' when the icon takes the size of its text (or of an `fa-2x` class). */
  readonly size: string;
  /** Inline `color`, '' when it inherits. */
  readonly color: string;
}

export function iconValues(node: ElementNode): IconValues {
  return { icon: iconOf(classesOf(node)), size: styleOf(node, 'font-size'), color: styleOf(node, 'color') };
}

export const ICON_SIZE_MESSAGE = 'Please enter a size such as 24px.';

const SIZE = /^\d+(?:\.\d+)?(?:px|em|rem|%)?$/;

/** A size as CSS: a bare number is px; empty removes the inline size. */
export function parseIconSize(value: string): Result<string, string> {
  const size = value.trim().toLowerCase();
  if (size === '') return ok('');
  if (!SIZE.test(size)) return err(ICON_SIZE_MESSAGE);
  return ok(/\d$/.test(size) ? `${size}px` : size);
}

export function iconSizeCommand(selection: Selection, value: string): Result<Command, string> {
  const size = parseIconSize(value);
  if (!size.ok) return size;
  return ok(styleCommand(styleTarget(selection), 'font-size', size.value));
}

/** Empty removes the inline colour, so the icon takes its text's colour again. */
export function iconColorCommand(selection: Selection, value: string): Command {
  return styleCommand(styleTarget(selection), 'color', value.trim());
}

/** Picking an icon: its classes swapped in one command, or null when it is the icon already shown. */
export function pickIconCommand(selection: Selection, node: ElementNode, icon: IconRef): Command | null {
  return setIconCommand(selection, classesOf(node), icon);
}
