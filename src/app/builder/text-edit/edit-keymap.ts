/**
 * The keys of an in-place text edit (issue 5; issue 20 §3: Escape commits). One table, so what a
 * key does is read in one place: marks, history, links, line breaks and leaving the block.
 */
import { baseKeymap } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Plugin, Command as PMCommand } from 'prosemirror-state';
import { insertBreak, toggle } from './text-commands.ts';

export interface EditKeys {
  /** Leaves the block, committing. */
  readonly finish: () => void;
  /** Ctrl/Cmd+K; answers whether anything handles it. */
  readonly openLink: () => boolean;
  /** Alt+F10. */
  readonly focusToolbar?: () => void;
  /** Enter leaves the block (headings, buttons, links); otherwise Enter breaks the line. */
  readonly enterFinishes: boolean;
}

export function editKeymap(keys: EditKeys): Plugin[] {
  const finish: PMCommand = () => {
    keys.finish();
    return true;
  };
  const focusToolbar: PMCommand = () => {
    keys.focusToolbar?.();
    return keys.focusToolbar !== undefined;
  };
  return [
    keymap({
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
      'Mod-b': toggle('bold'),
      'Mod-i': toggle('italic'),
      'Mod-u': toggle('underline'),
      'Mod-k': () => keys.openLink(),
      'Alt-F10': focusToolbar,
      'Shift-Enter': insertBreak,
      'Mod-Enter': finish,
      Enter: keys.enterFinishes ? finish : insertBreak,
      // Never a cancel: Escape keeps what was typed (issue 20 §3).
      Escape: finish,
    }),
    keymap(baseKeymap),
  ];
}
