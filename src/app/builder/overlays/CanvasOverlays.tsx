/**
 * What the builder draws inside the canvas document, over the page (CanvasFrame.tsx explains why
 * inside): the selected element's badge, floating buttons on the selected and hovered elements
 * (spec §2), the inline text toolbar while a block is edited, and the right-click menu. Every
 * action runs through the builder session.
 */
import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { BuilderSession } from '../builder-session.ts';
import { UI_SCALE_VAR } from '../canvas/canvas-document.ts';
import {
  elementById,
  elementKind,
  elementLabel,
  floatingTargetAt,
  selectionAt,
} from '../canvas/selection.ts';
import type { TextEditController } from '../text-edit/controller.ts';
import type { MenuState } from './ContextMenu.tsx';
import { FloatingButtons } from './FloatingButtons.tsx';
import { type CanvasBlock, FALLBACK_BLOCKS } from './menu-blocks.ts';
import { SelectionBadge } from './SelectionBadge.tsx';

// The toolbar loads with the first text edit (like ProseMirror), not with the builder's first paint.
const TextToolbar = lazy(() =>
  import('../text-edit/TextToolbar.tsx').then((m) => ({ default: m.TextToolbar })),
);
// The right-click menu likewise, with the first right-click (or the keyboard's menu key).
const ContextMenu = lazy(() => import('./ContextMenu.tsx').then((m) => ({ default: m.ContextMenu })));

export interface CanvasOverlaysProps {
  readonly session: BuilderSession;
  readonly documentRef: Document;
  readonly host: HTMLElement;
  /** 1 / the canvas's scale: the controls keep their size on screen (canvas-document.ts UI_SCALE_VAR). */
  readonly uiScale: number;
  readonly selectedElement: Element | null;
  readonly hoveredElement: Element | null;
  readonly editing: TextEditController | null;
  readonly toolbarRef: React.RefObject<HTMLDivElement | null>;
  readonly menu: MenuState | null;
  readonly onMenuClose: () => void;
  readonly blocks?: readonly CanvasBlock[];
  readonly onReplaceImage?: (selection: { sectionId: string; elementId: string }) => void;
  readonly onEditText: (element: Element) => void;
  /** "Rewrite section with AI" on the menu (issue 24); absent: not offered. */
  readonly onRewriteSection?: ((sectionId: string) => void) | undefined;
  /** After a floating or menu remove, the hover outline goes with the element. */
  readonly onRemoved: () => void;
}

export function CanvasOverlays(props: CanvasOverlaysProps) {
  const { session, documentRef, host, selectedElement, hoveredElement, editing, menu, uiScale } = props;
  // The controls keep their size on screen however far the canvas is scaled down (UI_CSS reads it).
  useEffect(() => {
    host.style.setProperty(UI_SCALE_VAR, String(uiScale));
  }, [host, uiScale]);

  const act = (element: Element) => {
    const target = selectionAt(element)!;
    const isImage = elementKind(element) === 'image';
    const { onReplaceImage } = props;
    return {
      target,
      label: elementLabel(element),
      duplicate: () => session.run({ kind: 'element.duplicate', ...target }),
      remove: () => {
        if (session.run({ kind: 'element.remove', ...target })) return;
        props.onRemoved();
      },
      replaceImage: isImage && onReplaceImage ? () => onReplaceImage(target) : undefined,
    };
  };

  const floating = [...new Set([selectedElement, hoveredElement])].filter((element): element is Element => {
    if (!element || editing) return false;
    return floatingTargetAt(element) === element;
  });
  const menuElement = menu ? elementById(documentRef, menu.elementId) : null;
  const closeThen = (action: () => void) => () => {
    props.onMenuClose();
    action();
  };

  return createPortal(
    <>
      {selectedElement && !editing && (
        <SelectionBadge element={selectedElement} label={elementLabel(selectedElement)} scale={uiScale} />
      )}
      {floating.map((element) => {
        const actions = act(element);
        return (
          <FloatingButtons
            key={actions.target.elementId}
            element={element}
            label={actions.label}
            scale={uiScale}
            onDuplicate={actions.duplicate}
            onRemove={actions.remove}
            onReplaceImage={actions.replaceImage}
          />
        );
      })}
      {editing?.active && (
        <Suspense fallback={null}>
          <TextToolbar controller={editing} toolbarRef={props.toolbarRef} />
        </Suspense>
      )}
      {menu && menuElement && (
        <Suspense fallback={null}>
          <ContextMenu
            key={`${menu.elementId}:${menu.point.left}:${menu.point.top}`}
            menu={menu}
            documentRef={documentRef}
            blocks={props.blocks ?? FALLBACK_BLOCKS}
            onClose={props.onMenuClose}
            onAdd={(block) => {
              props.onMenuClose();
              session.run({
                kind: 'element.insert',
                sectionId: menu.sectionId,
                targetId: menu.elementId,
                position: menu.position,
                html: block.html,
              });
            }}
            onDuplicate={closeThen(() => act(menuElement).duplicate())}
            onRemove={closeThen(() => act(menuElement).remove())}
            onEditText={menu.canEditText ? () => props.onEditText(menuElement) : undefined}
            onReplaceImage={
              menu.isImage && props.onReplaceImage
                ? closeThen(() => act(menuElement).replaceImage?.())
                : undefined
            }
            onRewriteSection={
              props.onRewriteSection && !menu.fillsPlaceholder
                ? closeThen(() => props.onRewriteSection?.(menu.sectionId))
                : undefined
            }
          />
        </Suspense>
      )}
    </>,
    host,
  );
}
