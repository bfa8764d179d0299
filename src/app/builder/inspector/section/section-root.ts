/**
 * Which element stands for its section (issue 23 "Section settings"): the section's first top-level
 * element, when it is a plain box (`<section>`, `<header>`, a wrapper `<div>`). Selecting it — a click
 * on the section's own area, "Select parent" up from anything inside, or a section row's settings
 * button — opens the Section settings panel. Tiny and eager: the panel itself loads on first use.
 */
import { findSection, type PageDocument, type SectionState } from '../../../../domain/document.ts';
import { type ElementNode, getAttr, isElement } from '../../../../domain/html-tree.ts';
import { isEventLink } from '../../../../domain/rules/event-link.ts';
import { type ElementKind, kindOf, type Selection } from '../../canvas/selection.ts';
import { isBuyButton } from '../buy-button-fields.ts';

function plainKind(node: ElementNode): ElementKind {
  return kindOf(node.tag, (getAttr(node, 'class') ?? '').split(/\s+/).filter(Boolean));
}

/** The kind whose panel edits `node`: `section` for the section's root box, else the node's own kind. */
export function inspectedKind(section: SectionState, node: ElementNode): ElementKind {
  const kind = plainKind(node);
  if (kind === 'button' && isBuyButton(node)) return 'buyButton';
  if ((kind === 'button' || kind === 'link') && isEventLink(node)) return 'event';
  return kind === 'box' && section.nodes.find(isElement) === node ? 'section' : kind;
}

/** The selection that opens the section's settings, or null when its first element is not a box. */
export function sectionRootSelection(doc: PageDocument, sectionId: string): Selection | null {
  const root = findSection(doc, sectionId)?.nodes.find(isElement);
  return root && plainKind(root) === 'box' ? { sectionId, elementId: root.id } : null;
}
