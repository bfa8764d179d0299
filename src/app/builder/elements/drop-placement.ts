/**
 * Where a drop in the canvas goes (spec §4 Drag and drop; §9 column count): pure functions over
 * plain measurements, so they are tested without a browser. A block dropped on an element lands
 * before, after or inside it, depending on where the pointer is; its `columns` is the width of the
 * place it lands in (the element itself for inside, its parent otherwise) as a share of the
 * section's width, floor(percent / 8) capped at 12 (rules/columns.ts) — `element.insert` wraps it
 * in a new row at three or more. A gallery image only drops on an image. A library section lands
 * between sections: before the section under the pointer in its upper half, after it in its lower
 * half; its Add button puts it after the section holding the selection, or at the end.
 */
import { columnCount } from '../../../domain/rules/columns.ts';

export interface Rect {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** The element under the pointer, measured. */
export interface DropCandidate {
  readonly sectionId: string;
  readonly elementId: string;
  /** Lower-case tag name. */
  readonly tag: string;
  /** The empty-container placeholder (spec §4 Element removal): a drop replaces it. */
  readonly placeholder: boolean;
  readonly rect: Rect;
  /** Width of the element's parent: where a before/after drop lands. */
  readonly parentWidth: number;
  /** Width of the whole section: 12 columns. */
  readonly sectionWidth: number;
}

export type DropPosition = 'before' | 'after' | 'inside';

export interface BlockDrop {
  readonly sectionId: string;
  readonly targetId: string;
  readonly position: DropPosition;
  readonly columns?: number;
}

export interface ImageDrop {
  readonly sectionId: string;
  readonly elementId: string;
}

/** Elements a block is dropped into (in their middle); everything else takes blocks beside it. */
const CONTAINERS = new Set([
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'form',
  'fieldset',
  'figure',
  'td',
  'th',
]);

/** Band at a container's top and bottom edge that means before/after rather than inside. */
export const EDGE_BAND_PX = 12;

export function isDropContainer(tag: string): boolean {
  return CONTAINERS.has(tag);
}

/** Before, after or inside, from the pointer's height over the element. */
export function dropPosition(
  candidate: Pick<DropCandidate, 'tag' | 'placeholder' | 'rect'>,
  y: number,
): DropPosition {
  if (candidate.placeholder) return 'inside';
  const { top, height } = candidate.rect;
  if (!isDropContainer(candidate.tag)) return y < top + height / 2 ? 'before' : 'after';
  const band = Math.min(EDGE_BAND_PX, height / 4);
  if (y < top + band) return 'before';
  if (y > top + height - band) return 'after';
  return 'inside';
}

/** Grid columns a width spans within the section; undefined when the section has no width. */
export function dropColumns(width: number, sectionWidth: number): number | undefined {
  if (!(sectionWidth > 0)) return undefined;
  return columnCount((width / sectionWidth) * 100);
}

/** Where a block dropped at pointer height `y` over `candidate` goes. */
export function placeBlockDrop(candidate: DropCandidate, y: number): BlockDrop {
  const position = dropPosition(candidate, y);
  // A placeholder fills its parent; the block replaces it there.
  const width =
    position === 'inside' && !candidate.placeholder ? candidate.rect.width : candidate.parentWidth;
  const columns = dropColumns(width, candidate.sectionWidth);
  return {
    sectionId: candidate.sectionId,
    targetId: candidate.elementId,
    position,
    ...(columns !== undefined && { columns }),
  };
}

/** A gallery image replaces an image, and only an image. */
export function placeImageDrop(candidate: DropCandidate): ImageDrop | null {
  if (candidate.tag !== 'img') return null;
  return { sectionId: candidate.sectionId, elementId: candidate.elementId };
}

/** The page section under the pointer, measured, with its position in the page (0-based). */
export interface SectionDropCandidate {
  readonly sectionId: string;
  readonly index: number;
  readonly rect: Rect;
}

export interface SectionDrop {
  /** The `section.add` index: 0 to the number of sections. */
  readonly index: number;
  readonly position: 'before' | 'after';
}

/** Where a library section dropped at pointer height `y` over `candidate` goes. */
export function placeSectionDrop(candidate: SectionDropCandidate, y: number): SectionDrop {
  const { top, height } = candidate.rect;
  return y < top + height / 2
    ? { index: candidate.index, position: 'before' }
    : { index: candidate.index + 1, position: 'after' };
}

/**
 * Where a library section's Add puts it: right after the section holding the selection, or at the
 * end when nothing is selected (or the selected section is gone).
 */
export function libraryInsertIndex(
  sections: readonly { readonly section_id: string }[],
  selectedSectionId: string | null | undefined,
): number {
  const selected = selectedSectionId ? sections.findIndex((s) => s.section_id === selectedSectionId) : -1;
  return selected === -1 ? sections.length : selected + 1;
}

/** Where the drop indicator is drawn for a block drop: a line before/after, a box inside. */
export function indicatorRect(rect: Rect, position: DropPosition, thickness = 4): Rect {
  if (position === 'inside') return rect;
  const y = position === 'before' ? rect.top - thickness / 2 : rect.top + rect.height - thickness / 2;
  return { top: y, left: rect.left, width: rect.width, height: thickness };
}
