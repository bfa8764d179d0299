/**
 * A list's items as the list and navigation panels edit them (issue 20 §2 List, Nav list): the
 * `<li>` children of a `<ul>`/`<ol>`, and for each the words the panel can change and the command
 * that changes them without losing the item's markup. The shipped sections build items three ways
 * (content/sections): plain words (`<li>First point</li>`), an icon bullet before the words
 * (`<li><i class="fa-solid fa-circle-check"></i>14-day free trial</li>`), and a single link or
 * span holding the words (footer links, nav items). Anything richer (`<strong>` lead-ins, cards)
 * is edited in the canvas. Pure.
 */
import type { Command } from '../../../../commands/registry.ts';
import { type ElementNode, escapeText, type HtmlNode, serializeNodes } from '../../../../domain/html-tree.ts';
import type { Selection } from '../../canvas/selection.ts';
import { isGlyphToken } from '../icon/icon-classes.ts';
import { classesOf } from '../node-values.ts';

/** How an item's words are edited. */
export type ItemText =
  /** The words are the whole content of `elementId` (the item or its only child): `element.setText`. */
  | { readonly mode: 'text'; readonly elementId: string; readonly text: string }
  /** An icon bullet, then the words: the item's content is written back with the same icon. */
  | { readonly mode: 'icon'; readonly icon: ElementNode; readonly gap: string; readonly text: string }
  /** Formatted words: shown, edited in the canvas. */
  | { readonly mode: 'rich'; readonly text: string };

export interface ListItem {
  /** The `<li>`'s builder id. */
  readonly id: string;
  readonly text: ItemText;
}

/** The list's `<li>` children, in order. */
export function itemNodes(list: ElementNode): ElementNode[] {
  return list.children.filter(
    (child): child is ElementNode => child.kind === 'element' && child.tag === 'li',
  );
}

function isBlank(node: HtmlNode): boolean {
  return node.kind === 'comment' || (node.kind === 'text' && node.text.trim() === '');
}

/** Text and `<br>` only: what `element.setText` writes back unchanged. */
function isPlainText(nodes: readonly HtmlNode[]): boolean {
  return nodes.every((node) => node.kind !== 'element' || (node.tag === 'br' && node.children.length === 0));
}

function plainText(nodes: readonly HtmlNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.kind === 'text') text += node.text;
    else if (node.kind === 'element') text += '\n';
  }
  return text;
}

export function isIconNode(node: HtmlNode | undefined): node is ElementNode {
  return node?.kind === 'element' && node.tag === 'i' && classesOf(node).some(isGlyphToken);
}

/** The icon bullet leading an item, if it has one. */
export function leadingIcon(item: ElementNode): ElementNode | null {
  const first = item.children.find((child) => !isBlank(child));
  return isIconNode(first) ? first : null;
}

export function itemText(item: ElementNode): ItemText {
  const meaningful = item.children.filter((child) => !isBlank(child));
  if (isPlainText(item.children))
    return { mode: 'text', elementId: item.id, text: plainText(item.children).trim() };
  const icon = leadingIcon(item);
  if (icon) {
    const rest = item.children.slice(item.children.indexOf(icon) + 1);
    if (isPlainText(rest)) {
      const words = plainText(rest);
      const gap = /^\s*/.exec(words)![0];
      return { mode: 'icon', icon, gap, text: words.trim() };
    }
  }
  const only = meaningful[0];
  if (meaningful.length === 1 && only?.kind === 'element' && isPlainText(only.children)) {
    return { mode: 'text', elementId: only.id, text: plainText(only.children).trim() };
  }
  return { mode: 'rich', text: plainTextDeep(item).replace(/\s+/g, ' ').trim() };
}

function plainTextDeep(node: ElementNode): string {
  let text = '';
  for (const child of node.children) {
    if (child.kind === 'text') text += child.text;
    else if (child.kind === 'element') text += ` ${plainTextDeep(child)} `;
  }
  return text;
}

export function listItems(list: ElementNode): ListItem[] {
  return itemNodes(list).map((item) => ({ id: item.id, text: itemText(item) }));
}

/** The command that gives an item these words, or null when its words are edited in the canvas. */
export function itemTextCommand(sectionId: string, item: ListItem, words: string): Command | null {
  const { text } = item;
  switch (text.mode) {
    case 'text':
      return { kind: 'element.setText', sectionId, elementId: text.elementId, text: words };
    case 'icon': {
      // The icon is written back as it is (its classes and aria-hidden), the words escaped.
      const html = `${serializeNodes([text.icon])}${text.gap}${escapeText(words).replace(/\r\n|\r|\n/g, '<br>')}`;
      return { kind: 'element.setRichText', sectionId, elementId: item.id, html };
    }
    case 'rich':
      return null;
  }
}

/**
 * Adding an item copies the last one (its classes, its icon bullet, its link), so the new item has
 * the markup the section uses; an empty list gets a plain `<li>`.
 */
export function addItemCommand(selection: Selection, list: ElementNode): Command {
  const last = itemNodes(list).at(-1);
  if (last) return { kind: 'element.duplicate', sectionId: selection.sectionId, elementId: last.id };
  return {
    kind: 'element.insert',
    sectionId: selection.sectionId,
    targetId: list.id,
    position: 'inside',
    html: '<li>New item</li>',
  };
}

export function removeItemCommand(sectionId: string, itemId: string): Command {
  return { kind: 'element.remove', sectionId, elementId: itemId };
}

export function moveItemCommand(sectionId: string, itemId: string, direction: 'up' | 'down'): Command {
  return { kind: 'element.move', sectionId, elementId: itemId, direction };
}
