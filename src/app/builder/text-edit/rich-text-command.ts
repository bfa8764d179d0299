/**
 * What an in-place text edit reads and commits (issue 5: "leaving the block commits one grouped
 * command"). Pure: the element's inner html as the document holds it, and the one
 * `element.setRichText` command an edit produces — none when the text did not change, so
 * opening and leaving a block never adds an undo entry.
 */
import type { Node as PMNode } from 'prosemirror-model';
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import { findSection, type PageDocument } from '../../../domain/document.ts';
import { serializeNodes } from '../../../domain/html-tree.ts';
import { locate } from '../../../domain/tree-paths.ts';
import { docToHtml } from './html-mapping.ts';

/** The element's inner html as a save writes it, or null when the element is gone. */
export function elementInnerHtml(doc: PageDocument, target: ElementTarget): string | null {
  const section = findSection(doc, target.sectionId);
  const located = section && locate(section.nodes, target.elementId);
  return located ? serializeNodes(located.node.children) : null;
}

/** The command that stores an edit, or null when the edited text equals the start. */
export function richTextCommand(target: ElementTarget, start: PMNode, end: PMNode): Command | null {
  if (start.eq(end)) return null;
  return {
    kind: 'element.setRichText',
    sectionId: target.sectionId,
    elementId: target.elementId,
    html: docToHtml(end),
  };
}
