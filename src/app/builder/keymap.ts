/**
 * Builder keyboard shortcuts (CONTRACT: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo,
 * Delete removes the selected element; issue 5: Escape clears the selection, Enter edits).
 * Pure: maps a key event to a builder action; the builder decides what the action does.
 */

export type KeyAction = 'undo' | 'redo' | 'remove' | 'clearSelection' | 'editText';

export interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/**
 * `inTextField`: focus is in an input, textarea or the rich-text editor, where these keys
 * belong to the text (the editor's own undo groups into the page history on commit).
 */
export function keyAction(event: KeyLike, inTextField: boolean): KeyAction | null {
  if (inTextField || event.altKey) return null;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (event.ctrlKey && !event.metaKey && key === 'y' && !event.shiftKey) return 'redo';
  if (mod) return null;
  if (event.key === 'Delete') return 'remove';
  if (event.key === 'Escape') return 'clearSelection';
  if (event.key === 'Enter') return 'editText';
  return null;
}
