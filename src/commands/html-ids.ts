/**
 * Regenerating HTML `id` attributes in copied content (spec §9: duplicated element ids are
 * 5 characters). References inside the copy (`href="#x"`, `data-bs-target`, `aria-controls`,
 * `for`, …) follow their element, so a duplicated carousel's controls drive the copy.
 */
import { type Attr, forEachElement, getAttr, type HtmlNode } from '../domain/html-tree.ts';
import { elementId, type IdSource } from '../domain/ids.ts';

const SELECTOR_REFERENCES = new Set([
  'href',
  'data-bs-target',
  'data-bs-parent',
  'data-target',
  'data-parent',
]);
const PLAIN_REFERENCES = new Set(['aria-controls', 'aria-labelledby', 'aria-describedby', 'for', 'list']);

const idSets = new WeakMap<readonly HtmlNode[], ReadonlySet<string>>();

/**
 * The html `id`s used in `nodes`. Kept per node list: a document's lists are never changed in place,
 * so a page's unchanged sections answer from here, and checking an id against a 200-section page
 * reads only what changed (section.setAnchor: ≈ 0.7 ms a check before).
 */
export function htmlIdsIn(nodes: readonly HtmlNode[]): ReadonlySet<string> {
  let ids = idSets.get(nodes);
  if (!ids) {
    const found = new Set<string>();
    forEachElement(nodes, (element) => {
      const id = getAttr(element, 'id');
      if (id !== undefined) found.add(id);
    });
    ids = found;
    idSets.set(nodes, ids);
  }
  return ids;
}

export function regenerateHtmlIds(nodes: readonly HtmlNode[], ids: IdSource): readonly HtmlNode[] {
  const renamed = new Map<string, string>();
  forEachElement(nodes, (element) => {
    const id = getAttr(element, 'id');
    if (id && !renamed.has(id)) renamed.set(id, elementId(ids));
  });
  if (renamed.size === 0) return nodes;
  return nodes.map((node) => renameIn(node, renamed));
}

function renameIn(node: HtmlNode, renamed: ReadonlyMap<string, string>): HtmlNode {
  if (node.kind !== 'element') return node;
  const attrs = node.attrs.map(([name, value]): Attr => [name, renameValue(name, value, renamed)]);
  return { ...node, attrs, children: node.children.map((child) => renameIn(child, renamed)) };
}

function renameValue(name: string, value: string, renamed: ReadonlyMap<string, string>): string {
  if (name === 'id') return renamed.get(value) ?? value;
  if (SELECTOR_REFERENCES.has(name) && value.startsWith('#')) {
    const target = renamed.get(value.slice(1));
    return target ? `#${target}` : value;
  }
  if (PLAIN_REFERENCES.has(name)) {
    return value
      .split(' ')
      .map((part) => renamed.get(part) ?? part)
      .join(' ');
  }
  return value;
}
