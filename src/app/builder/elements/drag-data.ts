/**
 * What a drag from the builder's panels into the canvas carries (HTML5 drag and drop works from
 * the parent page into the same-origin canvas iframe). Private MIME types, so a drop anywhere else
 * (the address bar, another app) does nothing; during dragover only the types are readable, which
 * is enough to decide whether the canvas accepts the drop.
 */
import type { SectionInput } from '../../../commands/section.ts';

/** A palette block, by name (blocks.ts). */
export const BLOCK_DRAG_TYPE = 'application/x-pagewright-block';
/** A gallery image, by the src the page will link. */
export const IMAGE_DRAG_TYPE = 'application/x-pagewright-image';
/** A library section, whole (a `SectionInput` as JSON): the canvas has no library to look it up in. */
export const SECTION_DRAG_TYPE = 'application/x-pagewright-section';

export type DragKind = 'block' | 'image' | 'section';

export function setBlockDragData(data: DataTransfer, blockName: string): void {
  data.setData(BLOCK_DRAG_TYPE, blockName);
  data.effectAllowed = 'copy';
}

export function setImageDragData(data: DataTransfer, src: string): void {
  data.setData(IMAGE_DRAG_TYPE, src);
  data.effectAllowed = 'copy';
}

export function setSectionDragData(data: DataTransfer, section: SectionInput): void {
  data.setData(SECTION_DRAG_TYPE, JSON.stringify(section));
  data.effectAllowed = 'copy';
}

/**
 * The section a drop carries, or null when the data is not one (anyone can drag anything into the
 * canvas with our type): only the section's own string fields are kept.
 */
export function readSectionDragData(text: string): SectionInput | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { section_name, section_title, section_type, section_html, section_css, section_js } =
    value as Record<string, unknown>;
  const optional = (field: unknown) => field === undefined || typeof field === 'string';
  if (
    typeof section_name !== 'string' ||
    typeof section_title !== 'string' ||
    typeof section_type !== 'string' ||
    typeof section_html !== 'string' ||
    !optional(section_css) ||
    !optional(section_js)
  )
    return null;
  return {
    section_name,
    section_title,
    section_type,
    section_html,
    ...(typeof section_css === 'string' && { section_css }),
    ...(typeof section_js === 'string' && { section_js }),
  };
}

/** Which builder drag this is, from its types (readable during dragover), or null for any other. */
export function dragKind(types: readonly string[] | DOMStringList | null | undefined): DragKind | null {
  const list = Array.from(types ?? []);
  if (list.includes(BLOCK_DRAG_TYPE)) return 'block';
  if (list.includes(IMAGE_DRAG_TYPE)) return 'image';
  if (list.includes(SECTION_DRAG_TYPE)) return 'section';
  return null;
}
