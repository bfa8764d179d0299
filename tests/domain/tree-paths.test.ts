import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ElementNode, type HtmlNode, parseHtml } from '../../src/domain/html-tree.ts';
import { ancestry, locate, spliceAt, updateAt } from '../../src/domain/tree-paths.ts';

function counter(prefix = 'n'): () => string {
  let i = 0;
  return () => `${prefix}${i++}`;
}

/** The plain definition locate must agree with: first match in document order, with its path and parent. */
function reference(nodes: readonly HtmlNode[], id: string) {
  const walk = (
    list: readonly HtmlNode[],
    parent: ElementNode | null,
    prefix: number[],
  ): { node: ElementNode; parent: ElementNode | null; path: number[] } | undefined => {
    for (const [i, node] of list.entries()) {
      if (node.kind !== 'element') continue;
      if (node.id === id) return { node, parent, path: [...prefix, i] };
      const found = walk(node.children, node, [...prefix, i]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(nodes, null, []);
}

function allIds(nodes: readonly HtmlNode[]): string[] {
  const ids: string[] = [];
  const walk = (list: readonly HtmlNode[]) => {
    for (const node of list) {
      if (node.kind !== 'element') continue;
      ids.push(node.id);
      walk(node.children);
    }
  };
  walk(nodes);
  return ids;
}

const SAMPLE =
  '<div class="row"><div class="col"><h2>Title</h2><p>One <b>two</b></p></div><div class="col"><ul><li>a</li><li>b</li></ul></div></div><p>tail</p>';

describe('locate', () => {
  it('finds nested elements with their path and parent', () => {
    const nodes = parseHtml(SAMPLE, counter());
    for (const id of allIds(nodes)) expect(locate(nodes, id)).toEqual(reference(nodes, id));
    expect(locate(nodes, 'missing')).toBeUndefined();
  });

  it('stays right after the elements it found moved (stale hints are checked, never trusted)', () => {
    const ids = counter();
    let nodes: readonly HtmlNode[] = parseHtml(SAMPLE, ids);
    const heading = allIds(nodes)[2]!;
    expect(locate(nodes, heading)?.node.tag).toBe('h2');
    // Insert a paragraph before the heading: its old path now holds the new paragraph.
    const column = locate(nodes, allIds(nodes)[1]!)!;
    nodes = spliceAt(nodes, column.path, 0, 0, parseHtml('<p>new</p>', ids));
    expect(locate(nodes, heading)).toEqual(reference(nodes, heading));
    expect(locate(nodes, heading)?.node.tag).toBe('h2');
    // Remove the heading: it is gone, whatever the hints remember.
    const moved = locate(nodes, heading)!;
    nodes = spliceAt(nodes, column.path, moved.path.at(-1)!, 1, []);
    expect(locate(nodes, heading)).toBeUndefined();
  });

  it('answers for an older version of the tree after a newer one was searched', () => {
    const ids = counter();
    const before = parseHtml(SAMPLE, ids);
    const list = allIds(before)[5]!; // the <ul>
    const after = spliceAt(before, null, 0, 0, parseHtml('<section><ul><li>x</li></ul></section>', ids));
    expect(locate(after, list)).toEqual(reference(after, list));
    expect(locate(before, list)).toEqual(reference(before, list));
  });

  it('agrees with a plain search through any sequence of splices and attribute updates', () => {
    const edit = fc.record({
      kind: fc.constantFrom('insert', 'remove', 'attrs'),
      at: fc.nat(1000),
      pick: fc.nat(1000),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 25 }), fc.nat(1000), (edits, probe) => {
        const ids = counter();
        let nodes: readonly HtmlNode[] = parseHtml(SAMPLE, ids);
        for (const step of edits) {
          const known = allIds(nodes);
          // Look something up first, so later steps run against hints from earlier versions.
          if (known.length > 0) locate(nodes, known[step.pick % known.length]!);
          const parentId = known.length > 0 ? known[step.at % known.length]! : null;
          const parent = parentId === null ? null : locate(nodes, parentId)!;
          const children = parent ? parent.node.children : nodes;
          if (step.kind === 'insert') {
            const html = step.pick % 2 === 0 ? '<span>s<i>i</i></span>' : 'text';
            nodes = spliceAt(
              nodes,
              parent?.path ?? null,
              step.pick % (children.length + 1),
              0,
              parseHtml(html, ids),
            );
          } else if (step.kind === 'remove' && children.length > 0) {
            nodes = spliceAt(nodes, parent?.path ?? null, step.pick % children.length, 1, []);
          } else if (parent) {
            nodes = updateAt(nodes, parent.path, (element) => ({
              ...element,
              attrs: [['data-x', `${step.pick}`]],
            }));
          }
        }
        const known = allIds(nodes);
        const id = known.length > 0 ? known[probe % known.length]! : 'none';
        expect(locate(nodes, id)).toEqual(reference(nodes, id));
        expect(ancestry(nodes, id).map((e) => e.id)).toEqual(
          reference(nodes, id) ? [...ancestryIds(nodes, reference(nodes, id)!.path)] : [],
        );
      }),
      { numRuns: 300 },
    );
  });
});

function* ancestryIds(nodes: readonly HtmlNode[], path: readonly number[]): Generator<string> {
  let list = nodes;
  for (const index of path) {
    const node = list[index] as ElementNode;
    yield node.id;
    list = node.children;
  }
}

describe('updateAt', () => {
  it('keeps untouched subtrees by identity and leaves the input unchanged', () => {
    const nodes = parseHtml(SAMPLE, counter());
    const snapshot = JSON.stringify(nodes);
    const item = locate(nodes, allIds(nodes)[6]!)!; // first <li>
    const next = updateAt(nodes, item.path, (element) => ({ ...element, attrs: [['class', 'on']] }));
    expect(JSON.stringify(nodes)).toBe(snapshot);
    expect(next[1]).toBe(nodes[1]); // the trailing <p>
    const row = next[0] as ElementNode;
    expect(row.children[0]).toBe((nodes[0] as ElementNode).children[0]); // the first column
    expect(locate(next, item.node.id)?.node.attrs).toEqual([['class', 'on']]);
  });

  it('returns the same list when the update changes nothing', () => {
    const nodes = parseHtml(SAMPLE, counter());
    const path = locate(nodes, allIds(nodes)[3]!)!.path;
    expect(updateAt(nodes, path, (element) => element)).toBe(nodes);
  });
});
