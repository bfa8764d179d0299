/**
 * Which elements the builder lets the user edit (spec §5): elements named `not-editable` (by
 * `name` attribute or class) or flagged disabled are ignored for editing.
 */

export const NOT_EDITABLE = 'not-editable';

export interface EditableCandidate {
  /** The element's `name` attribute. */
  readonly name?: string | null;
  /** The element's `class` attribute. */
  readonly className?: string | null;
  readonly disabled?: boolean;
}

export function isEditableElement(element: EditableCandidate): boolean {
  if (element.disabled === true) return false;
  if ((element.name ?? '').trim() === NOT_EDITABLE) return false;
  return !(element.className ?? '').split(/\s+/).includes(NOT_EDITABLE);
}
