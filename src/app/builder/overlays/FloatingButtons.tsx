/**
 * Floating buttons (spec §2: on hover over rows, lists, nav lists, boxes, sliders, iframes and
 * images over 49×49 px; issue 5: duplicate, remove, and "Replace image" on images). They sit
 * inside the element's top-right corner; the pointer can move onto them without losing them.
 */
import { documentBox, floatingPlacement, viewportOf } from './geometry.ts';

export interface FloatingButtonsProps {
  readonly element: Element;
  readonly label: string;
  /** The factor the bar is drawn at in canvas px (1 / the canvas's scale). */
  readonly scale: number;
  readonly onDuplicate: () => void;
  readonly onRemove: () => void;
  /** Shown on images only. */
  readonly onReplaceImage?: () => void;
}

export function FloatingButtons({
  element,
  label,
  scale,
  onDuplicate,
  onRemove,
  onReplaceImage,
}: FloatingButtonsProps) {
  const { top, left } = floatingPlacement(documentBox(element), viewportOf(element.ownerDocument), scale);
  return (
    <div className="pw-bar pw-floating" style={{ top, left }} role="toolbar" aria-label={`${label} actions`}>
      {onReplaceImage && (
        <button type="button" onClick={onReplaceImage}>
          <i className="fa-solid fa-image" aria-hidden="true" />
          Replace image
        </button>
      )}
      <button type="button" aria-label={`Duplicate ${label}`} title="Duplicate" onClick={onDuplicate}>
        <i className="fa-solid fa-copy" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="pw-danger"
        aria-label={`Remove ${label}`}
        title="Remove"
        onClick={onRemove}
      >
        <i className="fa-solid fa-trash-can" aria-hidden="true" />
      </button>
    </div>
  );
}
