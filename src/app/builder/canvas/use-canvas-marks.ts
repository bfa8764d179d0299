/**
 * The selection outline and the hover outline on the canvas (issue 5): UI state, so canvas DOM
 * attributes only, never in the document. The page is searched for stale marks only when the
 * marked elements change (at 200 sections that search was a millisecond of every command);
 * otherwise an element a patch redrew is marked again.
 */
import { useEffect, useRef } from 'react';
import { HOVERED_ATTR, SELECTED_ATTR } from './canvas-document.ts';

export function useCanvasMarks(
  documentRef: Document | undefined,
  selectedElement: Element | null,
  hoveredElement: Element | null,
): void {
  const marked = useRef<readonly (Element | null)[]>([]);
  useEffect(() => {
    if (!documentRef) return;
    const hovered = hoveredElement !== selectedElement ? hoveredElement : null;
    if (marked.current[0] !== selectedElement || marked.current[1] !== hovered) {
      for (const element of documentRef.querySelectorAll(`[${SELECTED_ATTR}], [${HOVERED_ATTR}]`)) {
        element.removeAttribute(SELECTED_ATTR);
        element.removeAttribute(HOVERED_ATTR);
      }
      marked.current = [selectedElement, hovered];
    }
    if (selectedElement && !selectedElement.hasAttribute(SELECTED_ATTR))
      selectedElement.setAttribute(SELECTED_ATTR, 'true');
    if (hovered && !hovered.hasAttribute(HOVERED_ATTR)) hovered.setAttribute(HOVERED_ATTR, 'true');
  });
}
