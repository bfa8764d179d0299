/**
 * A section's content as an immutable tree of nodes (ARCHITECTURE: Document model).
 *
 * Parsing uses htmlparser2 (a real HTML tokenizer with implied-end-tag handling), never
 * regexes. Every element gets a stable builder id when it enters the document; the ids live
 * on the nodes, not in the HTML, and are written out only in canvas mode (`data-pw-id`).
 *
 * Invariant (tested): serialisation is canonical, so for any html `h`,
 * `serialize(parse(serialize(parse(h)))) === serialize(parse(h))`.
 */
import { Parser } from 'htmlparser2';
import { escapeAttribute } from './escape-attribute.ts';

export type Attr = readonly [name: string, value: string];

export interface ElementNode {
  readonly kind: 'element';
  readonly id: string;
  readonly tag: string;
  readonly attrs: readonly Attr[];
  readonly children: readonly HtmlNode[];
}

export interface TextNode {
  readonly kind: 'text';
  readonly text: string;
}

export interface CommentNode {
  readonly kind: 'comment';
  readonly text: string;
}

export type HtmlNode = ElementNode | TextNode | CommentNode;

/** The attribute carrying builder ids in the canvas; never in a saved page. */
export const NODE_ID_ATTR = 'data-pw-id';

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/**
 * Elements whose text the parser reads raw (no tags, no entities) in HTML content, so the
 * serialiser writes it back unescaped — mirroring htmlparser2's tokenizer exactly. Inside
 * <svg>/<math> the same tags are ordinary elements whose text is escaped.
 */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const FOREIGN_ROOTS = new Set(['svg', 'math']);
/** Elements inside foreign content whose children are HTML again (as htmlparser2 treats them). */
const HTML_INTEGRATION_POINTS = new Set([
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'foreignObject',
  'desc',
  'title',
]);

/** Whether an element's text is raw in HTML content (such text cannot be edited as text). */
export function isRawTextElement(tag: string): boolean {
  return RAW_TEXT_ELEMENTS.has(tag);
}

interface MutableElement {
  kind: 'element';
  id: string;
  tag: string;
  attrs: Attr[];
  children: HtmlNode[];
}

/**
 * Parses an HTML fragment. `nextId` supplies one id per element in document order;
 * it is called only here, so the caller (a command's `decide`) controls every id.
 */
export function parseHtml(html: string, nextId: () => string): HtmlNode[] {
  const root: HtmlNode[] = [];
  const stack: MutableElement[] = [];
  const childrenOfTop = (): HtmlNode[] => stack[stack.length - 1]?.children ?? root;
  let pendingText = '';
  const flushText = (): void => {
    if (pendingText === '') return;
    childrenOfTop().push({ kind: 'text', text: pendingText });
    pendingText = '';
  };
  let comment = '';

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        flushText();
        // Browsers lower-case attribute names in HTML content but keep SVG/MathML casing (viewBox).
        const foreign = parser.isInForeignContext();
        const attrs: Attr[] = Object.entries(attribs).map(
          ([key, value]) => [foreign ? key : key.toLowerCase(), value] as const,
        );
        const element: MutableElement = { kind: 'element', id: nextId(), tag: name, attrs, children: [] };
        childrenOfTop().push(element);
        stack.push(element);
      },
      ontext(data) {
        pendingText += data;
      },
      onclosetag() {
        flushText();
        stack.pop();
      },
      oncomment(data) {
        flushText();
        comment += data;
      },
      oncommentend() {
        childrenOfTop().push({ kind: 'comment', text: comment });
        comment = '';
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flushText();
  return root;
}

export interface SerializeOptions {
  /** Write each element's builder id as `data-pw-id` (canvas mode). */
  readonly withIds?: boolean;
}

export function escapeText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;',
  );
}

export { escapeAttribute };

export function serializeNodes(nodes: readonly HtmlNode[], options: SerializeOptions = {}): string {
  let out = '';
  for (const node of nodes) out += serializeNode(node, options, false, false);
  return out;
}

/** `foreign`: inside <svg>/<math>; `rawText`: the parent's text is raw (see RAW_TEXT_ELEMENTS). */
function serializeNode(
  node: HtmlNode,
  options: SerializeOptions,
  foreign: boolean,
  rawText: boolean,
): string {
  switch (node.kind) {
    case 'text':
      return rawText ? node.text : escapeText(node.text);
    case 'comment':
      return `<!--${node.text}-->`;
    case 'element': {
      let out = `<${node.tag}`;
      if (options.withIds) out += ` ${NODE_ID_ATTR}="${node.id}"`;
      for (const [name, value] of node.attrs)
        out += value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
      out += '>';
      if (VOID_ELEMENTS.has(node.tag)) return out; // void even in foreign content, as the parser reads it
      const childForeign = foreign ? !HTML_INTEGRATION_POINTS.has(node.tag) : FOREIGN_ROOTS.has(node.tag);
      const raw = !foreign && RAW_TEXT_ELEMENTS.has(node.tag);
      for (const child of node.children) out += serializeNode(child, options, childForeign, raw);
      return `${out}</${node.tag}>`;
    }
  }
}

export function isElement(node: HtmlNode | undefined): node is ElementNode {
  return node?.kind === 'element';
}

export function isVoidElement(tag: string): boolean {
  return VOID_ELEMENTS.has(tag);
}

export function getAttr(node: ElementNode, name: string): string | undefined {
  return attrValue(node.attrs, name);
}

export function attrValue(attrs: readonly Attr[], name: string): string | undefined {
  for (const [key, value] of attrs) if (key === name) return value;
  return undefined;
}

/** Returns attrs with `name` set to `value`, or removed when `value` is null; order is kept. */
export function setAttr(attrs: readonly Attr[], name: string, value: string | null): readonly Attr[] {
  const index = attrs.findIndex(([key]) => key === name);
  if (value === null) return index === -1 ? attrs : attrs.filter((_, i) => i !== index);
  if (index === -1) return [...attrs, [name, value]];
  if (attrs[index]![1] === value) return attrs;
  return attrs.map((attr, i) => (i === index ? ([name, value] as const) : attr));
}

export function hasClass(node: ElementNode, className: string): boolean {
  return (getAttr(node, 'class') ?? '').split(/\s+/).includes(className);
}

/** The class attribute value with `className` added or removed, or null when no class is left. */
export function toggleClassValue(current: string | undefined, className: string, on: boolean): string | null {
  const classes = (current ?? '').split(/\s+/).filter((c) => c !== '' && c !== className);
  if (on) classes.push(className);
  return classes.length === 0 ? null : classes.join(' ');
}

/** Attrs with `className` present or absent in the class list; the same array when nothing changes. */
export function withClass(attrs: readonly Attr[], className: string, on: boolean): readonly Attr[] {
  const current = attrValue(attrs, 'class');
  const hadIt = (current ?? '').split(/\s+/).includes(className);
  if (hadIt === on) return attrs;
  return setAttr(attrs, 'class', toggleClassValue(current, className, on));
}

/** Concatenated text of a subtree (for names, previews and the empty-rich-text rule). */
export function textContent(nodes: readonly HtmlNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'element') out += textContent(node.children);
  }
  return out;
}

/** Visits every element depth-first in document order. */
export function forEachElement(
  nodes: readonly HtmlNode[],
  visit: (element: ElementNode, parent: ElementNode | null, index: number) => void,
  parent: ElementNode | null = null,
): void {
  nodes.forEach((node, index) => {
    if (node.kind !== 'element') return;
    visit(node, parent, index);
    forEachElement(node.children, visit, node);
  });
}

/**
 * An element like `element` with other attributes or children. Always built as a literal in the
 * parser's property order: nodes come from the parser, from copies and from JSON (drafts, traces),
 * and a spread over such mixed shapes is megamorphic — slow on paths that run for every edit.
 */
export function elementWith(
  element: ElementNode,
  change: { readonly id?: string; readonly attrs?: readonly Attr[]; readonly children?: readonly HtmlNode[] },
): ElementNode {
  return {
    kind: 'element',
    id: change.id ?? element.id,
    tag: element.tag,
    attrs: change.attrs ?? element.attrs,
    children: change.children ?? element.children,
  };
}

/** Copies a subtree giving every element a fresh id (duplicating content). */
export function cloneWithNewIds(node: HtmlNode, nextId: () => string): HtmlNode {
  if (node.kind !== 'element') return node;
  return elementWith(node, {
    id: nextId(),
    children: node.children.map((child) => cloneWithNewIds(child, nextId)),
  });
}

export function countElements(nodes: readonly HtmlNode[]): number {
  let count = 0;
  forEachElement(nodes, () => {
    count++;
  });
  return count;
}
