/**
 * Removing a carousel item (spec §4 Element removal): the neighbour becomes active, the
 * indicators are renumbered, and when only one item would remain the carousel goes, the remaining
 * item standing in its place as a plain block (issue 23: "a carousel left with one item becomes
 * that item"). Pure: returns the events for `element.remove` to emit.
 */
import {
  type Attr,
  type ElementNode,
  getAttr,
  type HtmlNode,
  hasClass,
  setAttr,
  withClass,
} from '../domain/html-tree.ts';
import { ancestry, locate } from '../domain/tree-paths.ts';
import type { ElementEvent } from './element-events.ts';

export function isCarouselItem(node: ElementNode): boolean {
  return hasClass(node, 'carousel-item');
}

/**
 * What removing `item` does: null when it is not inside a carousel; the carousel itself when
 * it was the only item (the caller removes it by the general rules, so its container may get the
 * placeholder); the event replacing the carousel by the other item when one would remain;
 * otherwise the events removing the item.
 */
export function carouselItemRemoval(
  nodes: readonly HtmlNode[],
  sectionId: string,
  item: ElementNode,
): readonly ElementEvent[] | { readonly removeCarousel: ElementNode } | null {
  const chain = ancestry(nodes, item.id);
  const carousel = [...chain].reverse().find((node) => node !== item && hasClass(node, 'carousel'));
  const inner = chain[chain.length - 2];
  if (!carousel || !inner) return null;

  const items = inner.children.filter(
    (child): child is ElementNode => child.kind === 'element' && isCarouselItem(child),
  );
  const position = items.indexOf(item);
  if (items.length < 2) return { removeCarousel: carousel };
  if (items.length === 2) {
    const found = locate(nodes, carousel.id)!;
    return [
      {
        type: 'element.childrenSpliced',
        v: 1,
        sectionId,
        parentId: found.parent?.id ?? null,
        index: found.path[found.path.length - 1]!,
        removed: [carousel],
        inserted: [asPlainBlock(items[1 - position]!)],
        // The builder selects what stands in the carousel's place.
        select: items[1 - position]!.id,
      },
    ];
  }

  const wasActive = hasClass(item, 'active');
  const remaining = items.filter((_, i) => i !== position);
  const activeIndex = wasActive
    ? Math.min(position, remaining.length - 1)
    : remaining.findIndex((node) => hasClass(node, 'active'));
  // The builder selects the slide now showing, so the slider's panel stays open on it.
  const showing = remaining[Math.max(0, activeIndex)]!;
  const events: ElementEvent[] = [{ ...removeNode(nodes, sectionId, item), select: showing.id }];
  if (wasActive) {
    const neighbour = remaining[activeIndex]!;
    events.push(attributesChange(sectionId, neighbour, withClass(neighbour.attrs, 'active', true)));
  }

  const indicatorsHost = findDescendant(carousel, (node) => hasClass(node, 'carousel-indicators'));
  if (indicatorsHost) {
    const indicators = indicatorsHost.children.filter(
      (child): child is ElementNode =>
        child.kind === 'element' && getAttr(child, 'data-bs-slide-to') !== undefined,
    );
    const removedIndicator = indicators[position];
    if (removedIndicator) events.push(removeNode(nodes, sectionId, removedIndicator));
    indicators
      .filter((_, i) => i !== position)
      .forEach((indicator, i) => {
        const attrs = renumberIndicator(indicator.attrs, i, i === activeIndex);
        if (attrs !== indicator.attrs) events.push(attributesChange(sectionId, indicator, attrs));
      });
  }
  return events;
}

/**
 * Events giving a duplicated carousel item (already inserted right after `item`) its own
 * indicator: a copy of the item's indicator inserted after it, and every indicator
 * renumbered. Empty when `item` is not in a carousel with indicators.
 */
export function carouselItemDuplication(
  nodes: readonly HtmlNode[],
  sectionId: string,
  item: ElementNode,
  nextId: () => string,
): readonly ElementEvent[] {
  const chain = ancestry(nodes, item.id);
  const carousel = [...chain].reverse().find((node) => node !== item && hasClass(node, 'carousel'));
  const inner = chain[chain.length - 2];
  if (!carousel || !inner) return [];
  const items = inner.children.filter(
    (child): child is ElementNode => child.kind === 'element' && isCarouselItem(child),
  );
  const position = items.indexOf(item);
  const host = findDescendant(carousel, (node) => hasClass(node, 'carousel-indicators'));
  if (!host) return [];
  const indicators = host.children.filter(
    (child): child is ElementNode =>
      child.kind === 'element' && getAttr(child, 'data-bs-slide-to') !== undefined,
  );
  const source = indicators[position];
  if (!source) return [];
  const activeIndex = items.findIndex((node) => hasClass(node, 'active'));
  const found = locate(nodes, source.id)!;
  const copy: ElementNode = {
    ...source,
    id: nextId(),
    attrs: renumberIndicator(source.attrs, position + 1, false),
  };
  const events: ElementEvent[] = [
    {
      type: 'element.childrenSpliced',
      v: 1,
      sectionId,
      parentId: host.id,
      index: found.path[found.path.length - 1]! + 1,
      removed: [],
      inserted: [copy],
    },
  ];
  indicators.forEach((indicator, i) => {
    const index = i <= position ? i : i + 1;
    const active = (activeIndex <= position ? activeIndex : activeIndex + 1) === index;
    const attrs = renumberIndicator(indicator.attrs, index, active);
    if (attrs !== indicator.attrs) events.push(attributesChange(sectionId, indicator, attrs));
  });
  return events;
}

/**
 * The last item of a carousel as a block of its own: no longer a slide, and a positioning box for
 * a caption it keeps (Bootstrap places `.carousel-caption` absolutely over the slide).
 */
export function asPlainBlock(item: ElementNode): ElementNode {
  let attrs = withClass(withClass(item.attrs, 'carousel-item', false), 'active', false);
  if (findDescendant(item, (node) => hasClass(node, 'carousel-caption')))
    attrs = withClass(attrs, 'position-relative', true);
  return { kind: 'element', id: item.id, tag: item.tag, attrs, children: item.children };
}

export function renumberIndicator(attrs: readonly Attr[], index: number, active: boolean): readonly Attr[] {
  let next = setAttr(attrs, 'data-bs-slide-to', String(index));
  if (attrs.some(([name]) => name === 'aria-label')) next = setAttr(next, 'aria-label', `Slide ${index + 1}`);
  next = withClass(next, 'active', active);
  return setAttr(next, 'aria-current', active ? 'true' : null);
}

function findDescendant(root: ElementNode, test: (node: ElementNode) => boolean): ElementNode | undefined {
  for (const child of root.children) {
    if (child.kind !== 'element') continue;
    if (test(child)) return child;
    const found = findDescendant(child, test);
    if (found) return found;
  }
  return undefined;
}

export function removeNode(
  nodes: readonly HtmlNode[],
  sectionId: string,
  node: ElementNode,
): Extract<ElementEvent, { type: 'element.childrenSpliced' }> {
  const found = locate(nodes, node.id);
  if (!found) throw new Error(`removeNode: ${node.id} not in section ${sectionId}`);
  return {
    type: 'element.childrenSpliced',
    v: 1,
    sectionId,
    parentId: found.parent?.id ?? null,
    index: found.path[found.path.length - 1]!,
    removed: [node],
    inserted: [],
  };
}

export function attributesChange(sectionId: string, node: ElementNode, after: readonly Attr[]): ElementEvent {
  return {
    type: 'element.attributesChanged',
    v: 1,
    sectionId,
    elementId: node.id,
    before: node.attrs,
    after,
  };
}
