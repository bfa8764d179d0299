/**
 * Finding and immutably updating nodes of a section tree by builder id.
 * Untouched subtrees keep their identity, which is what lets projections cache by object.
 */
import type { ElementNode, HtmlNode } from './html-tree.ts';

export interface Located {
  readonly node: ElementNode;
  /** Child indexes from the section's top level down to the node. */
  readonly path: readonly number[];
  readonly parent: ElementNode | null;
}

export function locate(nodes: readonly HtmlNode[], id: string): Located | undefined {
  const path: number[] = [];
  const found = search(nodes, id, null, path);
  return found ? { node: found.node, parent: found.parent, path } : undefined;
}

/** Depth-first search filling `path` in place (hot: runs for every element event). */
function search(
  list: readonly HtmlNode[],
  id: string,
  parent: ElementNode | null,
  path: number[],
): { node: ElementNode; parent: ElementNode | null } | undefined {
  for (let i = 0; i < list.length; i++) {
    const node = list[i]!;
    if (node.kind !== 'element') continue;
    path.push(i);
    if (node.id === id) return { node, parent };
    const found = search(node.children, id, node, path);
    if (found) return found;
    path.pop();
  }
  return undefined;
}

/** The chain of elements from the top level down to (and including) the node with `id`. */
export function ancestry(nodes: readonly HtmlNode[], id: string): readonly ElementNode[] {
  const found = locate(nodes, id);
  if (!found) return [];
  const chain: ElementNode[] = [];
  let list = nodes;
  for (const index of found.path) {
    const node = list[index] as ElementNode;
    chain.push(node);
    list = node.children;
  }
  return chain;
}

/** Replaces the element at `path` with `update(element)`. */
export function updateAt(
  nodes: readonly HtmlNode[],
  path: readonly number[],
  update: (element: ElementNode) => ElementNode,
  depth = 0,
): readonly HtmlNode[] {
  // Hot (every element event): walks the path by index instead of slicing it at each level.
  const head = path[depth];
  if (head === undefined) throw new Error('updateAt: empty path');
  const target = nodes[head];
  if (target?.kind !== 'element') throw new Error(`updateAt: no element at index ${head}`);
  const next =
    depth === path.length - 1
      ? update(target)
      : { ...target, children: updateAt(target.children, path, update, depth + 1) };
  if (next === target) return nodes;
  const copy = nodes.slice();
  copy[head] = next;
  return copy;
}

/** Splices the child list of the element at `parentPath` (or the top level when null). */
export function spliceAt(
  nodes: readonly HtmlNode[],
  parentPath: readonly number[] | null,
  index: number,
  removeCount: number,
  insert: readonly HtmlNode[],
): readonly HtmlNode[] {
  const splice = (list: readonly HtmlNode[]): HtmlNode[] => {
    if (index < 0 || index + removeCount > list.length) {
      throw new Error(`spliceAt: range ${index}+${removeCount} outside ${list.length} children`);
    }
    const copy = list.slice();
    copy.splice(index, removeCount, ...insert);
    return copy;
  };
  if (parentPath === null || parentPath.length === 0) return splice(nodes);
  return updateAt(nodes, parentPath, (parent) => ({ ...parent, children: splice(parent.children) }));
}
