/**
 * The canvas document's pointer and key listeners (issue 5: selecting and the first edits; issue 20
 * §1: one key handler): a click selects, a double-click edits text, a right-click opens the element
 * menu, hovering names the element whose floating buttons show, and keys go to the builder
 * session. Events inside the overlays' host (toolbar, menus, buttons) and inside the text being
 * edited are theirs. Framework-free: the builder passes what each gesture does.
 */
import { NODE_ID_ATTR } from '../../../domain/html-tree.ts';
import { PLACEHOLDER_ATTR } from '../../../domain/placeholder.ts';
import { floatingTargetAt, selectionAt, textBlockAt } from './selection.ts';

export interface CanvasGestures {
  /** Whether `target` is inside the block being edited (its own clicks and menu are the editor's). */
  readonly inEditor: (target: EventTarget | null) => boolean;
  readonly onClick: (target: Element) => void;
  /** A click on an empty block's `Add Element` or `Remove Block` (spec §4 placeholder). */
  readonly onPlaceholder: (
    action: 'add-element' | 'remove-block',
    placeholder: Element,
    button: Element,
  ) => void;
  readonly onEditText: (block: Element, caret: { left: number; top: number }) => void;
  /** A right-click on a page element (or null: elsewhere, which closes an open menu). */
  readonly onMenu: (element: Element | null, point: { left: number; top: number }, clientY: number) => void;
  readonly onHover: (element: Element | null) => void;
  readonly onKey: (event: KeyboardEvent) => void;
  /** Images and fonts arriving change the layout the overlays are placed on. */
  readonly onLayout: () => void;
}

/** Attaches the listeners; returns the function that removes them. */
export function attachCanvasEvents(
  documentRef: Document,
  host: Element,
  gestures: CanvasGestures,
): () => void {
  // By the path the event took: React may have re-rendered (and detached) the target by now.
  const inUi = (event: Event) => event.composedPath().includes(host);
  const listeners: [string, (event: Event) => void][] = [
    [
      'click',
      (event) => {
        if (inUi(event)) return;
        event.preventDefault();
        if (gestures.inEditor(event.target)) return;
        const target = event.target as Element;
        const button = target.closest?.('[data-pw-action]');
        const placeholder = button?.closest(`[${PLACEHOLDER_ATTR}]`);
        const action = button?.getAttribute('data-pw-action');
        if (button && placeholder && (action === 'add-element' || action === 'remove-block'))
          gestures.onPlaceholder(action, placeholder, button);
        else gestures.onClick(target);
      },
    ],
    [
      'dblclick',
      (event) => {
        const { target, clientX, clientY } = event as MouseEvent;
        if (inUi(event) || gestures.inEditor(target)) return;
        const block = textBlockAt(target as Element);
        if (block) gestures.onEditText(block, { left: clientX, top: clientY });
      },
    ],
    [
      'contextmenu',
      (event) => {
        const { target, pageX, pageY, clientY } = event as MouseEvent;
        // Inside the text being edited the browser's own menu (spelling, paste) stays.
        if (gestures.inEditor(target)) return;
        event.preventDefault();
        if (inUi(event)) return;
        const element = (target as Element).closest?.(`[${NODE_ID_ATTR}]`) ?? null;
        gestures.onMenu(
          element && selectionAt(element) ? element : null,
          { left: pageX, top: pageY },
          clientY,
        );
      },
    ],
    [
      'mouseover',
      (event) => {
        if (!inUi(event)) gestures.onHover(floatingTargetAt(event.target as Element));
      },
    ],
    ['mouseleave', () => gestures.onHover(null)],
    [
      'keydown',
      (event) => {
        // The editor and the overlays handle their own keys.
        if (!inUi(event)) gestures.onKey(event as KeyboardEvent);
      },
    ],
    ['load', () => gestures.onLayout()],
  ];
  for (const [type, listener] of listeners) documentRef.addEventListener(type, listener, type === 'load');
  const view = documentRef.defaultView;
  view?.addEventListener('resize', gestures.onLayout);
  return () => {
    for (const [type, listener] of listeners)
      documentRef.removeEventListener(type, listener, type === 'load');
    view?.removeEventListener('resize', gestures.onLayout);
  };
}
