/**
 * Builder keyboard shortcuts (CONTRACT: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo,
 * Delete removes the selected element; issue 5: Escape clears the selection, Enter edits the
 * selected text in place, and the context-menu key or Shift+F10 opens the right-click menu).
 * Pure: maps a key event to a builder action; the builder decides what the action does.
 */

export type KeyAction = 'undo' | 'redo' | 'remove' | 'clearSelection' | 'editText' | 'openMenu';

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
  if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) return 'openMenu';
  if (event.key === 'Delete') return 'remove';
  if (event.key === 'Escape') return 'clearSelection';
  if (event.key === 'Enter') return 'editText';
  return null;
}

/**
 * Whether keys typed at `target` belong to a text field: an input, textarea, select or
 * editable content (the in-place text editor). Works across documents (the canvas iframe),
 * so it reads tag names and properties instead of `instanceof`.
 */
export function isTextField(target: EventTarget | null): boolean {
  const element = target as Partial<HTMLElement> | null;
  if (!element || typeof element.tagName !== 'string') return false;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  // Buttons and boxes are inputs too, but typing does not go into them.
  const type = ((element as Partial<HTMLInputElement>).type ?? 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color', 'file'].includes(
    type,
  );
}
