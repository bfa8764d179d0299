/**
 * Renders one builder panel with the app's providers (Chakra, Query, the session runtime and the
 * toaster) on a fake `fetch` answering per `METHOD /path`, signed in — without the router or
 * the builder screen around it.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { EditorStore } from '../../../src/app/builder/editor-store.ts';
import { createAppRuntime } from '../../../src/app/runtime.ts';
import { SESSION_STORAGE_KEY } from '../../../src/app/session/browser-ports.ts';
import { SessionProvider } from '../../../src/app/session/SessionProvider.tsx';
import { Toaster } from '../../../src/app/shell/toaster.tsx';
import { system } from '../../../src/app/theme/system.ts';
import { createEditor } from '../../../src/commands/editor.ts';
import type { SectionInput } from '../../../src/commands/section.ts';
import { emptyDocument } from '../../../src/domain/document.ts';
import { seededIds } from '../../../src/domain/ids.ts';
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

/** An editor store on an empty page (saved as revision 1) with `sections` added, on seeded ids and a test clock. */
export function editorStoreWith(sections: readonly SectionInput[], seed: number): EditorStore {
  let clock = 1_000;
  const base = emptyDocument({ page_slug: 'home', page_id: 'p1' });
  const store = new EditorStore({
    base,
    baseRevision: 1,
    state: createEditor(base),
    ids: seededIds(seed),
    now: () => (clock += 1000),
  });
  for (const section of sections) store.run({ kind: 'section.add', section });
  return store;
}
