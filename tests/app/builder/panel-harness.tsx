/**
 * Renders one builder panel with the app's providers (Chakra, Query, the session runtime and the
 * toaster) on a fake `fetch` answering per `METHOD /path`, signed in — without the router or
 * the builder screen around it. An inspector panel is drawn from a real editor store the way the
 * inspector frame draws it (`renderStorePanel`): re-rendered from the document after every
 * command, so undo updates the fields.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ComponentType, type ReactNode, useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import { type ElementKind, kindOf, type Selection } from '../../../src/app/builder/canvas/selection.ts';
import { EditorStore } from '../../../src/app/builder/editor-store.ts';
import { classesOf } from '../../../src/app/builder/inspector/node-values.ts';
import type { InspectorProps, LinkValue } from '../../../src/app/builder/inspector/types.ts';
import { createAppRuntime } from '../../../src/app/runtime.ts';
import { SESSION_STORAGE_KEY } from '../../../src/app/session/browser-ports.ts';
import { SessionProvider } from '../../../src/app/session/SessionProvider.tsx';
import { Toaster } from '../../../src/app/shell/toaster.tsx';
import { system } from '../../../src/app/theme/system.ts';
import { createEditor } from '../../../src/commands/editor.ts';
import type { SectionInput } from '../../../src/commands/section.ts';
import { emptyDocument, findSection, type PageDocument } from '../../../src/domain/document.ts';
import { type ElementNode, forEachElement, getAttr } from '../../../src/domain/html-tree.ts';
import { seededIds } from '../../../src/domain/ids.ts';
import { locate } from '../../../src/domain/tree-paths.ts';
import { renderSection } from '../../../src/projections/section-html.ts';
import { fail, type Handler, SESSION } from '../render-app.tsx';

export async function renderPanel(ui: ReactNode, handlers: Record<string, Handler> = {}) {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SESSION));
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? await handler(body, new Request(url, { method })) : fail(404, 'Not found');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const runtime = createAppRuntime({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: window.sessionStorage,
    hostname: 'localhost',
    closeWindow: () => false,
    goToLogin: () => {},
  });
  const view = await act(async () =>
    render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={runtime.queryClient}>
          <SessionProvider runtime={runtime}>
            {ui}
            <Toaster />
          </SessionProvider>
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
  return { ...view, runtime, calls, fetch };
}

/**
 * An editor store on an empty page (saved as revision 1) with `sections` added, on seeded ids and a
 * test clock moving `stepMs` per command: the default 1000 ms puts every command in its own undo
 * entry; under the 500 ms typing window a burst of field changes is one entry.
 */
export function editorStoreWith(sections: readonly SectionInput[], seed: number, stepMs = 1000): EditorStore {
  let clock = 1_000;
  const base = emptyDocument({ page_slug: 'home', page_id: 'p1' });
  const store = new EditorStore({
    base,
    baseRevision: 1,
    state: createEditor(base),
    ids: seededIds(seed),
    now: () => (clock += stepMs),
  });
  for (const section of sections) store.run({ kind: 'section.add', section });
  return store;
}

export function section(html: string, name = 'test-section', title = name): SectionInput {
  return { section_name: name, section_title: title, section_type: 'content', section_html: html };
}

/** An editor store (seed 7) on a section of `html`, then one of each `extraSections`. */
export function storeWith(html: string, extraSections: readonly string[] = []): EditorStore {
  const sections = [html, ...extraSections].map((sectionHtml, i) =>
    section(sectionHtml, `s${i}`, `Section ${i + 1}`),
  );
  return editorStoreWith(sections, 7);
}

export const docOf = (store: EditorStore): PageDocument => store.getSnapshot().state.doc;

/** The first section's saved html (clean mode), without the wrapper. */
export function sectionHtml(store: EditorStore): string {
  const html = renderSection(docOf(store).sections[0]!, 'clean');
  return html.slice(html.indexOf('>') + 1, -'</div>'.length);
}

export const byTag =
  (tag: string, className?: string) =>
  (node: ElementNode): boolean =>
    node.tag === tag &&
    (className === undefined || (getAttr(node, 'class') ?? '').split(' ').includes(className));

/** The first element (depth first) in the store's first section matching `test` (a tag, or a predicate). */
export function findNode(store: EditorStore, test: string | ((node: ElementNode) => boolean)): ElementNode {
  const matches = typeof test === 'string' ? byTag(test) : test;
  let found: ElementNode | undefined;
  forEachElement(docOf(store).sections[0]!.nodes, (element) => {
    if (!found && matches(element)) found = element;
  });
  if (!found) throw new Error(`no ${typeof test === 'string' ? `<${test}>` : 'such element'} in the section`);
  return found;
}

/** The selection of the first element `findNode` finds. */
export function select(store: EditorStore, test: string | ((node: ElementNode) => boolean)): Selection {
  return { sectionId: docOf(store).sections[0]!.section_id, elementId: findNode(store, test).id };
}

export function nodeAt(store: EditorStore, selection: Selection): ElementNode {
  const section = findSection(docOf(store), selection.sectionId)!;
  return locate(section.nodes, selection.elementId)!.node;
}

export interface StorePanelOptions {
  /** The panel's kind; by default the selected element's, as the builder reads it. */
  readonly kind?: ElementKind;
  readonly pickLink?: (current: LinkValue) => Promise<LinkValue | null>;
  readonly pickImage?: () => Promise<string | null>;
  readonly isDev?: boolean;
  /** The fake server's answers (a panel that loads data, e.g. the project's plans). */
  readonly handlers?: Record<string, Handler>;
}

/**
 * Renders an inspector panel for `selection` on `store` (with renderPanel's providers): the node
 * is read from the store's document on every change and `run` is the store's. `run`, `pickLink`
 * and `pickImage` come back as spies.
 */
export async function renderStorePanel(
  Panel: ComponentType<InspectorProps>,
  store: EditorStore,
  selection: Selection,
  options: StorePanelOptions = {},
) {
  const pickLink = vi.fn(options.pickLink ?? (async () => null));
  const pickImage = vi.fn(options.pickImage ?? (async () => null));
  // As BuilderSession.run: a group makes several commands one undo entry.
  const run = vi.fn((...[command, runOptions]: Parameters<InspectorProps['run']>) =>
    store.run(command, runOptions?.group === undefined ? {} : { group: runOptions.group }),
  );
  function StorePanel() {
    const { state } = useSyncExternalStore(store.subscribe, store.getSnapshot);
    const section = findSection(state.doc, selection.sectionId);
    const node = section && locate(section.nodes, selection.elementId)?.node;
    if (!node) return <p>No element selected.</p>;
    return (
      <Panel
        doc={state.doc}
        selection={selection}
        node={node}
        kind={options.kind ?? kindOf(node.tag, classesOf(node))}
        run={run}
        projectId="pr1"
        pageId="p1"
        isDev={options.isDev ?? false}
        pickLink={pickLink}
        pickImage={pickImage}
      />
    );
  }
  const view = await renderPanel(<StorePanel />, options.handlers);
  return { ...view, run, pickLink, pickImage };
}
