/**
 * Finding and immutably updating nodes of a section tree by builder id.
 * Untouched subtrees keep their identity, which is what lets projections cache by object.
 */
import { type ElementNode, elementWith, type HtmlNode } from './html-tree.ts';

export interface Located {
  readonly node: ElementNode;
  /** Child indexes from the section's top level down to the node. */
  readonly path: readonly number[];
  readonly parent: ElementNode | null;
}

export function locate(nodes: readonly HtmlNode[], id: string): Located | undefined {
  const hints = pathHints(nodes);
  const hinted = hints.get(id);
  if (hinted) {
    const found = follow(nodes, hinted, id);
    if (found) return found;
  }
  const path: number[] = [];
  const found = search(nodes, id, null, path);
  if (!found) return undefined;
  hints.set(id, path);
  return { node: found.node, parent: found.parent, path };
}

/**
 * Where each id was last found, shared by a node list and the lists updated from it. Locating by id
 * runs for every element event, and a depth-first search per event dominated replay time; a hint is
 * only ever used after checking the element at its path has the id (builder ids are unique in a
 * section), so a stale hint costs one search, never a wrong answer.
 */
const hintsByList = new WeakMap<readonly HtmlNode[], Map<string, readonly number[]>>();

function pathHints(nodes: readonly HtmlNode[]): Map<string, readonly number[]> {
  let hints = hintsByList.get(nodes);
  if (!hints) {
    hints = new Map();
    hintsByList.set(nodes, hints);
  }
  return hints;
}

function carryHints(previous: readonly HtmlNode[], next: readonly HtmlNode[]): void {
  const hints = hintsByList.get(previous);
  if (hints && next !== previous && !hintsByList.has(next)) hintsByList.set(next, hints);
}

function follow(nodes: readonly HtmlNode[], path: readonly number[], id: string): Located | undefined {
  let list = nodes;
  let parent: ElementNode | null = null;
  let node: HtmlNode | undefined;
  for (let depth = 0; depth < path.length; depth++) {
    if (node) parent = node as ElementNode;
    node = list[path[depth]!];
    if (node?.kind !== 'element') return undefined;
    list = node.children;
  }
  return node?.kind === 'element' && node.id === id ? { node, parent, path } : undefined;
}

/** Depth-first search filling `path` in place. */
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
): readonly HtmlNode[] {
  const next = updateAtDepth(nodes, path, update, 0);
  carryHints(nodes, next);
  return next;
}

function updateAtDepth(
  nodes: readonly HtmlNode[],
  path: readonly number[],
  update: (element: ElementNode) => ElementNode,
  depth: number,
): readonly HtmlNode[] {
  // Hot (every element event): walks the path by index instead of slicing it at each level.
  const head = path[depth];
  if (head === undefined) throw new Error('updateAt: empty path');
  const target = nodes[head];
  if (target?.kind !== 'element') throw new Error(`updateAt: no element at index ${head}`);
  let next: ElementNode;
  if (depth === path.length - 1) next = update(target);
  else {
    const children = updateAtDepth(target.children, path, update, depth + 1);
    next = children === target.children ? target : elementWith(target, { children });
  }
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
  if (parentPath === null || parentPath.length === 0) {
    const next = splice(nodes);
    carryHints(nodes, next);
    return next;
  }
  return updateAt(nodes, parentPath, (parent) => elementWith(parent, { children: splice(parent.children) }));
}
