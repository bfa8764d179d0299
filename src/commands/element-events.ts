/**
 * Element events: the two edits every content change reduces to.
 * - `element.childrenSpliced`: a child list of one element (or a section's top level when
 *   `parentId` is null) lost `removed` and gained `inserted` at `index`.
 * - `element.attributesChanged`: one element's whole attribute list went from `before` to
 *   `after` (whole lists, so attribute order is restored exactly on undo).
 * Both carry their before and after, so `invert` needs no document.
 */
import { isDeepEqual } from '../domain/deep-equal.ts';
import { type Attr, elementWith, type HtmlNode } from '../domain/html-tree.ts';
import { locate, spliceAt, updateAt } from '../domain/tree-paths.ts';
import { updateSectionNodes } from './section.ts';
import type { EventFamily } from './types.ts';

export type ElementEvent =
  | {
      readonly type: 'element.childrenSpliced';
      readonly v: 1;
      readonly sectionId: string;
      readonly parentId: string | null;
      readonly index: number;
      readonly removed: readonly HtmlNode[];
      readonly inserted: readonly HtmlNode[];
      /**
       * The block an insert put in (inside a row it was wrapped in), which the builder selects next;
       * read from `user` entries only.
       */
      readonly select?: string;
    }
  | {
      readonly type: 'element.attributesChanged';
      readonly v: 1;
      readonly sectionId: string;
      readonly elementId: string;
      readonly before: readonly Attr[];
      readonly after: readonly Attr[];
    };

export type ChildrenSpliced = Extract<ElementEvent, { type: 'element.childrenSpliced' }>;

/** The event that puts `inserted` in place of `removed` among `parentId`'s children (null: the section's). */
export function childrenSpliced(
  sectionId: string,
  parentId: string | null,
  index: number,
  removed: readonly HtmlNode[],
  inserted: readonly HtmlNode[],
): ChildrenSpliced {
  return { type: 'element.childrenSpliced', v: 1, sectionId, parentId, index, removed, inserted };
}

export const elementEvents: EventFamily<ElementEvent> = {
  apply(doc, event) {
    switch (event.type) {
      case 'element.childrenSpliced':
        return updateSectionNodes(doc, event.sectionId, (nodes) => {
          if (event.parentId === null)
            return spliceAt(nodes, null, event.index, event.removed.length, event.inserted);
          const parent = locate(nodes, event.parentId);
          if (!parent) throw new Error(`element.childrenSpliced: no element ${event.parentId}`);
          return spliceAt(nodes, parent.path, event.index, event.removed.length, event.inserted);
        });
      case 'element.attributesChanged':
        return updateSectionNodes(doc, event.sectionId, (nodes) => {
          const target = locate(nodes, event.elementId);
          if (!target) throw new Error(`element.attributesChanged: no element ${event.elementId}`);
          return updateAt(nodes, target.path, (element) => elementWith(element, { attrs: event.after }));
        });
    }
  },
  invert(event) {
    switch (event.type) {
      case 'element.childrenSpliced':
        // `select` rides along unchanged, so inverting twice gives the event back exactly; the builder
        // reads it from `user` entries only (an undo's inverse removes the block it names).
        return { ...event, removed: event.inserted, inserted: event.removed };
      case 'element.attributesChanged':
        return { ...event, before: event.after, after: event.before };
    }
  },
  squash(first, second) {
    if (first.sectionId !== second.sectionId) return null;
    if (
      first.type === 'element.attributesChanged' &&
      second.type === 'element.attributesChanged' &&
      first.elementId === second.elementId &&
      isDeepEqual(first.after, second.before)
    ) {
      return { ...first, after: second.after };
    }
    if (
      first.type === 'element.childrenSpliced' &&
      second.type === 'element.childrenSpliced' &&
      first.parentId === second.parentId &&
      first.index === second.index &&
      isDeepEqual(first.inserted, second.removed)
    ) {
      return { ...first, inserted: second.inserted };
    }
    return null;
  },
};
