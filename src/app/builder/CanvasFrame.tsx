/**
 * The canvas (CONTRACT: an iframe titled `Page canvas`): a sandboxed srcdoc document the
 * builder patches from outside (patch-canvas.ts) whenever the document changes. Clicks select
 * (outline + name badge), Escape clears, Delete removes, Ctrl/Cmd+Z / Shift+Z / Ctrl+Y undo and
 * redo — also while focus is inside the canvas. Double-click or Enter edits text in place
 * (text-edit/), hovering shows floating buttons and right-click opens the element menu
 * (overlays/).
 *
 * The overlays are rendered by React into a host element *inside* the canvas document
 * (canvas-document.ts UI_HOST_ID), positioned in document coordinates. Why inside rather
 * than over the iframe: they scroll with the page without listening to scroll, are measured
 * in the same coordinates as the element they belong to at every device width, and the text
 * toolbar shares the editor's document, so focus can move between the text and the toolbar
 * without the canvas losing focus. Only the canvas's own CSS styles them; the host is outside
 * the page root, so the patcher never touches it and no save contains it.
 */
import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Command } from '../../commands/registry.ts';
import type { SectionState } from '../../domain/document.ts';
import { NODE_ID_ATTR } from '../../domain/html-tree.ts';
import { isEditableElement } from '../../domain/rules/editable.ts';
import { SectionHtmlCache } from '../../projections/section-html.ts';
import { toaster } from '../shell/toaster.tsx';
import { afterNextPaint } from './after-paint.ts';
import { CANVAS_ROOT_ID, HOVERED_ATTR, SELECTED_ATTR, UI_HOST_ID } from './canvas/canvas-document.ts';
import { claimCanvas, createCanvasIframe, placeCanvas } from './canvas/canvas-preload.ts';
import { markAfterLegends, replaceLegendRule } from './canvas/legend-rule.ts';
import { deferOffscreenMedia, FAR_ATTR, OffscreenSections } from './canvas/offscreen-sections.ts';
import { type CanvasState, emptyCanvasState, patchCanvas, syncSectionSheets } from './canvas/patch-canvas.ts';
import { resolveAssets, resolveCss } from './canvas/resolve-assets.ts';
import {
  addPosition,
  elementById,
  elementKind,
  elementLabel,
  floatingTargetAt,
  type Selection,
  selectionAt,
  textBlockAt,
} from './canvas/selection.ts';
import type { EditorStore } from './editor-store.ts';
import { insertedBlock } from './elements/inserted-block.ts';
import { isTextField, type KeyAction, keyAction } from './keymap.ts';
import { ContextMenu, type MenuState } from './overlays/ContextMenu.tsx';
import { FloatingButtons } from './overlays/FloatingButtons.tsx';
import { documentBox } from './overlays/geometry.ts';
import { type CanvasBlock, FALLBACK_BLOCKS } from './overlays/menu-blocks.ts';
import { SelectionBadge } from './overlays/SelectionBadge.tsx';
import type { EditOutcome, TextEditController } from './text-edit/controller.ts';
import { elementInnerHtml } from './text-edit/element-html.ts';
import { TextToolbar } from './text-edit/TextToolbar.tsx';

export interface CanvasFrameProps {
  readonly store: EditorStore;
  /** The page's folder on the hosted base, `{hostedBase}/{projectId}/`. */
  readonly assetBase: string;
  readonly width: number | null;
  readonly selection: Selection | null;
  readonly onSelect: (selection: Selection | null) => void;
  readonly onKey: (action: KeyAction) => void;
  /** Called with the canvas document when it is attached, and null when it goes (drag and drop listens on it). */
  readonly onCanvasDocument?: (documentRef: Document | null) => void;
  /** Called once the page's sections are on screen (after the frame that shows them), per attached document. */
  readonly onPainted?: () => void;
  /** "Replace image" on an image (floating button, right-click menu); without it the action is not offered. */
  readonly onReplaceImage?: (selection: Selection) => void;
  /** The blocks "Add above" / "Add below" offers (the Elements palette). */
  readonly blocks?: readonly CanvasBlock[];
}

interface CanvasUi {
  readonly documentRef: Document;
  readonly host: HTMLElement;
}

function isEditable(element: Element): boolean {
  return isEditableElement({
    name: element.getAttribute('name'),
    className: element.getAttribute('class'),
    disabled: element.hasAttribute('disabled') || element.getAttribute('data-disabled') === 'true',
  });
}

const OUTCOME_MESSAGES: Partial<Record<EditOutcome['kind'], string>> = {
  abandoned: 'The text changed while you were editing it, so your edit was not kept.',
};

const loadTextEditing = () => import('./text-edit/controller.ts');

/**
 * Runs `build` with `element` out of its document, then puts it back where it was. The canvas
 * document, opened ahead of the page (canvas-preload.ts), has been styled by the time the page's
 * sections arrive, and each element entering a styled document makes the browser work out what
 * its sibling rules (Bootstrap has dozens of `+` and `~` rules) invalidate: inserting a page's 200
 * sections one by one took half of the opening patch. Built out of the document, the page root
 * enters it once.
 */
function outOfDocument(element: Element, build: () => void): void {
  const parent = element.parentNode;
  const next = element.nextSibling;
  element.remove();
  try {
    build();
  } finally {
    parent?.insertBefore(element, next);
  }
}

export function CanvasFrame(props: CanvasFrameProps) {
  const { store, assetBase, width, selection, onSelect } = props;
  const slot = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const canvas = useRef<CanvasState>(emptyCanvasState());
  const cache = useMemo(() => new SectionHtmlCache(), []);
  const [ui, setUi] = useState<CanvasUi | null>(null);
  const [hoverId, setHoverId] = useState<string | null>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [editing, setEditing] = useState<TextEditController | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [, relayout] = useReducer((n: number) => n + 1, 0);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const run = (command: Command) => {
    const error = store.run(command);
    if (error) toaster.create({ type: 'error', title: error.message });
    return error;
  };

  const startEditing = (element: Element, caret: { left: number; top: number } | 'end') => {
    const target = selectionAt(element);
    if (!target || !isEditable(element)) return;
    const html = elementInnerHtml(store.getSnapshot().state.doc, target);
    if (html === null) return;
    live.current.editing?.commit();
    setMenu(null);
    setHoverId(null);
    onSelect(target);
    // ProseMirror loads with the first text edit, not with the builder's first paint.
    void loadTextEditing().then(({ TextEditController }) => {
      if (!element.isConnected) return;
      const controller = new TextEditController({
        element: element as HTMLElement,
        target,
        html,
        run: (command) => store.run(command),
        enterFinishes: elementKind(element) !== 'text',
        caret,
        prepareRaw: (raw) => resolveAssets(raw, assetBase),
        onOpenLink: () => setLinkOpen(true),
        onFocusToolbar: () =>
          toolbarRef.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus(),
        onEnd: (outcome) => {
          setEditing((current) => (current === controller ? null : current));
          setLinkOpen(false);
          if (outcome.kind === 'failed') toaster.create({ type: 'error', title: outcome.error.message });
          const message = OUTCOME_MESSAGES[outcome.kind];
          if (message) toaster.create({ type: 'warning', title: message });
        },
      });
      setEditing(controller);
    });
  };

  const openMenu = (element: Element, point: { left: number; top: number }, clientY: number) => {
    const target = selectionAt(element);
    if (!target) return;
    live.current.editing?.commit();
    onSelect(target);
    const kind = elementKind(element);
    setMenu({
      ...target,
      position: addPosition(clientY, element.getBoundingClientRect()),
      point,
      label: elementLabel(element),
      isImage: kind === 'image',
      canEditText: textBlockAt(element) === element && isEditable(element),
    });
  };

  // Canvas listeners are attached once per document; they read the latest props and state here.
  const live = useRef({ props, selection, editing, menu, startEditing, openMenu });
  live.current = { props, selection, editing, menu, startEditing, openMenu };

  // The iframe is the one the builder screen parked with the canvas document already open
  // (canvas-preload.ts), or a new one; React renders only the box it sits in.
  useLayoutEffect(() => {
    const container = slot.current;
    if (!container) return;
    const iframe = claimCanvas(assetBase) ?? createCanvasIframe(container.ownerDocument, assetBase);
    placeCanvas(container, iframe);
    frame.current = iframe;
    return () => {
      frame.current = null;
      iframe.remove();
    };
  }, [assetBase]);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    let detach = () => {};
    const attach = () => {
      detach();
      const documentRef = iframe.contentDocument;
      const root = documentRef?.getElementById(CANVAS_ROOT_ID);
      if (!documentRef || !root) return;
      canvas.current = emptyCanvasState();
      replaceLegendRule(documentRef);
      const offscreen = new OffscreenSections(documentRef);
      let opening = true;
      const options = {
        prepareElement: (element: Element) => {
          resolveAssets(element, assetBase);
          deferOffscreenMedia(element);
          markAfterLegends(element);
        },
        prepareCss: (css: string) => resolveCss(css, assetBase),
        // The sections the page opens with, and those added far from the view, wait for their
        // images until they come near it.
        onWrapperAdded: (element: Element, section: SectionState, neighbour: Element | null) =>
          offscreen.add(element, section, { deferImages: opening, neighbour }),
        onWrapperRemoved: (element: Element) => offscreen.remove(element),
        keepAttributes: [FAR_ATTR, SELECTED_ATTR, HOVERED_ATTR],
        // Sections added, removed or moved far from the view have their sheets follow once idle.
        isFar: (element: Element) => element.hasAttribute(FAR_ATTR),
      };
      // The idle callback that brings the sections' sheets in step, while one is asked for.
      let sheetsIdle: number | null = null;
      const syncSheets = () => {
        sheetsIdle = null;
        syncSectionSheets(documentRef, canvas.current, options.prepareCss);
      };
      const paint = () => {
        const patched = patchCanvas(root, canvas.current, store.getSnapshot().state.doc, cache, options);
        canvas.current = patched.state;
        if (patched.stats.sheetsDeferred && sheetsIdle === null)
          sheetsIdle = requestIdleCallback(syncSheets, { timeout: 250 });
        // A repaint that replaced the block being edited ends that edit (it cannot be committed any more).
        const current = live.current.editing;
        if (current?.active && !current.element.isConnected) current.abandon();
      };
      outOfDocument(root, paint);
      opening = false;
      const unsubscribe = store.subscribe(paint);
      const host = documentRef.createElement('div');
      host.id = UI_HOST_ID;
      documentRef.body.append(host);

      // By the path the event took: React may have re-rendered (and detached) the target by now.
      const inUi = (event: Event) => event.composedPath().includes(host);
      const inEditor = (target: EventTarget | null) => {
        const current = live.current.editing;
        return Boolean(current?.active && current.element.contains(target as Node | null));
      };
      const listeners: [string, (event: Event) => void][] = [
        [
          'click',
          (event) => {
            if (inUi(event)) return;
            event.preventDefault();
            setMenu(null);
            if (!inEditor(event.target)) live.current.props.onSelect(selectionAt(event.target as Element));
          },
        ],
        [
          'dblclick',
          (event) => {
            const { target, clientX, clientY } = event as MouseEvent;
            if (inUi(event) || inEditor(target)) return;
            const block = textBlockAt(target as Element);
            if (block) live.current.startEditing(block, { left: clientX, top: clientY });
          },
        ],
        [
          'contextmenu',
          (event) => {
            const { target, pageX, pageY, clientY } = event as MouseEvent;
            // Inside the text being edited the browser's own menu (spelling, paste) stays.
            if (inEditor(target)) return;
            event.preventDefault();
            if (inUi(event)) return;
            const element = (target as Element).closest?.(`[${NODE_ID_ATTR}]`);
            if (element && selectionAt(element))
              live.current.openMenu(element, { left: pageX, top: pageY }, clientY);
            else setMenu(null);
          },
        ],
        [
          'mouseover',
          (event) => {
            if (inUi(event)) return;
            setHoverId(floatingTargetAt(event.target as Element)?.getAttribute(NODE_ID_ATTR) ?? null);
          },
        ],
        ['mouseleave', () => setHoverId(null)],
        ['keydown', (event) => onCanvasKey(event as KeyboardEvent, inUi)],
        // Images and fonts arriving change the layout the overlays are placed on.
        ['load', () => relayout()],
      ];
      for (const [type, listener] of listeners) documentRef.addEventListener(type, listener, type === 'load');
      const view = documentRef.defaultView;
      view?.addEventListener('resize', relayout);
      // The canvas is patched; what React draws for it (the overlay host, the panels that read the
      // canvas) follows as a transition, after the page's first paint.
      startTransition(() => {
        setUi({ documentRef, host });
        live.current.props.onCanvasDocument?.(documentRef);
      });
      afterNextPaint(() => live.current.props.onPainted?.());
      detach = () => {
        live.current.editing?.abandon();
        unsubscribe();
        offscreen.disconnect();
        if (sheetsIdle !== null) cancelIdleCallback(sheetsIdle);
        for (const [type, listener] of listeners)
          documentRef.removeEventListener(type, listener, type === 'load');
        view?.removeEventListener('resize', relayout);
        host.remove();
        setUi(null);
        setMenu(null);
        setHoverId(null);
        live.current.props.onCanvasDocument?.(null);
        detach = () => {};
      };
    };

    const onCanvasKey = (event: KeyboardEvent, inUi: (event: Event) => boolean) => {
      // The editor and the overlays handle their own keys (Escape in the text cancels the edit only).
      if (event.defaultPrevented || inUi(event)) return;
      const action = keyAction(event, isTextField(event.target));
      if (!action) return;
      const { selection: selected, menu: openedMenu, props: current } = live.current;
      const element = elementById(iframe.contentDocument ?? undefined, selected?.elementId);
      if (action === 'editText') {
        if (element && textBlockAt(element) === element) {
          event.preventDefault();
          live.current.startEditing(element, 'end');
        }
        return;
      }
      if (action === 'openMenu') {
        if (!element) return;
        event.preventDefault();
        const box = documentBox(element);
        const rect = element.getBoundingClientRect();
        live.current.openMenu(element, { left: box.left, top: box.top + box.height }, rect.bottom);
        return;
      }
      event.preventDefault();
      if (action === 'clearSelection' && openedMenu) setMenu(null);
      else current.onKey(action);
    };

    iframe.addEventListener('load', attach);
    if (iframe.contentDocument?.readyState === 'complete') attach();
    return () => {
      iframe.removeEventListener('load', attach);
      detach();
    };
  }, [store, cache, assetBase]);

  const documentRef = ui?.documentRef;
  const selectedElement = elementById(documentRef, selection?.elementId);
  const hoveredElement = editing ? null : elementById(documentRef, hoverId);

  // The selection outline and hover outline are UI state: canvas DOM only, never in the document.
  useEffect(() => {
    if (!documentRef) return;
    for (const element of documentRef.querySelectorAll(`[${SELECTED_ATTR}], [${HOVERED_ATTR}]`)) {
      element.removeAttribute(SELECTED_ATTR);
      element.removeAttribute(HOVERED_ATTR);
    }
    selectedElement?.setAttribute(SELECTED_ATTR, 'true');
    if (hoveredElement !== selectedElement) hoveredElement?.setAttribute(HOVERED_ATTR, 'true');
  });

  const act = (element: Element) => {
    const target = selectionAt(element)!;
    const isImage = elementKind(element) === 'image';
    const { onReplaceImage } = props;
    return {
      target,
      label: elementLabel(element),
      duplicate: () => run({ kind: 'element.duplicate', ...target }),
      remove: () => {
        if (run({ kind: 'element.remove', ...target })) return;
        if (selection?.elementId === target.elementId) onSelect(null);
        setHoverId(null);
      },
      replaceImage: isImage && onReplaceImage ? () => onReplaceImage(target) : undefined,
    };
  };

  const floating = [...new Set([selectedElement, hoveredElement])].filter((element): element is Element => {
    if (!element || editing) return false;
    return floatingTargetAt(element) === element;
  });
  const menuElement = menu ? elementById(documentRef, menu.elementId) : null;

  return (
    <Box flex="1" overflow="auto" bg="gray.200" p={width ? '6' : '0'} display="flex" justifyContent="center">
      <Box
        ref={slot}
        flexShrink="0"
        bg="white"
        w={width ? `${width}px` : '100%'}
        h="full"
        minH="calc(100dvh - 64px)"
        borderWidth={width ? '1px' : '0'}
        rounded={width ? 'lg' : '0'}
        shadow={width ? 'lg' : 'none'}
        overflow="hidden"
        transition="width 0.2s"
      />
      {ui &&
        createPortal(
          <>
            {selectedElement && !editing && (
              <SelectionBadge element={selectedElement} label={elementLabel(selectedElement)} />
            )}
            {floating.map((element) => {
              const actions = act(element);
              return (
                <FloatingButtons
                  key={actions.target.elementId}
                  element={element}
                  label={actions.label}
                  onDuplicate={actions.duplicate}
                  onRemove={actions.remove}
                  onReplaceImage={actions.replaceImage}
                />
              );
            })}
            {editing?.active && (
              <TextToolbar
                controller={editing}
                linkOpen={linkOpen}
                onLinkOpenChange={setLinkOpen}
                toolbarRef={toolbarRef}
              />
            )}
            {menu && menuElement && (
              <ContextMenu
                key={`${menu.elementId}:${menu.point.left}:${menu.point.top}`}
                menu={menu}
                documentRef={ui.documentRef}
                blocks={props.blocks ?? FALLBACK_BLOCKS}
                onClose={() => setMenu(null)}
                onAdd={(block) => {
                  setMenu(null);
                  const error = run({
                    kind: 'element.insert',
                    sectionId: menu.sectionId,
                    targetId: menu.elementId,
                    position: menu.position,
                    html: block.html,
                  });
                  const added = error ? null : insertedBlock(store.lastEntry());
                  if (added) onSelect(added);
                }}
                onDuplicate={() => {
                  setMenu(null);
                  act(menuElement).duplicate();
                }}
                onRemove={() => {
                  setMenu(null);
                  act(menuElement).remove();
                }}
                onEditText={menu.canEditText ? () => startEditing(menuElement, 'end') : undefined}
                onReplaceImage={
                  menu.isImage && props.onReplaceImage
                    ? () => {
                        setMenu(null);
                        act(menuElement).replaceImage?.();
                      }
                    : undefined
                }
              />
            )}
          </>,
          ui.host,
        )}
    </Box>
  );
}
