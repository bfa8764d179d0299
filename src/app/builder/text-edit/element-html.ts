/**
 * The inner html of an element as the document holds it: what an in-place text edit starts from.
 * Its own module, free of ProseMirror, so the canvas can read it while the editor itself loads
 * with the first text edit rather than with the builder.
 */
import type { ElementTarget } from '../../../commands/element.ts';
import { findSection, type PageDocument } from '../../../domain/document.ts';
import { serializeNodes } from '../../../domain/html-tree.ts';
import { locate } from '../../../domain/tree-paths.ts';

/** The element's inner html as a save writes it, or null when the element is gone. */
export function elementInnerHtml(doc: PageDocument, target: ElementTarget): string | null {
  const section = findSection(doc, target.sectionId);
  const located = section && locate(section.nodes, target.elementId);
  return located ? serializeNodes(located.node.children) : null;
}
