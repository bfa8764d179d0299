/**
 * What to select after an insert (issue 5: the block a user adds is the one they work on next): the
 * block `element.insert` put into the page, read from the log entry the command left. A block dropped
 * where it spans three columns or more arrives wrapped in a new row and column (spec §4); the block
 * inside is selected, not the wrapper. Pure.
 */
import type { LogEntry } from '../../../commands/editor.ts';
import { type ElementNode, getAttr, type HtmlNode, isElement } from '../../../domain/html-tree.ts';
import type { Selection } from '../canvas/selection.ts';

/** The wrapper decideInsert adds: `<div class="row"><div class="col-12">…</div></div>`. */
function unwrapped(node: ElementNode): ElementNode {
  const column = node.children.length === 1 ? node.children[0] : undefined;
  const block = isElement(column) && column.children.length === 1 ? column.children[0] : undefined;
  const isWrapper =
    getAttr(node, 'class') === 'row' && isElement(column) && getAttr(column, 'class') === 'col-12';
  return isWrapper && isElement(block) ? block : node;
}

export function insertedBlock(entry: LogEntry | undefined): Selection | null {
  if (entry?.command?.kind !== 'element.insert') return null;
  for (const event of entry.events) {
    if (event.type !== 'element.childrenSpliced') continue;
    const first = event.inserted.find((node: HtmlNode) => isElement(node));
    if (isElement(first)) return { sectionId: event.sectionId, elementId: unwrapped(first).id };
  }
  return null;
}
