/**
 * What only the canvas can do for a key (BuilderSession.bind): Enter edits the selected text
 * block, the menu key opens the selected element's menu, and Escape closes an open menu before it
 * clears the selection. Returns the unbinding function.
 */
import type { BuilderSession } from '../builder-session.ts';
import type { MenuState } from '../overlays/ContextMenu.tsx';
import { keyboardMenu } from '../overlays/menu-state.ts';
import { elementById, textBlockAt } from './selection.ts';

export interface CanvasKeyHandlers {
  readonly startEditing: (block: Element) => void;
  readonly openMenu: (menu: MenuState | null) => void;
  /** Closes the element menu; false when none is open. */
  readonly closeMenu: () => boolean;
}

export function bindCanvasKeys(
  session: BuilderSession,
  documentRef: Document,
  handlers: CanvasKeyHandlers,
): () => void {
  const selected = () => elementById(documentRef, session.getSelection()?.elementId);
  const unbind = [
    session.bind('editText', () => {
      const element = selected();
      if (!element || textBlockAt(element) !== element) return false;
      handlers.startEditing(element);
      return true;
    }),
    session.bind('openMenu', () => {
      const element = selected();
      if (!element) return false;
      handlers.openMenu(keyboardMenu(element));
      return true;
    }),
    session.bind('clearSelection', () => handlers.closeMenu()),
  ];
  return () => {
    for (const off of unbind) off();
  };
}
