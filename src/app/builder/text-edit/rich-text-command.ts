/**
 * What an in-place text edit commits (issue 5: "leaving the block commits one grouped command").
 * Pure: the one `element.setRichText` command an edit produces — none when the text did not
 * change, so opening and leaving a block never adds an undo entry. What it starts from is
 * element-html.ts.
 */
import type { Node as PMNode } from 'prosemirror-model';
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import { docToHtml } from './html-mapping.ts';

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
