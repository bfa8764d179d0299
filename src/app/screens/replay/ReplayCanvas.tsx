/**
 * The replay screen's canvas: the builder's canvas document (same sandbox: scripts inert) patched
 * with the same `patchCanvas`, read-only — no selection, no keys, links and forms do nothing. Moving
 * one step re-renders only the sections that step's event touched, so scrubbing a long trace stays
 * quick.
 */
import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import type { PageDocument } from '../../../domain/document.ts';
import { SectionHtmlCache } from '../../../projections/section-html.ts';
import { CANVAS_ROOT_ID, CANVAS_SANDBOX, canvasDocumentHtml } from '../../builder/canvas/canvas-document.ts';
import { markAfterLegends, replaceLegendRule } from '../../builder/canvas/legend-rule.ts';
import { type CanvasState, emptyCanvasState, patchCanvas } from '../../builder/canvas/patch-canvas.ts';
import { resolveAssets, resolveCss } from '../../builder/canvas/resolve-assets.ts';

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
  const canvas = useRef<CanvasState>(emptyCanvasState());
  const cache = useMemo(() => new SectionHtmlCache(), []);
  const srcDoc = useMemo(() => canvasDocumentHtml({ assetBase }), [assetBase]);
  const docRef = useRef(doc);
  const paintRef = useRef<() => void>(() => {});

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const attach = () => {
      const documentRef = iframe.contentDocument;
      const root = documentRef?.getElementById(CANVAS_ROOT_ID);
      if (!documentRef || !root) return;
      canvas.current = emptyCanvasState();
      replaceLegendRule(documentRef);
      const options = {
        prepareElement: (element: Element) => {
          resolveAssets(element, assetBase);
          markAfterLegends(element);
        },
        prepareCss: (css: string) => resolveCss(css, assetBase),
      };
      paintRef.current = () => {
        canvas.current = patchCanvas(root, canvas.current, docRef.current, cache, options).state;
      };
      paintRef.current();
      // Read-only: nothing in the replayed page navigates or submits.
      documentRef.addEventListener('click', (event) => event.preventDefault());
      documentRef.addEventListener('submit', (event) => event.preventDefault());
    };
    iframe.addEventListener('load', attach);
    if (iframe.contentDocument?.readyState === 'complete') attach();
    return () => {
      iframe.removeEventListener('load', attach);
      paintRef.current = () => {};
    };
  }, [cache, assetBase]);

  useEffect(() => {
    docRef.current = doc;
    paintRef.current();
  }, [doc]);

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
