/**
 * The blocks the right-click menu's "Add above" / "Add below" offers (spec §2: a right-click
 * menu on elements adds above or below depending on click position). The builder passes its
 * block palette; until it does, the menu offers these few so the action is never empty.
 */

export interface CanvasBlock {
  /** The name the menu shows ("Heading"). */
  readonly name: string;
  /** The html inserted by `element.insert`. */
  readonly html: string;
}

export const FALLBACK_BLOCKS: readonly CanvasBlock[] = [
  { name: 'Heading', html: '<h2>New heading</h2>' },
  { name: 'Text', html: '<p>New text. Double-click to edit it.</p>' },
  { name: 'Button', html: '<a class="btn btn-primary" href="#">Button</a>' },
];
