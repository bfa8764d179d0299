/**
 * Drops from the builder's panels into the canvas (spec §4 Drag and drop): HTML5 dragover/drop
 * listeners on the canvas iframe's document (same origin; the parent page owns the listeners, so
 * they run although the canvas runs no scripts). A palette block becomes `element.insert` where
 * the pointer is; a gallery image on an image becomes `element.dropImage`; a library section
 * becomes `section.add` before or after the section under the pointer (canvas-sections.ts). The
 * placement is the pure drop-placement.ts; this module only measures the DOM and draws the drop
 * indicator.
 *
 * The indicator lives outside the page root (`#pw-page`), is inert to the pointer and is removed
 * on drop or DROP_CLEANUP_MS after the last dragover; it is canvas DOM, never document content,
 * so it can never reach saved html. Framework-free.
 */
import type { ElementCommand } from '../../../commands/element.ts';
import type { SectionCommand } from '../../../commands/section.ts';
import { NODE_ID_ATTR } from '../../../domain/html-tree.ts';
import { DROP_CLEANUP_MS } from '../../../domain/limits.ts';
import { PLACEHOLDER_ATTR } from '../../../domain/placeholder.ts';
import { type Block, findBlock } from './blocks.ts';
import { emptyPageRect, sectionCandidateAt } from './canvas-sections.ts';
import {
  BLOCK_DRAG_TYPE,
  dragKind,
  IMAGE_DRAG_TYPE,
  readSectionDragData,
  SECTION_DRAG_TYPE,
} from './drag-data.ts';
import {
  type BlockDrop,
  type DropCandidate,
  type DropPosition,
  dropColumns,
  indicatorRect,
  placeBlockDrop,
  placeImageDrop,
  placeSectionDrop,
  type Rect,
  type SectionDrop,
} from './drop-placement.ts';

export const DROP_INDICATOR_ATTR = 'data-pw-drop-indicator';

export interface CanvasDropHandlers {
  /** The command a drop asks for; the builder runs it (one undo entry). */
  readonly onCommand: (command: ElementCommand | SectionCommand) => void;
  /** Resolves a dragged block's name (defaults to the full palette). */
  readonly findBlock?: (name: string) => Block | undefined;
}

/** The element a drop on `target` concerns, measured; null outside any section. */
export function dropCandidateAt(target: EventTarget | null): DropCandidate | null {
  // No `instanceof`: canvas nodes belong to the iframe's realm, not this window's.
  const node = target as Node | null;
  const start = node?.nodeType === 1 ? (node as Element) : (node?.parentElement ?? null);
  const element = start?.closest(`[${PLACEHOLDER_ATTR}]`) ?? start?.closest(`[${NODE_ID_ATTR}]`);
  const section = element?.closest('[data-section-id]');
  const elementId = element?.getAttribute(NODE_ID_ATTR);
  if (!element || !section || !elementId) return null;
  return {
    sectionId: section.getAttribute('data-section-id') ?? '',
    elementId,
    tag: element.tagName.toLowerCase(),
    placeholder: element.hasAttribute(PLACEHOLDER_ATTR),
    rect: toRect(element.getBoundingClientRect()),
    parentWidth: (element.parentElement ?? section).getBoundingClientRect().width,
    sectionWidth: section.getBoundingClientRect().width,
  };
}

/** The columns a keyboard insert at `elementId` gets: the same measure a drop there would use. */
export function columnsAt(
  doc: Document | null | undefined,
  elementId: string,
  position: DropPosition,
): number | undefined {
  const element = doc?.querySelector(`[${NODE_ID_ATTR}="${CSS.escape(elementId)}"]`);
  const candidate = element ? dropCandidateAt(element) : null;
  if (!candidate) return undefined;
  const width = position === 'inside' ? candidate.rect.width : candidate.parentWidth;
  return dropColumns(width, candidate.sectionWidth);
}

function toRect(rect: DOMRect): Rect {
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

type Plan =
  | { readonly kind: 'block'; readonly drop: BlockDrop; readonly rect: Rect }
  | { readonly kind: 'image'; readonly sectionId: string; readonly elementId: string; readonly rect: Rect }
  | { readonly kind: 'section'; readonly drop: SectionDrop; readonly rect: Rect };

function planAt(doc: Document, event: DragEvent): Plan | null {
  const kind = dragKind(event.dataTransfer?.types);
  if (!kind) return null;
  if (kind === 'section') return planSectionAt(doc, event);
  const candidate = dropCandidateAt(event.target);
  if (!candidate) return null;
  if (kind === 'image') {
    const drop = placeImageDrop(candidate);
    return drop && { kind, ...drop, rect: candidate.rect };
  }
  const drop = placeBlockDrop(candidate, event.clientY);
  return { kind, drop, rect: indicatorRect(candidate.rect, drop.position) };
}

/** A library section lands between sections, wherever in the canvas it is dropped. */
function planSectionAt(doc: Document, event: DragEvent): Plan | null {
  const candidate = sectionCandidateAt(doc, event.target, event.clientY);
  if (candidate) {
    const drop = placeSectionDrop(candidate, event.clientY);
    return { kind: 'section', drop, rect: indicatorRect(candidate.rect, drop.position) };
  }
  const empty = emptyPageRect(doc);
  return (
    empty && { kind: 'section', drop: { index: 0, position: 'before' }, rect: indicatorRect(empty, 'before') }
  );
}

/** Listens for builder drags in `doc`; returns the function that stops listening. */
export function attachCanvasDrop(doc: Document, handlers: CanvasDropHandlers): () => void {
  const lookup = handlers.findBlock ?? ((name: string) => findBlock(name));
  let indicator: HTMLElement | null = null;
  let cleanup: ReturnType<typeof setTimeout> | undefined;

  const hide = () => {
    clearTimeout(cleanup);
    indicator?.remove();
    indicator = null;
  };

  const show = (plan: Plan) => {
    if (!indicator) {
      indicator = doc.createElement('div');
      indicator.setAttribute(DROP_INDICATOR_ATTR, '');
      indicator.setAttribute('aria-hidden', 'true');
      doc.body.append(indicator);
    }
    const line = plan.kind === 'section' || (plan.kind === 'block' && plan.drop.position !== 'inside');
    Object.assign(indicator.style, {
      position: 'fixed',
      zIndex: '2147483647',
      pointerEvents: 'none',
      boxSizing: 'border-box',
      top: `${plan.rect.top}px`,
      left: `${plan.rect.left}px`,
      width: `${plan.rect.width}px`,
      height: `${plan.rect.height}px`,
      borderRadius: line ? '2px' : '4px',
      background: line ? '#7c3aed' : 'rgba(124, 58, 237, 0.08)',
      outline: line ? 'none' : '2px dashed #7c3aed',
    });
    // The drag leaving the canvas sends no event we can rely on: dragover repeats while it stays.
    clearTimeout(cleanup);
    cleanup = setTimeout(hide, DROP_CLEANUP_MS);
  };

  const onDragOver = (event: DragEvent) => {
    const plan = planAt(doc, event);
    if (!plan) {
      hide();
      return;
    }
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    show(plan);
  };

  const onDrop = (event: DragEvent) => {
    const plan = planAt(doc, event);
    hide();
    if (!plan) return;
    event.preventDefault();
    if (plan.kind === 'image') {
      const src = event.dataTransfer?.getData(IMAGE_DRAG_TYPE) ?? '';
      if (src)
        handlers.onCommand({
          kind: 'element.dropImage',
          sectionId: plan.sectionId,
          elementId: plan.elementId,
          src,
        });
      return;
    }
    if (plan.kind === 'section') {
      const section = readSectionDragData(event.dataTransfer?.getData(SECTION_DRAG_TYPE) ?? '');
      if (section) handlers.onCommand({ kind: 'section.add', section, index: plan.drop.index });
      return;
    }
    const block = lookup(event.dataTransfer?.getData(BLOCK_DRAG_TYPE) ?? '');
    if (!block) return;
    handlers.onCommand({ kind: 'element.insert', ...plan.drop, html: block.html });
  };

  doc.addEventListener('dragover', onDragOver);
  doc.addEventListener('drop', onDrop);
  return () => {
    doc.removeEventListener('dragover', onDragOver);
    doc.removeEventListener('drop', onDrop);
    hide();
  };
}
