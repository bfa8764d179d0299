/**
 * The Link panel's mapping, and the link fields the Button and Image panels share (issue 20 §2
 * "Link: url, target, and book-a-call class when an event id is set"; spec §5): an `<a>` → its
 * link value, and a link value → the one `element.setLink` that writes href, target and the
 * event id together (rules/links.ts adds or removes the book-a-call class).
 */
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import { findSection, type PageDocument } from '../../../domain/document.ts';
import { type ElementNode, getAttr, isElement } from '../../../domain/html-tree.ts';
import { NEW_TAB_TARGET } from '../../../domain/rules/links.ts';
import { locate } from '../../../domain/tree-paths.ts';
import type { Selection } from '../canvas/selection.ts';
import { checkHref } from './link-picker/link-target.ts';
import type { CheckedCommand } from './node-values.ts';
import type { LinkValue } from './types.ts';

export const NO_LINK: LinkValue = { href: '', openInNewTab: false, eventId: '' };

export function readLinkValue(node: ElementNode): LinkValue {
  return {
    href: getAttr(node, 'href') ?? '',
    openInNewTab: getAttr(node, 'target') === NEW_TAB_TARGET,
    eventId: getAttr(node, 'data-event-id') ?? '',
  };
}

export function linkCommand(target: ElementTarget, link: LinkValue): Command {
  return {
    kind: 'element.setLink',
    ...target,
    href: link.href,
    openInNewTab: link.openInNewTab,
    eventId: link.eventId ?? '',
  };
}

/** A link typed into a `Link` field: its href is checked first (no `javascript:`, no spaces). */
export function checkedLinkCommand(target: ElementTarget, link: LinkValue): CheckedCommand {
  const checked = checkHref(link.href);
  if (!checked.ok) return checked;
  return { ok: true, command: linkCommand(target, { ...link, href: checked.href }) };
}

/**
 * The link an image already has: the `<a>` that holds only this image (element.setLink sets that
 * one, or wraps the image in a new one). Null when the image is not linked.
 */
export function imageLinkOf(doc: PageDocument, selection: Selection): LinkValue | null {
  const section = findSection(doc, selection.sectionId);
  const parent = section ? locate(section.nodes, selection.elementId)?.parent : undefined;
  if (parent?.tag !== 'a') return null;
  const elements = parent.children.filter(isElement);
  if (elements.length !== 1 || elements[0]!.id !== selection.elementId) return null;
  return readLinkValue(parent);
}
