/**
 * The canvas (CONTRACT: an iframe titled `Page canvas`): a sandboxed srcdoc document kept in step
 * with the page by `CanvasView`, laid out at the desktop width and scaled to its box, or at a
 * device's true width (canvas-fit.ts). Clicks select, double-click or Enter edits text in place
 * (text-edit/), hovering shows floating buttons and right-click the element menu (overlays/);
 * keys from inside the canvas go to the builder session like the app's own.
 *
 * The overlays are rendered by React into a host element *inside* the canvas document
 * (canvas-document.ts UI_HOST_ID), positioned in document coordinates. Why inside rather
 * than over the iframe: they scroll with the page without listening to scroll, are measured
 * in the same coordinates as the element they belong to at every device width and scale, and the
 * text toolbar shares the editor's document, so focus can move between the text and the toolbar
 * without the canvas losing focus. Only the canvas's own CSS styles them; the host is outside
 * the page root, so the patcher never touches it and no save contains it.
 */
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { NODE_ID_ATTR } from '../../domain/html-tree.ts';
import { afterNextPaint } from './after-paint.ts';
import type { BuilderSession } from './builder-session.ts';
import { UI_HOST_ID } from './canvas/canvas-document.ts';
import { attachCanvasEvents } from './canvas/canvas-events.ts';
import { type Device, fitCanvas } from './canvas/canvas-fit.ts';
import { bindCanvasKeys } from './canvas/canvas-keys.ts';
import { claimCanvas, createCanvasIframe, placeCanvas } from './canvas/canvas-preload.ts';
import { CanvasView } from './canvas/canvas-view.ts';
import { elementById, selectionAt } from './canvas/selection.ts';
import { useBoxSize } from './canvas/use-box-size.ts';
import { useCanvasMarks } from './canvas/use-canvas-marks.ts';
import { endFirstLook, takeFirstLookView } from './first-look-state.ts';
import type { LinkValue } from './inspector/types.ts';
import { CanvasOverlays } from './overlays/CanvasOverlays.tsx';
import type { MenuState } from './overlays/ContextMenu.tsx';
import type { CanvasBlock } from './overlays/menu-blocks.ts';
import { elementMenu, placeholderMenu } from './overlays/menu-state.ts';
import type { AiTextRequest } from './text-edit/edit-options.ts';
import { useTextEditing } from './text-edit/use-text-editing.ts';

export interface CanvasFrameProps {
  readonly session: BuilderSession;
  /** The page's folder on the hosted base, `{hostedBase}/{projectId}/`. */
  readonly assetBase: string;
  readonly device: Device;
  /** Called with the canvas document when it is attached, and null when it goes (drag and drop listens on it). */
  readonly onCanvasDocument?: (documentRef: Document | null) => void;
  /** Called once the page's sections are on screen (after the frame that shows them), per attached document. */
  readonly onPainted?: () => void;
  /** "Replace image" on an image (floating button, right-click menu); without it the action is not offered. */
  readonly onReplaceImage?: (selection: { sectionId: string; elementId: string }) => void;
  /** The blocks "Add above" / "Add below" offers (the Elements palette). */
  readonly blocks?: readonly CanvasBlock[];
  /** The app's one link picker, for the text toolbar's Link. */
  readonly pickLink?: (current: LinkValue) => Promise<LinkValue | null>;
  /** The text toolbar's Settings: open the Text settings panel for the block. */
  readonly onOpenTextSettings?: () => void;
  /** The text toolbar's AI text (issue 24): the app's dialog; resolves with the accepted text or null. */
  readonly writeText?: (request: AiTextRequest) => Promise<string | null>;
  /** The right-click menu's "Rewrite section with AI" (issue 24); without it the item is not offered. */
  readonly onRewriteSection?: (sectionId: string) => void;
}

interface CanvasUi {
  readonly documentRef: Document;
  readonly host: HTMLElement;
}

export function CanvasFrame(props: CanvasFrameProps) {
  const { session, assetBase, device } = props;
  const { store } = session;
  const outer = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const selection = useSyncExternalStore(session.subscribe, session.getSelection);
  const [ui, setUi] = useState<CanvasUi | null>(null);
  const [hoverId, setHoverId] = useState<string | null>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [, relayout] = useReducer((n: number) => n + 1, 0);
  const fit = fitCanvas(useBoxSize(outer), device);
  const text = useTextEditing({
    session,
    assetBase,
    hooks: () => ({
      pickLink: live.current.props.pickLink,
      writeText: live.current.props.writeText,
      onOpenSettings: live.current.props.onOpenTextSettings,
    }),
  });
  const { editing } = text;
  const startEditing = (element: Element, caret: { left: number; top: number } | 'end') => {
    if (!text.start(element, caret)) return;
    setMenu(null);
    setHoverId(null);
  };

  const openMenu = (next: MenuState | null) => {
    if (!next) return;
    text.current()?.commit();
    session.select(next.fillsPlaceholder ? null : { sectionId: next.sectionId, elementId: next.elementId });
    setMenu(next);
  };

  // Canvas listeners are attached once per document; they read the latest props and state here.
  const live = useRef({ props, menu, startEditing, openMenu });
  live.current = { props, menu, startEditing, openMenu };

  // The iframe is the one the builder screen parked with the canvas document already open
  // (canvas-preload.ts), or a new one; React renders only the box it sits in.
  useLayoutEffect(() => {
    const container = slot.current;
    if (!container) return;
    const iframe = claimCanvas(assetBase) ?? createCanvasIframe(container.ownerDocument, assetBase);
    placeCanvas(container, iframe);
    // The first look's frame goes in the frame the builder's draws the canvas in (first-look.ts).
    endFirstLook();
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
      if (!documentRef) return;
      const source = { getDocument: () => store.getSnapshot().state.doc, subscribe: store.subscribe };
      // A repaint that replaced the block being edited ends that edit (it cannot be committed any more).
      const afterPatch = () => {
        const current = text.current();
        if (current?.active && !current.element.isConnected) current.abandon();
      };
      // The view that painted the first look follows the store from here; else a new one.
      const painted = takeFirstLookView(documentRef);
      painted?.follow(source, afterPatch);
      const view =
        painted ?? CanvasView.attach(documentRef, source, { assetBase, offscreen: true, afterPatch });
      if (!view) return;
      const host = documentRef.createElement('div');
      host.id = UI_HOST_ID;
      documentRef.body.append(host);
      const unbindKeys = bindCanvasKeys(session, documentRef, {
        startEditing: (element) => live.current.startEditing(element, 'end'),
        openMenu: (menuState) => live.current.openMenu(menuState),
        closeMenu: () => {
          if (!live.current.menu) return false;
          setMenu(null);
          return true;
        },
      });
      const detachEvents = attachCanvasEvents(documentRef, host, {
        inEditor: (target) => {
          const current = text.current();
          return Boolean(current?.active && current.element.contains(target as Node | null));
        },
        onClick: (target) => {
          setMenu(null);
          session.select(selectionAt(target));
        },
        onPlaceholder: (action, placeholder, button) => {
          const menuState = placeholderMenu(placeholder, button);
          if (!menuState) return;
          if (action === 'remove-block') {
            const { sectionId, elementId } = menuState;
            session.run({ kind: 'element.remove', sectionId, elementId });
          } else live.current.openMenu(menuState);
        },
        onEditText: (block, caret) => live.current.startEditing(block, caret),
        onMenu: (element, point, clientY) => {
          if (element) live.current.openMenu(elementMenu(element, point, clientY));
          else setMenu(null);
        },
        onHover: (element) => setHoverId(element?.getAttribute(NODE_ID_ATTR) ?? null),
        onKey: (event) => session.handleKey(event, 'canvas'),
        onLayout: relayout,
      });
      // The canvas is patched; what React draws for it (the overlay host, the panels that read the
      // canvas) follows as a transition, after the page's first paint.
      startTransition(() => {
        setUi({ documentRef, host });
        live.current.props.onCanvasDocument?.(documentRef);
      });
      afterNextPaint(() => live.current.props.onPainted?.());
      detach = () => {
        text.current()?.abandon();
        view.dispose();
        unbindKeys();
        detachEvents();
        host.remove();
        setUi(null);
        setMenu(null);
        setHoverId(null);
        live.current.props.onCanvasDocument?.(null);
        detach = () => {};
      };
    };
    iframe.addEventListener('load', attach);
    if (iframe.contentDocument?.readyState === 'complete') attach();
    return () => {
      iframe.removeEventListener('load', attach);
      detach();
    };
  }, [store, session, assetBase, text.current]);

  const documentRef = ui?.documentRef;
  const selectedElement = elementById(documentRef, selection?.elementId);
  const hoveredElement = editing ? null : elementById(documentRef, hoverId);

  useCanvasMarks(documentRef, selectedElement, hoveredElement);

  return (
    // Plain elements (builder-screen.css): the canvas's frame is drawn before the UI kit's system is built.
    <div ref={outer} className="pw-canvas-surround" data-framed={fit.framed ? '' : undefined}>
      <div
        ref={slot}
        className="pw-canvas-slot"
        data-canvas-scale={fit.scale}
        style={{
          width: fit.width ? `${fit.width}px` : '100%',
          height: fit.height ? `${fit.height}px` : '100%',
          // The desktop canvas is drawn over its box, out of the layout: its size (and scale) follow the
          // box's, and must never feed back into it (a resize loop).
          ...(!fit.framed && { position: 'absolute', left: 0, top: 0 }),
          transform: fit.scale === 1 ? undefined : `scale(${fit.scale})`,
          transformOrigin: '0 0',
        }}
      />
      {ui && (
        <CanvasOverlays
          session={session}
          documentRef={ui.documentRef}
          host={ui.host}
          uiScale={1 / fit.scale}
          selectedElement={selectedElement}
          hoveredElement={hoveredElement}
          editing={editing}
          toolbarRef={text.toolbarRef}
          menu={menu}
          onMenuClose={() => setMenu(null)}
          blocks={props.blocks}
          onReplaceImage={props.onReplaceImage}
          onRewriteSection={props.onRewriteSection}
          onEditText={(element) => startEditing(element, 'end')}
          onRemoved={() => setHoverId(null)}
        />
      )}
    </div>
  );
}
