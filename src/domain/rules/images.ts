/**
 * Image size thresholds (spec §2, §5, §9): which images get the edit button and the hover button,
 * and which count as large. Sizes are rendered CSS pixels.
 */

import {
  IMAGE_EDIT_BUTTON_MIN_PX,
  IMAGE_HOVER_MIN_EXCLUSIVE_PX,
  LARGE_IMAGE_MIN_EXCLUSIVE_PX,
} from '../limits.ts';

/** Images under 50 by 50 show no edit button: both sides must be at least 50. */
export function hasEditButton(width: number, height: number): boolean {
  return width >= IMAGE_EDIT_BUTTON_MIN_PX && height >= IMAGE_EDIT_BUTTON_MIN_PX;
}

/** The floating hover button appears only when both sides are over 49. */
export function hasHoverButton(width: number, height: number): boolean {
  return width > IMAGE_HOVER_MIN_EXCLUSIVE_PX && height > IMAGE_HOVER_MIN_EXCLUSIVE_PX;
}

/** Over 150 wide marks a large image. */
export function isLargeImage(width: number): boolean {
  return width > LARGE_IMAGE_MIN_EXCLUSIVE_PX;
}
