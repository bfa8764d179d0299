/**
 * Reading the selected element as the document has it (issue 20 §2): its inline style
 * properties, its class tokens and its command target. Pure helpers shared by every panel's
 * mapping module, so panels never read the canvas DOM.
 */

import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import type { StyleTarget } from '../../../commands/style.ts';
import type { ElementNode } from '../../../domain/html-tree.ts';
import { getAttr } from '../../../domain/html-tree.ts';
import { getStyleProperty } from '../../../domain/inline-style.ts';
import type { Selection } from '../canvas/selection.ts';

/** An inline style property of the element, or '' when unset. */
export function styleOf(node: ElementNode, property: string): string {
  return getStyleProperty(getAttr(node, 'style'), property) ?? '';
}

/** The element's class tokens, in order. */
export function classesOf(node: ElementNode): readonly string[] {
  return (getAttr(node, 'class') ?? '').split(/\s+/).filter((token) => token !== '');
}

export function elementTarget(selection: Selection): ElementTarget {
  return { sectionId: selection.sectionId, elementId: selection.elementId };
}

export function styleTarget(selection: Selection): StyleTarget {
  return { sectionId: selection.sectionId, elementId: selection.elementId };
}

/** One inline style property of the element; '' removes it (style.ts validates letter spacing, §5). */
export function styleCommand(target: StyleTarget, property: string, value: string): Command {
  return { kind: 'style.set', target, property, value };
}

/**
 * A panel's style fields: `setStyle(key, property)` is the field's `onChange`, running
 * `styleCommand` under the field's error key.
 */
export function styleSetter(
  runField: (key: string, command: Command) => boolean,
  target: StyleTarget,
): (key: string, property: string) => (value: string) => boolean {
  return (key, property) => (value) => runField(key, styleCommand(target, property, value));
}

/** A field value checked before it becomes a command: the command, or the message to show beside the field. */
export type CheckedCommand =
  | { readonly ok: true; readonly command: Command }
  | { readonly ok: false; readonly message: string };
