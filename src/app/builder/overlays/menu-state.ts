/**
 * What the element menu shows, from where it was asked for (spec §2 right-click menu; spec §4 an
 * empty block's Add Element): a right-click or the menu key on an element, or the Add Element
 * button of a placeholder. Pure over canvas DOM elements.
 */
import { NODE_ID_ATTR } from '../../../domain/html-tree.ts';
import { addPosition, elementKind, elementLabel, selectionAt, textBlockAt } from '../canvas/selection.ts';
import { isEditable } from '../text-edit/use-text-editing.ts';
import type { MenuState } from './ContextMenu.tsx';
import { documentBox, type Point } from './geometry.ts';

/** The menu of a page element, clicked at `point` (document coordinates) and `clientY` (the viewport's). */
export function elementMenu(element: Element, point: Point, clientY: number): MenuState | null {
  const target = selectionAt(element);
  if (!target) return null;
  const kind = elementKind(element);
  return {
    ...target,
    position: addPosition(clientY, element.getBoundingClientRect()),
    point,
    label: elementLabel(element),
    isImage: kind === 'image',
    canEditText: textBlockAt(element) === element && isEditable(element),
  };
}

/** The menu the keyboard opens (the menu key, Shift+F10): under the element. */
export function keyboardMenu(element: Element): MenuState | null {
  const box = documentBox(element);
  return elementMenu(
    element,
    { left: box.left, top: box.top + box.height },
    element.getBoundingClientRect().bottom,
  );
}

/** An empty block's Add Element: the block list under its button; the chosen block replaces the placeholder. */
export function placeholderMenu(placeholder: Element, button: Element): MenuState | null {
  const sectionId = placeholder.closest('[data-section-id]')?.getAttribute('data-section-id');
  const elementId = placeholder.getAttribute(NODE_ID_ATTR);
  if (!sectionId || !elementId) return null;
  const box = documentBox(button);
  return {
    sectionId,
    elementId,
    position: 'before',
    point: { left: box.left, top: box.top + box.height },
    label: 'Empty block',
    isImage: false,
    canEditText: false,
    fillsPlaceholder: true,
  };
}
