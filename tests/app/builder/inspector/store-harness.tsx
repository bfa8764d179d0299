/**
 * A real editor store on one section, and a panel drawn from it the way the builder draws it:
 * re-rendered from the document after every command (so undo updates the fields). The section's
 * saved html (clean mode) is what tests compare. Providers are set up here rather than through
 * ../panel-harness.tsx, whose helpers import the whole app's router (and with it the builder screen).
 */

import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { ElementKind, Selection } from '../../../../src/app/builder/canvas/selection.ts';
import { EditorStore } from '../../../../src/app/builder/editor-store.ts';
import type { InspectorProps, LinkValue } from '../../../../src/app/builder/inspector/types.ts';
import { createAppRuntime } from '../../../../src/app/runtime.ts';
import { SESSION_STORAGE_KEY } from '../../../../src/app/session/browser-ports.ts';
import { SessionProvider } from '../../../../src/app/session/SessionProvider.tsx';
import { system } from '../../../../src/app/theme/system.ts';
import { createEditor } from '../../../../src/commands/editor.ts';
import type { PageDocument } from '../../../../src/domain/document.ts';
import { emptyDocument } from '../../../../src/domain/document.ts';
import { type ElementNode, forEachElement } from '../../../../src/domain/html-tree.ts';
import { seededIds } from '../../../../src/domain/ids.ts';
import { locate } from '../../../../src/domain/tree-paths.ts';
import { renderSection } from '../../../../src/projections/section-html.ts';

/** An editor store (seeded ids, test clock) on an empty page with one section of `html`. */
export function storeWith(html: string, extraSections: readonly string[] = []): EditorStore {
  let clock = 1_000;
  const base = emptyDocument({ page_slug: 'home', page_id: 'p1' });
  const store = new EditorStore({
    base,
    baseRevision: 1,
    state: createEditor(base),
    ids: seededIds(7),
    now: () => (clock += 1000),
  });
  [html, ...extraSections].forEach((sectionHtml, i) => {
    store.run({
      kind: 'section.add',
      section: {
        section_name: `s${i}`,
        section_title: `Section ${i + 1}`,
        section_type: 'content',
        section_html: sectionHtml,
      },
    });
  });
  return store;
}

export type Answer = { readonly status?: number; readonly body: unknown };

/** Renders `ui` with Chakra, Query and a signed-in session runtime on a fake fetch answering per `METHOD /path`. */
export async function renderWithApp(ui: ReactNode, handlers: Record<string, () => Answer> = {}) {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      tokens: { token: 'builder-token', payment_token: 'payment-token' },
      customer: {
        _id: 'c1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        userType: 'default',
        is_dev: false,
      },
    }),
  );
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const answer = handlers[`${init?.method ?? 'GET'} ${url.pathname}`]?.() ?? {
      status: 404,
      body: { code: 404, message: 'Not found' },
    };
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
          <SessionProvider runtime={runtime}>{ui}</SessionProvider>
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
  return { ...view, fetch };
}

export const docOf = (store: EditorStore): PageDocument => store.getSnapshot().state.doc;

/** The section's saved html, without the wrapper. */
export function sectionHtml(store: EditorStore): string {
  const html = renderSection(docOf(store).sections[0]!, 'clean');
  return html.slice(html.indexOf('>') + 1, -'</div>'.length);
}

/** The selection of the first element with this tag. */
export function select(store: EditorStore, tag: string): Selection {
  const section = docOf(store).sections[0]!;
  let found: ElementNode | undefined;
  forEachElement(section.nodes, (element) => {
    if (!found && element.tag === tag) found = element;
  });
  if (!found) throw new Error(`no <${tag}> in the section`);
  return { sectionId: section.section_id, elementId: found.id };
}

export function nodeAt(store: EditorStore, selection: Selection): ElementNode {
  const section = docOf(store).sections.find((s) => s.section_id === selection.sectionId)!;
  return locate(section.nodes, selection.elementId)!.node;
}

export interface LivePanelProps {
  readonly store: EditorStore;
  readonly selection: Selection;
  readonly kind: ElementKind;
  readonly Panel: ComponentType<InspectorProps>;
  readonly pickLink?: (current: LinkValue) => Promise<LinkValue | null>;
  readonly pickImage?: () => Promise<string | null>;
  readonly isDev?: boolean;
}

export function LivePanel({
  store,
  selection,
  kind,
  Panel,
  pickLink,
  pickImage,
  isDev = false,
}: LivePanelProps) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const doc = snapshot.state.doc;
  const section = doc.sections.find((s) => s.section_id === selection.sectionId)!;
  const node = locate(section.nodes, selection.elementId)!.node;
  return (
    <Panel
      doc={doc}
      selection={selection}
      node={node}
      kind={kind}
      run={(command) => store.run(command)}
      projectId="pr1"
      pageId="p1"
      isDev={isDev}
      pickLink={pickLink ?? vi.fn(async () => null)}
      pickImage={pickImage ?? vi.fn(async () => null)}
    />
  );
}
