/**
 * The replay screen's canvas: the builder's canvas document (same sandbox: scripts inert) kept in
 * step by the same `CanvasView`, read-only — no selection, no keys, links and forms do nothing. Moving
 * one step re-renders only the sections that step's event touched, so scrubbing a long trace stays
 * quick.
 */
import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PageDocument } from '../../../domain/document.ts';
import { CANVAS_SANDBOX, canvasDocumentHtml } from '../../builder/canvas/canvas-document.ts';
import { CanvasView } from '../../builder/canvas/canvas-view.ts';

export const REPLAY_CANVAS_TITLE = 'Replayed page';

export function ReplayCanvas({
  doc,
  assetBase,
  width,
}: {
  doc: PageDocument;
  /** The page's folder on the hosted base, `{hostedBase}/{projectId}/`, for its images and vendor css. */
  assetBase: string;
  width: number | null;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const srcDoc = useMemo(() => canvasDocumentHtml({ assetBase }), [assetBase]);
  // The replay's current step, as the canvas view's source (made once; later steps arrive by `show`).
  const [source] = useState(() => {
    const listeners = new Set<() => void>();
    let current = doc;
    return {
      getDocument: () => current,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      show(next: PageDocument) {
        current = next;
        for (const listener of listeners) listener();
      },
    };
  });

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    let view: CanvasView | null = null;
    const detachReadOnly = new AbortController();
    const attach = () => {
      view?.dispose();
      const documentRef = iframe.contentDocument;
      if (!documentRef) return;
      view = CanvasView.attach(documentRef, source, { assetBase });
      // Read-only: nothing in the replayed page navigates or submits.
      documentRef.addEventListener('click', (event) => event.preventDefault(), {
        signal: detachReadOnly.signal,
      });
      documentRef.addEventListener('submit', (event) => event.preventDefault(), {
        signal: detachReadOnly.signal,
      });
    };
    iframe.addEventListener('load', attach);
    if (iframe.contentDocument?.readyState === 'complete') attach();
    return () => {
      iframe.removeEventListener('load', attach);
      detachReadOnly.abort();
      view?.dispose();
    };
  }, [source, assetBase]);

  useEffect(() => source.show(doc), [source, doc]);

  return (
    <Box
      flex="1"
      minH="0"
      overflow="auto"
      bg="gray.200"
      p={width ? '4' : '0'}
      display="flex"
      justifyContent="center"
    >
      <chakra.iframe
        ref={frame}
        title={REPLAY_CANVAS_TITLE}
        sandbox={CANVAS_SANDBOX}
        srcDoc={srcDoc}
        bg="white"
        w={width ? `${width}px` : '100%'}
        maxW="100%"
        h="full"
        minH={{ base: '60dvh', lg: 'calc(100dvh - 180px)' }}
        borderWidth={width ? '1px' : '0'}
        rounded={width ? 'lg' : '0'}
      />
    </Box>
  );
}
