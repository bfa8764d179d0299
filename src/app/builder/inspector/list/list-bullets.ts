/**
 * A list's bullet (issue 20 §2 List: bullet icon), the way the shipped sections mark items: a Font
 * Awesome icon leading every item (`pws-badges`: swapped on every item through the icon picker),
 * or the list's own markers (the Elements palette's plain `<ul>`, `pws-check`'s drawn ticks:
 * chosen with `list-style-type` on the list; the section default is the stylesheet's). Pure.
 */
import type { Command } from '../../../../commands/registry.ts';
import type { ElementNode } from '../../../../domain/html-tree.ts';
import type { Selection } from '../../canvas/selection.ts';
import { type IconRef, iconOf, setIconCommand } from '../icon/icon-classes.ts';
import { classesOf, styleCommand, styleOf, styleTarget } from '../node-values.ts';
import { itemNodes, leadingIcon } from './list-items.ts';

export type Bullet =
  /** Every item leads with an icon; `icon` is the first item's. */
  | { readonly kind: 'icon'; readonly icon: IconRef | null }
  /** The list's markers: an inline `list-style-type`, or '' for the section's default. */
  | { readonly kind: 'marker'; readonly type: string };

export const MARKER_OPTIONS: readonly { readonly value: string; readonly label: string }[] = [
  { value: '', label: 'Section default' },
  { value: 'none', label: 'None' },
  { value: 'disc', label: 'Disc' },
  { value: 'circle', label: 'Circle' },
  { value: 'square', label: 'Square' },
  { value: 'decimal', label: 'Numbers' },
];

export function bulletOf(list: ElementNode): Bullet {
  const items = itemNodes(list);
  const icons = items.map(leadingIcon);
  if (items.length > 0 && icons.every((icon) => icon !== null)) {
    return { kind: 'icon', icon: iconOf(classesOf(icons[0]!)) };
  }
  return { kind: 'marker', type: styleOf(list, 'list-style-type') };
}

/** `list-style-type` on the list; '' removes it. */
export function markerCommand(selection: Selection, type: string): Command {
  return styleCommand(styleTarget(selection), 'list-style-type', type);
}

/**
 * One `element.setClasses` per item whose bullet is not `icon` yet. Each is its own undo entry
 * (there is no batch command); an item already showing it is left alone.
 */
export function bulletIconCommands(selection: Selection, list: ElementNode, icon: IconRef): Command[] {
  const commands: Command[] = [];
  for (const item of itemNodes(list)) {
    const bullet = leadingIcon(item);
    if (!bullet) continue;
    const command = setIconCommand(
      { sectionId: selection.sectionId, elementId: bullet.id },
      classesOf(bullet),
      icon,
    );
    if (command) commands.push(command);
  }
  return commands;
}
