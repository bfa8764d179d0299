/**
 * The canvas (CONTRACT: an iframe titled `Page canvas`): a sandboxed srcdoc document the
 * builder patches from outside (patch-canvas.ts) whenever the document changes. Clicks select
 * (outline + name badge), Escape clears, Delete removes, Ctrl/Cmd+Z / Shift+Z / Ctrl+Y undo and
 * redo — also while focus is inside the canvas.
 */
import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { NODE_ID_ATTR } from '../../domain/html-tree.ts';
import { SectionHtmlCache } from '../../projections/section-html.ts';
import {
  CANVAS_ROOT_ID,
  CANVAS_SANDBOX,
  CANVAS_TITLE,
  canvasDocumentHtml,
  SELECTED_ATTR,
} from './canvas/canvas-document.ts';
import { type CanvasState, emptyCanvasState, patchCanvas } from './canvas/patch-canvas.ts';
import { resolveAssets, resolveCss } from './canvas/resolve-assets.ts';
import { type Selection, selectionAt } from './canvas/selection.ts';
import type { EditorStore } from './editor-store.ts';
import { type KeyAction, keyAction } from './keymap.ts';

export interface CanvasFrameProps {
  readonly store: EditorStore;
  /** The page's folder on the hosted base, `{hostedBase}/{projectId}/`. */
  readonly assetBase: string;
  readonly width: number | null;
  readonly selection: Selection | null;
  readonly onSelect: (selection: Selection | null) => void;
  readonly onKey: (action: KeyAction) => void;
}

export function CanvasFrame({ store, assetBase, width, selection, onSelect, onKey }: CanvasFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const canvas = useRef<CanvasState>(emptyCanvasState());
  const cache = useMemo(() => new SectionHtmlCache(), []);
  const srcDoc = useMemo(() => canvasDocumentHtml({ assetBase }), [assetBase]);
  const handlers = useRef({ onSelect, onKey });
  handlers.current = { onSelect, onKey };

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    let unsubscribe = () => {};
    const attach = () => {
      const documentRef = iframe.contentDocument;
      const root = documentRef?.getElementById(CANVAS_ROOT_ID);
      if (!documentRef || !root) return;
      canvas.current = emptyCanvasState();
      const options = {
        prepareElement: (element: Element) => resolveAssets(element, assetBase),
        prepareCss: (css: string) => resolveCss(css, assetBase),
      };
      const paint = () => {
        canvas.current = patchCanvas(
          root,
          canvas.current,
          store.getSnapshot().state.doc,
          cache,
          options,
        ).state;
      };
      paint();
      unsubscribe = store.subscribe(paint);
      documentRef.addEventListener('click', (event) => {
        event.preventDefault();
        handlers.current.onSelect(selectionAt(event.target as Element));
      });
      documentRef.addEventListener('keydown', (event) => {
        const action = keyAction(event, isTextField(event.target));
        if (!action) return;
        event.preventDefault();
        handlers.current.onKey(action);
      });
    };
    iframe.addEventListener('load', attach);
    if (iframe.contentDocument?.readyState === 'complete') attach();
    return () => {
      iframe.removeEventListener('load', attach);
      unsubscribe();
    };
  }, [store, cache, assetBase]);

  // The selection outline is UI state: it lives on the canvas DOM only, never in the document.
  useEffect(() => {
    const documentRef = frame.current?.contentDocument;
    if (!documentRef) return;
    for (const element of documentRef.querySelectorAll(`[${SELECTED_ATTR}]`))
      element.removeAttribute(SELECTED_ATTR);
    if (!selection) return;
    const element = documentRef.querySelector(`[${NODE_ID_ATTR}="${selection.elementId}"]`);
    element?.setAttribute(SELECTED_ATTR, 'true');
  });

  return (
    <Box flex="1" overflow="auto" bg="gray.200" p={width ? '6' : '0'} display="flex" justifyContent="center">
      <chakra.iframe
        ref={frame}
        title={CANVAS_TITLE}
        sandbox={CANVAS_SANDBOX}
        srcDoc={srcDoc}
        bg="white"
        w={width ? `${width}px` : '100%'}
        h="full"
        minH="calc(100dvh - 64px)"
        borderWidth={width ? '1px' : '0'}
        rounded={width ? 'lg' : '0'}
        shadow={width ? 'lg' : 'none'}
        transition="width 0.2s"
      />
    </Box>
  );
}

function isTextField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}
