/**
 * The document's inline html ↔ a ProseMirror document of `textSchema` (schema.ts). Pure: it
 * reads html with the document's own parser (html-tree.ts) and writes it with the document's
 * serialiser, so what the editor commits is exactly what `element.setRichText` stores.
 *
 * Invariants (tested): `htmlToDoc(docToHtml(d))` equals `d` for every normalised document
 * `d`; mapping html twice gives the html mapping once gives. Whitespace is read as a browser
 * shows it — runs collapse to one space, also across the edges of inline elements (`a <em> b`
 * shows one space), and spaces at the edges of the block or of a line go — because the editor
 * shows text `white-space: pre-wrap`, where raw source indentation would appear.
 */
import type { Mark, Node as PMNode } from 'prosemirror-model';
import {
  type Attr,
  type ElementNode,
  type HtmlNode,
  parseHtml,
  serializeNodes,
  textContent,
} from '../../../domain/html-tree.ts';
import { textSchema } from './schema.ts';
import { isStyleMark, readStyleSpan, styleSpanAttrs } from './style-marks.ts';

/** Inline elements kept as a generic `inline` mark (with their tag and attributes). */
const INLINE_WRAPPERS = new Set([
  'span',
  'small',
  'big',
  'mark',
  'code',
  'abbr',
  'cite',
  'q',
  'kbd',
  'samp',
  'var',
  'time',
  'font',
  'label',
  'bdi',
  'bdo',
  'data',
  'dfn',
  'ins',
]);

const TAG_MARKS: Readonly<Record<string, string>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  del: 'strike',
  strike: 'strike',
  sub: 'subscript',
  sup: 'superscript',
};

const COLLAPSIBLE = /[ \t\n\r\f]+/g;
const noId = () => '';

/** Reads an element's inner html into an editor document. */
export function htmlToDoc(html: string): PMNode {
  const inline: PMNode[] = [];
  readNodes(parseHtml(html, noId), [], inline, { afterSpace: false });
  return textSchema.node('doc', null, trimLineEdges(inline));
}

/** Writes an editor document as the element's inner html. */
export function docToHtml(doc: PMNode): string {
  return serializeNodes(docToNodes(doc));
}

function markFor(node: ElementNode): Mark | null {
  const { tag, attrs } = node;
  if (tag === 'a') return textSchema.marks.link!.create({ attrs });
  const style = readStyleSpan(tag, attrs);
  if (style) return textSchema.marks[style.mark]!.create({ value: style.value });
  const name = TAG_MARKS[tag];
  if (name) return textSchema.marks[name]!.create({ tag, attrs });
  if (INLINE_WRAPPERS.has(tag)) return textSchema.marks.inline!.create({ tag, attrs });
  return null;
}

function raw(html: string, marks: readonly Mark[]): PMNode {
  return textSchema.nodes.raw!.create({ html }, null, marks);
}

/** Whether the text read last ended with a space: a space right after it collapses into it. */
interface Flow {
  afterSpace: boolean;
}

function readNodes(nodes: readonly HtmlNode[], marks: readonly Mark[], out: PMNode[], flow: Flow): void {
  for (const node of nodes) {
    if (node.kind === 'text') {
      let text = node.text.replace(COLLAPSIBLE, ' ');
      if (flow.afterSpace) text = text.replace(/^ /, '');
      if (text === '') continue;
      out.push(textSchema.text(text, marks));
      flow.afterSpace = text.endsWith(' ');
      continue;
    }
    if (node.kind === 'comment') {
      out.push(raw(`<!--${node.text}-->`, marks));
      flow.afterSpace = false;
      continue;
    }
    if (node.tag === 'br') {
      out.push(textSchema.nodes.hard_break!.create({ attrs: node.attrs }, null, marks));
      flow.afterSpace = false;
      continue;
    }
    const mark = markFor(node);
    // A wrapper without text (an icon `<i class="fa-…">`, an empty `<span>`) would vanish as a mark.
    // Kept whole, it stands between the texts around it: their spaces stay.
    if (!mark || textContent(node.children) === '') {
      out.push(raw(serializeNodes([node]), marks));
      flow.afterSpace = false;
      continue;
    }
    // A mark's edges are no boundary for spaces: `a <em> b</em>` shows one space.
    readNodes(node.children, mark.addToSet(marks), out, flow);
  }
}

/**
 * Drops spaces at the start and end of the block and of each line (around `<br>`), as a browser
 * does: a text that becomes empty lets the trimming reach the next one.
 */
function trimLineEdges(nodes: readonly PMNode[]): PMNode[] {
  const trimmed = trimLineStarts(nodes, /^ /);
  return trimLineStarts(trimmed.reverse(), / $/).reverse();
}

function trimLineStarts(nodes: readonly PMNode[], space: RegExp): PMNode[] {
  const out: PMNode[] = [];
  let lineStart = true;
  for (const node of nodes) {
    if (node.type.name === 'hard_break') lineStart = true;
    else if (!node.isText) lineStart = false;
    else if (lineStart) {
      const text = (node.text ?? '').replace(space, '');
      if (text === '') continue;
      out.push(textSchema.text(text, node.marks));
      lineStart = false;
      continue;
    }
    out.push(node);
  }
  return out;
}

interface Open {
  readonly mark: Mark;
  readonly children: HtmlNode[];
}

function elementFor(mark: Mark): ElementNode {
  const name = mark.type.name;
  if (isStyleMark(name)) {
    const attrs = styleSpanAttrs(name, mark.attrs.value as string);
    return { kind: 'element', id: '', tag: 'span', attrs, children: [] };
  }
  const attrs = mark.attrs.attrs as readonly Attr[];
  const tag = mark.type.name === 'link' ? 'a' : (mark.attrs.tag as string);
  return { kind: 'element', id: '', tag, attrs, children: [] };
}

function docToNodes(doc: PMNode): HtmlNode[] {
  const root: HtmlNode[] = [];
  // The marks currently open, outermost first; marks are ordered by rank, so a shared prefix stays open.
  const open: Open[] = [];
  doc.forEach((node) => {
    let keep = 0;
    while (keep < open.length && keep < node.marks.length && open[keep]!.mark.eq(node.marks[keep]!)) keep++;
    open.length = keep;
    for (const mark of node.marks.slice(keep)) {
      const element = elementFor(mark);
      (open[open.length - 1]?.children ?? root).push(element);
      open.push({ mark, children: element.children as HtmlNode[] });
    }
    const into = open[open.length - 1]?.children ?? root;
    if (node.isText) into.push({ kind: 'text', text: node.text ?? '' });
    else if (node.type.name === 'hard_break')
      into.push({
        kind: 'element',
        id: '',
        tag: 'br',
        attrs: node.attrs.attrs as readonly Attr[],
        children: [],
      });
    else into.push(...parseHtml(node.attrs.html as string, noId));
  });
  return root;
}
