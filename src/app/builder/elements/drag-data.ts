/**
 * What a drag from the builder's panels into the canvas carries (HTML5 drag and drop works from
 * the parent page into the same-origin canvas iframe). Private MIME types, so a drop anywhere else
 * (the address bar, another app) does nothing; during dragover only the types are readable, which
 * is enough to decide whether the canvas accepts the drop.
 */

/** A palette block, by name (blocks.ts). */
export const BLOCK_DRAG_TYPE = 'application/x-pagewright-block';
/** A gallery image, by the src the page will link. */
export const IMAGE_DRAG_TYPE = 'application/x-pagewright-image';

export type DragKind = 'block' | 'image';

export function setBlockDragData(data: DataTransfer, blockName: string): void {
  data.setData(BLOCK_DRAG_TYPE, blockName);
  data.effectAllowed = 'copy';
}

export function setImageDragData(data: DataTransfer, src: string): void {
  data.setData(IMAGE_DRAG_TYPE, src);
  data.effectAllowed = 'copy';
}

/** Which builder drag this is, from its types (readable during dragover), or null for any other. */
export function dragKind(types: readonly string[] | DOMStringList | null | undefined): DragKind | null {
  const list = Array.from(types ?? []);
  if (list.includes(BLOCK_DRAG_TYPE)) return 'block';
  if (list.includes(IMAGE_DRAG_TYPE)) return 'image';
  return null;
}
