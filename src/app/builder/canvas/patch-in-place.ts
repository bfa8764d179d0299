/**
 * Element-level canvas patches: a text, attribute or style edit changes a few nodes of a
 * section, and only those change in the canvas. Rendering the whole section again (what
 * patch-canvas.ts otherwise does) re-parses its html, restyles and relays out every element of
 * it, and gives its images new elements; on a 200-section page that was most of a text or style
 * edit's frame.
 *
 * Sections are immutable trees that keep untouched nodes by identity, so the changed nodes are
 * found by identity, and their elements in the canvas by builder id (`data-pw-id`). The result
 * must be exactly what rendering the section anew gives; whenever that cannot be guaranteed
 * cheaply the patch declines (returns false, having changed nothing, or having changed only
 * what the caller's full render then replaces):
 *
 * - anything of the wrapper changed (settings, names), or the section's top-level node list
 *   changed shape;
 * - an element's children changed shape: they are re-parsed in place (`innerHTML` on their
 *   element) and declined if the browser's tree then differs from the document's (the html
 *   parser may nest differently in context than in a whole section);
 * - a text or attribute edit whose element's children in the canvas do not match the document
 *   one-to-one (the parser fixed up malformed html there), or whose attribute order a fresh
 *   render would give differently;
 * - inside a block being edited with the text editor (`contenteditable`), which owns its DOM.
 */
import type { SectionState } from '../../../domain/document.ts';
import {
  type Attr,
  type ElementNode,
  type HtmlNode,
  NODE_ID_ATTR,
  serializeNodes,
} from '../../../domain/html-tree.ts';

/** Canvas-only marks the selection puts on elements (canvas-document.ts); ignored when comparing. */
const MARKS = new Set(['data-pw-selected', 'data-pw-hovered']);
/** Images waiting to come near the view keep their address elsewhere (offscreen-sections.ts). */
const DEFERRED = ['data-pw-src', 'data-pw-srcset'];
/** Attribute names `setAttribute` accepts everywhere (a parser accepts more, e.g. `@click`). */
const SETTABLE_NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;
const SAFE_ID = /^[A-Za-z0-9_-]+$/;

type Op =
  | {
      readonly kind: 'attrs';
      readonly element: Element;
      readonly before: readonly Attr[];
      readonly after: readonly Attr[];
    }
  | { readonly kind: 'text'; readonly node: CharacterData; readonly text: string }
  | { readonly kind: 'children'; readonly element: Element; readonly nodes: readonly HtmlNode[] };

/**
 * Brings `wrapper` (the canvas element of `before`) to `after` in place. True when done; false
 * when the caller must render the section anew (into the same wrapper).
 */
export function patchSectionInPlace(
  wrapper: Element,
  before: SectionState,
  after: SectionState,
  prepareElement?: (element: Element) => void,
): boolean {
  if (
    before.section_id !== after.section_id ||
    before.section_name !== after.section_name ||
    before.section_title !== after.section_title ||
    before.section_type !== after.section_type ||
    before.settings !== after.settings
  )
    return false;
  const ops: Op[] = [];
  if (!diffList(wrapper, null, before.nodes, after.nodes, ops)) return false;
  const reparsed: { element: Element; nodes: readonly HtmlNode[] }[] = [];
  for (const op of ops) {
    switch (op.kind) {
      case 'text':
        op.node.data = op.text;
        break;
      case 'attrs':
        applyAttributes(op.element, op.before, op.after);
        prepareElement?.(op.element);
        break;
      case 'children':
        op.element.innerHTML = serializeNodes(op.nodes, { withIds: true });
        prepareElement?.(op.element);
        reparsed.push(op);
        break;
    }
  }
  // The caller's full render replaces whatever was changed above.
  return reparsed.every(({ element, nodes }) => matches(element, nodes, true));
}

/**
 * Adds to `ops` what turns `before` into `after` under `parent` (null: the section's top level,
 * whose canvas children also hold the wrapper's own parts, so only its elements are looked at).
 */
function diffList(
  wrapper: Element,
  parent: Element | null,
  before: readonly HtmlNode[],
  after: readonly HtmlNode[],
  ops: Op[],
): boolean {
  if (before === after) return true;
  const reparse = (): boolean => {
    if (parent === null || editing(parent) || parent.querySelector('[contenteditable]')) return false;
    ops.push({ kind: 'children', element: parent, nodes: after });
    return true;
  };
  if (before.length !== after.length) return reparse();
  // Text and comments are found by position: only where the canvas mirrors the document here.
  let mirrored: boolean | null = null;
  const pending: Op[] = [];
  for (let i = 0; i < after.length; i++) {
    const old = before[i]!;
    const next = after[i]!;
    if (old === next) continue;
    if (old.kind !== next.kind) return reparse();
    if (next.kind === 'element') {
      const was = old as ElementNode;
      if (was.id !== next.id || was.tag !== next.tag) return reparse();
      const element = SAFE_ID.test(next.id) ? wrapper.querySelector(`[${NODE_ID_ATTR}="${next.id}"]`) : null;
      if (!element || editing(element)) return false;
      if (was.attrs !== next.attrs) {
        if (!attributesPatchable(element, was.attrs, next.attrs)) return false;
        pending.push({ kind: 'attrs', element, before: was.attrs, after: next.attrs });
      }
      if (!diffList(wrapper, element, was.children, next.children, pending)) return false;
      continue;
    }
    mirrored ??= parent !== null && !editing(parent) && matches(parent, before, false);
    if (!mirrored) return reparse();
    pending.push({ kind: 'text', node: parent!.childNodes[i] as CharacterData, text: next.text });
  }
  ops.push(...pending);
  return true;
}

/** Whether `element`'s child nodes are `nodes`, one to one (and, when `deep`, all the way down). */
function matches(element: Element, nodes: readonly HtmlNode[], deep: boolean): boolean {
  const children = element.childNodes;
  if (children.length !== nodes.length) return false;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const child = children[i]!;
    switch (node.kind) {
      case 'text':
        if (child.nodeType !== 3 || (deep && (child as Text).data !== node.text)) return false;
        break;
      case 'comment':
        if (child.nodeType !== 8 || (deep && (child as Comment).data !== node.text)) return false;
        break;
      case 'element':
        if (child.nodeType !== 1 || (child as Element).getAttribute(NODE_ID_ATTR) !== node.id) return false;
        if (deep && !matches(child as Element, node.children, true)) return false;
        break;
    }
  }
  return true;
}

/** Inside (or being) a block the text editor holds. */
function editing(element: Element): boolean {
  return element.closest('[contenteditable]') !== null;
}

/**
 * Whether setting and removing attributes gives the element what a fresh render gives, in the
 * same order: the canvas has the old attributes (after the builder id) and nothing of its own
 * but the selection's marks; a new attribute is one the document appends (setAttr appends).
 */
function attributesPatchable(element: Element, before: readonly Attr[], after: readonly Attr[]): boolean {
  if (DEFERRED.some((name) => element.hasAttribute(name))) return false;
  const shown = element.getAttributeNames().filter((name) => name !== NODE_ID_ATTR && !MARKS.has(name));
  const names = before.map(([name]) => name);
  const added = after.some(([name]) => !names.includes(name));
  // A builder attribute (an image's `loading`, the legend mark) would end up before an added one.
  if (added && (shown.length !== names.length || shown.some((name, i) => name !== names[i]))) return false;
  const kept = names.filter((name) => after.some(([other]) => other === name));
  const expected = [...kept, ...after.map(([name]) => name).filter((name) => !names.includes(name))];
  return (
    expected.length === after.length &&
    expected.every((name, i) => name === after[i]![0] && SETTABLE_NAME.test(name))
  );
}

function applyAttributes(element: Element, before: readonly Attr[], after: readonly Attr[]): void {
  for (const [name] of before) if (!after.some(([other]) => other === name)) element.removeAttribute(name);
  for (const [name, value] of after) {
    const old = before.find(([other]) => other === name);
    if (old?.[1] !== value) element.setAttribute(name, value);
  }
}
