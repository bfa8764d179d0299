/**
 * A section's words as the AI rewrite reads and writes them (issue 24 "Rewrite a section"): every
 * visible text node and every image's alt text, in document order, with the role it plays (a
 * heading, a button label…) and a reference the rewrite answers with.
 *
 * A reference names one slot of the tree, never markup: `{elementId}#{childIndex}` is the text
 * node at that index among the element's children, `{elementId}@alt` the image's alt attribute.
 * Writing new texts back (`section.applyTexts`) therefore changes text nodes and alt attributes
 * only: the elements, their attributes and their order stay exactly as they were.
 *
 * Left out: script, style and other raw text, svg/math, form controls' own text, placeholders,
 * elements marked not-editable (spec §5), whitespace-only text, and texts over `SECTION_TEXT_MAX`.
 */
import type { ElementNode, HtmlNode } from './html-tree.ts';
import { getAttr, isRawTextElement } from './html-tree.ts';
import { isPlaceholder } from './placeholder.ts';
import { isEditableElement } from './rules/editable.ts';

/** The roles of the AI contract (src/api/ai.ts `AI_TEXT_ROLES`). */
export type SectionTextRole =
  | 'heading'
  | 'paragraph'
  | 'button'
  | 'list_item'
  | 'link'
  | 'label'
  | 'alt'
  | 'text';

export interface SectionText {
  readonly id: string;
  readonly role: SectionTextRole;
  /** The text with its surrounding whitespace trimmed and inner runs of whitespace made one space. */
  readonly text: string;
}

/** The AI contract's limits (src/api/ai.ts `AI_TEXT_MAX`, `AI_NODES_MAX`). */
export const SECTION_TEXT_MAX = 5000;
export const SECTION_TEXTS_MAX = 200;

const SKIPPED = new Set(['svg', 'math', 'noscript', 'template', 'textarea', 'select', 'option', 'head']);

export type TextSlot =
  | { readonly elementId: string; readonly kind: 'text'; readonly index: number }
  | { readonly elementId: string; readonly kind: 'alt' };

export function textRef(slot: TextSlot): string {
  return slot.kind === 'alt' ? `${slot.elementId}@alt` : `${slot.elementId}#${slot.index}`;
}

/** The slot a reference names, or null when it is not one. */
export function parseTextRef(ref: string): TextSlot | null {
  const alt = /^(.+)@alt$/.exec(ref);
  if (alt) return { elementId: alt[1]!, kind: 'alt' };
  const text = /^(.+)#(\d{1,6})$/.exec(ref);
  if (text) return { elementId: text[1]!, kind: 'text', index: Number(text[2]) };
  return null;
}

function isButtonLike(node: ElementNode): boolean {
  if (node.tag === 'button') return true;
  return node.tag === 'a' && /(^|\s)btn(\s|$)/.test(getAttr(node, 'class') ?? '');
}

/** The role an element gives the text inside it, or null to keep its parent's. */
function roleOf(node: ElementNode): SectionTextRole | null {
  if (/^h[1-6]$/.test(node.tag)) return 'heading';
  if (isButtonLike(node)) return 'button';
  switch (node.tag) {
    case 'p':
    case 'blockquote':
    case 'figcaption':
      return 'paragraph';
    case 'li':
      return 'list_item';
    case 'a':
      return 'link';
    case 'label':
    case 'legend':
      return 'label';
    default:
      return null;
  }
}

function editable(node: ElementNode): boolean {
  return isEditableElement({
    name: getAttr(node, 'name') ?? null,
    className: getAttr(node, 'class') ?? null,
    disabled: getAttr(node, 'disabled') !== undefined || getAttr(node, 'data-disabled') === 'true',
  });
}

/** Surrounding whitespace trimmed, inner runs of whitespace one space. */
export function tidyText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The section's texts, in document order, at most `limit`. */
export function collectSectionTexts(
  nodes: readonly HtmlNode[],
  limit: number = SECTION_TEXTS_MAX,
): SectionText[] {
  const out: SectionText[] = [];
  const visit = (element: ElementNode, inherited: SectionTextRole) => {
    if (out.length >= limit) return;
    if (SKIPPED.has(element.tag) || isRawTextElement(element.tag) || isPlaceholder(element)) return;
    if (!editable(element)) return;
    if (element.tag === 'img') {
      const alt = tidyText(getAttr(element, 'alt') ?? '');
      if (alt !== '' && alt.length <= SECTION_TEXT_MAX)
        out.push({ id: textRef({ elementId: element.id, kind: 'alt' }), role: 'alt', text: alt });
      return;
    }
    const role = roleOf(element) ?? inherited;
    element.children.forEach((child, index) => {
      if (out.length >= limit) return;
      if (child.kind === 'element') visit(child, role);
      else if (child.kind === 'text') {
        const text = tidyText(child.text);
        if (text !== '' && text.length <= SECTION_TEXT_MAX)
          out.push({ id: textRef({ elementId: element.id, kind: 'text', index }), role, text });
      }
    });
  };
  for (const node of nodes) if (node.kind === 'element') visit(node, 'text');
  return out;
}

/**
 * `replacement` in the place of `original`, keeping the original's leading and trailing
 * whitespace (so "Hello <b>world</b>" keeps its space before the bold word).
 */
export function keepOuterWhitespace(original: string, replacement: string): string {
  const lead = /^\s*/.exec(original)?.[0] ?? '';
  const trail = original.trim() === '' ? '' : (/\s*$/.exec(original)?.[0] ?? '');
  return `${lead}${replacement.trim()}${trail}`;
}
