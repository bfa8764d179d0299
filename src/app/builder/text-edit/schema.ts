/**
 * The ProseMirror schema of in-place text editing (issue 5; spec §2 inline rich-text toolbar).
 *
 * An edited block (heading, paragraph, list item, button label) is one ProseMirror document
 * of inline content: text with marks, line breaks (`<br>`, spec §5) and opaque atoms. The
 * marks the toolbar toggles (bold, italic, underline, strikethrough, subscript, superscript,
 * link) carry the element's tag and its other attributes, and any other inline wrapper
 * (`<span class>`, `<small>`, `<mark>` …) is kept as a generic `inline` mark, so editing one
 * word never strips the styling of another. Elements that hold no text (icons, images,
 * nested lists) become `raw` atoms holding their html: shown, moved and deleted as a whole,
 * never edited inside.
 *
 * Issue 20 §3 adds the style marks (font size, font family, colour: style-marks.ts), innermost
 * so a chosen colour or size wins over any wrapper's class, and the block's own styles
 * (alignment, line height, indent: block-style.ts) as attributes of the document node.
 *
 * `parseDOM` rules exist only for pasting; the document's own html is mapped by
 * html-mapping.ts, which is pure and runs without a DOM.
 */
import { type DOMOutputSpec, type Mark, Schema } from 'prosemirror-model';
import type { Attr } from '../../../domain/html-tree.ts';
import { BLOCK_PROPERTIES } from './block-style.ts';
import { type StyleMark, styleSpanAttrs } from './style-marks.ts';

const NO_ATTRS: readonly Attr[] = [];

/** An element's attribute list as the object ProseMirror's `toDOM` takes. */
export function attrsObject(attrs: readonly Attr[]): Record<string, string> {
  return Object.fromEntries(attrs);
}

function tagMark(tags: readonly string[], defaultTag: string) {
  return {
    attrs: { tag: { default: defaultTag }, attrs: { default: NO_ATTRS } },
    parseDOM: tags.map((tag) => ({ tag, getAttrs: () => ({ tag, attrs: NO_ATTRS }) })),
    toDOM: (mark: Mark): DOMOutputSpec => [mark.attrs.tag as string, attrsObject(mark.attrs.attrs), 0],
  };
}

function styleMark(name: StyleMark) {
  // Excludes itself (the default): a new size replaces the old one rather than nesting in it.
  return {
    attrs: { value: {} },
    toDOM: (mark: Mark): DOMOutputSpec => [
      'span',
      attrsObject(styleSpanAttrs(name, mark.attrs.value as string)),
      0,
    ],
  };
}

const blockAttrs = Object.fromEntries(BLOCK_PROPERTIES.map((property) => [property, { default: null }]));

export const textSchema = new Schema({
  nodes: {
    doc: { content: 'inline*', attrs: blockAttrs },
    text: { group: 'inline' },
    hard_break: {
      inline: true,
      group: 'inline',
      selectable: false,
      attrs: { attrs: { default: NO_ATTRS } },
      parseDOM: [{ tag: 'br' }],
      toDOM: (node): DOMOutputSpec => ['br', attrsObject(node.attrs.attrs)],
    },
    raw: {
      inline: true,
      group: 'inline',
      atom: true,
      selectable: true,
      attrs: { html: {} },
      // The editor shows raw atoms through a node view (controller.ts) that renders their html.
      toDOM: (): DOMOutputSpec => ['span', { 'data-pw-raw': 'true', contenteditable: 'false' }],
    },
  },
  // Order is nesting order when serialised: earlier marks wrap later ones.
  marks: {
    link: {
      attrs: { attrs: { default: NO_ATTRS } },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom: HTMLElement) => ({ attrs: [['href', dom.getAttribute('href') ?? '']] }),
        },
      ],
      toDOM: (mark): DOMOutputSpec => ['a', attrsObject(mark.attrs.attrs), 0],
    },
    // Several different wrappers can apply to one piece of text, so this mark does not exclude itself.
    inline: {
      attrs: { tag: { default: 'span' }, attrs: { default: NO_ATTRS } },
      excludes: '',
      toDOM: (mark): DOMOutputSpec => [mark.attrs.tag as string, attrsObject(mark.attrs.attrs), 0],
    },
    bold: tagMark(['strong', 'b'], 'strong'),
    italic: tagMark(['em', 'i'], 'em'),
    underline: tagMark(['u'], 'u'),
    strike: tagMark(['s', 'del', 'strike'], 's'),
    subscript: { ...tagMark(['sub'], 'sub'), excludes: 'subscript superscript' },
    superscript: { ...tagMark(['sup'], 'sup'), excludes: 'subscript superscript' },
    fontFamily: styleMark('fontFamily'),
    fontSize: styleMark('fontSize'),
    color: styleMark('color'),
  },
});

/** The marks the toolbar toggles, by name. */
export type ToggleMark = 'bold' | 'italic' | 'underline' | 'strike' | 'subscript' | 'superscript';

/** The tag a mark is written as (each mark remembers the one it was read from). */
export const MARK_TAGS: Readonly<Record<string, readonly string[]>> = {
  bold: ['strong', 'b'],
  italic: ['em', 'i'],
  underline: ['u'],
  strike: ['s', 'del', 'strike'],
  subscript: ['sub'],
  superscript: ['sup'],
};

/** The href of a link mark. */
export function linkHref(mark: Mark): string {
  return (mark.attrs.attrs as readonly Attr[]).find(([name]) => name === 'href')?.[1] ?? '';
}
