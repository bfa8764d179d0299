/**
 * The edited block's own styles that the inline toolbar sets (issue 20 §3: alignment, indent,
 * line height). Pure.
 *
 * They are properties of the block element, not marks: while editing they live as attributes of
 * the ProseMirror document (schema.ts `doc` attrs), changed by `setDocAttribute` steps. So:
 * - the toolbar's Undo/Redo (ProseMirror's history) takes them back like any keystroke;
 * - the canvas shows them at once through the editor view's `attributes` (controller.ts), without
 *   a repaint, which would replace the block under the editor;
 * - on commit each changed one becomes a `style.set` on the block, run in the same history group
 *   as the text's `element.setRichText` (rich-text-command.ts), so the builder's Undo takes the
 *   whole edit back in one step.
 *
 * Indent is `padding-left` in steps of INDENT_STEP_PX (the browsers' own list and blockquote
 * indent). Padding, not margin: it indents the text inside the block's box and never moves the
 * box out of its column, and it is no structural change (a blockquote cannot sit in a heading).
 */
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import { getStyleProperty } from '../../../domain/inline-style.ts';
import { TEXT_ALIGNMENTS, type TextAlignment } from '../../../domain/style-options.ts';

/** The CSS properties the toolbar sets on the block, which are also the doc's attribute names. */
export const BLOCK_PROPERTIES = ['text-align', 'line-height', 'padding-left'] as const;
export type BlockProperty = (typeof BLOCK_PROPERTIES)[number];

/** A value per property; null = not set on the element (its classes or the theme decide). */
export type BlockStyle = Readonly<Record<BlockProperty, string | null>>;

export const EMPTY_BLOCK_STYLE: BlockStyle = Object.freeze({
  'text-align': null,
  'line-height': null,
  'padding-left': null,
});

export const ALIGNMENTS: readonly TextAlignment[] = TEXT_ALIGNMENTS;

/** The toolbar's line heights (issue 20 brief: 1, 1.15, 1.5, 2, 2.5, 3), unitless so they scale with the text. */
export const LINE_HEIGHTS: readonly string[] = ['1', '1.15', '1.5', '2', '2.5', '3'];

export const INDENT_STEP_PX = 40;
/** Deep enough for any outline a page needs; more would push the text out of a narrow column. */
export const MAX_INDENT_LEVEL = 8;

/** The block style an element's `style` attribute holds. */
export function readBlockStyle(style: string | undefined): BlockStyle {
  const entries = BLOCK_PROPERTIES.map((property) => [property, getStyleProperty(style, property) ?? null]);
  return Object.fromEntries(entries) as BlockStyle;
}

/** The block style of an editor document (its attributes). */
export function blockStyleOf(attrs: Readonly<Record<string, unknown>>): BlockStyle {
  const entries = BLOCK_PROPERTIES.map((property) => [property, (attrs[property] as string | null) ?? null]);
  return Object.fromEntries(entries) as BlockStyle;
}

/** The declarations to show while editing (appended to the element's own style by ProseMirror). */
export function blockStyleCss(style: BlockStyle): string {
  return BLOCK_PROPERTIES.filter((property) => style[property] !== null)
    .map((property) => `${property}: ${style[property]}`)
    .join('; ');
}

/** The indent level a `padding-left` is, rounded to the nearest step (0 when unset or not in px). */
export function indentLevel(paddingLeft: string | null): number {
  const match = paddingLeft ? /^(\d+(?:\.\d+)?)px$/.exec(paddingLeft.trim()) : null;
  return match ? Math.round(Number(match[1]) / INDENT_STEP_PX) : 0;
}

/** The `padding-left` one step in or out from the current one; null removes it (level 0). */
export function steppedIndent(paddingLeft: string | null, step: 1 | -1): string | null {
  const level = Math.min(MAX_INDENT_LEVEL, Math.max(0, indentLevel(paddingLeft) + step));
  return level === 0 ? null : `${level * INDENT_STEP_PX}px`;
}

/** One `style.set` per property that differs between the start and the end of the edit. */
export function blockStyleCommands(target: ElementTarget, start: BlockStyle, end: BlockStyle): Command[] {
  return BLOCK_PROPERTIES.filter((property) => start[property] !== end[property]).map((property) => ({
    kind: 'style.set',
    target: { sectionId: target.sectionId, elementId: target.elementId },
    property,
    value: end[property] ?? '',
  }));
}
