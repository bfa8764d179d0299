/**
 * Renders one inspector panel on a real EditorStore, the way the inspector frame does: the
 * selected element's node is read from the store's document on every change, and `run` is the
 * store's. Shared by the icon, list, nav and embed panel tests. The panels need only Chakra (no
 * router, query or session), so this renders them without the app around them.
 */

import { ChakraProvider } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import { kindOf } from '../../../../../src/app/builder/canvas/selection.ts';
import { EditorStore } from '../../../../../src/app/builder/editor-store.ts';
import type { InspectorProps, LinkValue } from '../../../../../src/app/builder/inspector/types.ts';
import { system } from '../../../../../src/app/theme/system.ts';
import { createEditor } from '../../../../../src/commands/editor.ts';
import type { SectionInput } from '../../../../../src/commands/section.ts';
import { emptyDocument, findSection } from '../../../../../src/domain/document.ts';
import {
  type ElementNode,
  getAttr,
  type HtmlNode,
  serializeNodes,
} from '../../../../../src/domain/html-tree.ts';
import { seededIds } from '../../../../../src/domain/ids.ts';

export function section(html: string, name = 'test-section'): SectionInput {
  return { section_name: name, section_title: name, section_type: 'content', section_html: html };
}

/** The first element (depth first) matching `test` in the store's first section. */
export function findNode(store: EditorStore, test: (node: ElementNode) => boolean): ElementNode {
  const search = (nodes: readonly HtmlNode[]): ElementNode | null => {
    for (const node of nodes) {
      if (node.kind !== 'element') continue;
      if (test(node)) return node;
      const found = search(node.children);
      if (found) return found;
    }
    return null;
  };
  const found = search(store.getSnapshot().state.doc.sections[0]!.nodes);
  if (!found) throw new Error('no such node');
  return found;
}

export const byTag =
  (tag: string, className?: string) =>
  (node: ElementNode): boolean =>
    node.tag === tag &&
    (className === undefined || (getAttr(node, 'class') ?? '').split(' ').includes(className));

/** The first section's html as saved (no builder ids). */
export function sectionHtml(store: EditorStore): string {
  return serializeNodes(store.getSnapshot().state.doc.sections[0]!.nodes);
}

export interface HostOptions {
  readonly pickLink?: (current: LinkValue) => Promise<LinkValue | null>;
  readonly pickImage?: () => Promise<string | null>;
}

export async function renderOnStore(
  Panel: ComponentType<InspectorProps>,
  store: EditorStore,
  elementId: string,
  options: HostOptions = {},
) {
  const sectionId = store.getSnapshot().state.doc.sections[0]!.section_id;
  const pickLink = vi.fn(options.pickLink ?? (async () => null));
  const pickImage = vi.fn(options.pickImage ?? (async () => null));
  const run = vi.fn((command: Parameters<InspectorProps['run']>[0]) => store.run(command));
  function Host() {
    const { state } = useSyncExternalStore(store.subscribe, store.getSnapshot);
    const doc = state.doc;
    const sectionState = findSection(doc, sectionId);
    const find = (nodes: readonly HtmlNode[]): ElementNode | null => {
      for (const node of nodes) {
        if (node.kind !== 'element') continue;
        if (node.id === elementId) return node;
        const found = find(node.children);
        if (found) return found;
      }
      return null;
    };
    const node = sectionState ? find(sectionState.nodes) : null;
    if (!node) return <p>No element selected.</p>;
    return (
      <Panel
        doc={doc}
        selection={{ sectionId, elementId }}
        node={node}
        kind={kindOf(node.tag, (getAttr(node, 'class') ?? '').split(/\s+/).filter(Boolean))}
        run={run}
        projectId="project-1"
        pageId="p1"
        isDev={false}
        pickLink={pickLink}
        pickImage={pickImage}
      />
    );
  }
  const view = await act(async () =>
    render(
      <ChakraProvider value={system}>
        <Host />
      </ChakraProvider>,
    ),
  );
  return { ...view, run, pickLink, pickImage, sectionId };
}

/**
 * An editor store on an empty page with `sections` added, on seeded ids and a test clock that moves
 * 100 ms per command (within the 500 ms typing window, so a burst of field changes is one entry).
 */
export function editorStoreWith(sections: readonly SectionInput[], seed: number): EditorStore {
  let clock = 1_000;
  const base = emptyDocument({ page_slug: 'home', page_id: 'p1' });
  const store = new EditorStore({
    base,
    baseRevision: 1,
    state: createEditor(base),
    ids: seededIds(seed),
    now: () => (clock += 100),
  });
  for (const input of sections) store.run({ kind: 'section.add', section: input });
  return store;
}
