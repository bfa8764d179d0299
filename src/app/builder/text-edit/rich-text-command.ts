/**
 * What an in-place text edit commits (issue 5: "leaving the block commits one grouped command";
 * issue 20 §3: the block's alignment, line height and indent commit with it). Pure: the
 * `element.setRichText` an edit produces when its text changed, then one `style.set` per block
 * style it changed (block-style.ts) — nothing at all when neither changed, so opening and leaving
 * a block never adds an undo entry. What it starts from is element-html.ts.
 */
import type { Node as PMNode } from 'prosemirror-model';
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import { blockStyleCommands, blockStyleOf } from './block-style.ts';
import { docToHtml } from './html-mapping.ts';

/** The command that stores the edited text, or null when it equals the start (block styles aside). */
export function richTextCommand(target: ElementTarget, start: PMNode, end: PMNode): Command | null {
  if (start.content.eq(end.content)) return null;
  return {
    kind: 'element.setRichText',
    sectionId: target.sectionId,
    elementId: target.elementId,
    html: docToHtml(end),
  };
}

/** Every command an edit commits, text first; empty when nothing changed. */
export function editCommands(target: ElementTarget, start: PMNode, end: PMNode): Command[] {
  const text = richTextCommand(target, start, end);
  const styles = blockStyleCommands(target, blockStyleOf(start.attrs), blockStyleOf(end.attrs));
  return text ? [text, ...styles] : styles;
}
