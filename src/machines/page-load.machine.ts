/**
 * Page lifecycle (spec §4 Page lifecycle; §9 save 1 s after load): preview loading is true
 * until the sections load; about 1 second later the automatic save runs, together with
 * loading the gallery, template images, stock images and Pexels images. Those side loads
 * fail independently: a failed gallery never blocks the builder, and each error is kept.
 */
import { assign, fromPromise, setup } from 'xstate';
import { SAVE_DELAY_AFTER_LOAD_MS } from '../domain/limits.ts';

export interface PageLoadPorts {
  loadPage(): Promise<void>;
  autosave(): Promise<void>;
  loadGallery(): Promise<void>;
  loadTemplateImages(): Promise<void>;
  loadStockImages(): Promise<void>;
  loadPexelsImages(): Promise<void>;
}

export type SideLoad = 'autosave' | 'gallery' | 'templateImages' | 'stockImages' | 'pexelsImages';

export interface PageLoadContext {
  readonly ports: PageLoadPorts;
  readonly error: string | null;
  readonly sideErrors: Partial<Record<SideLoad, string>>;
}

const messageOf = (error: unknown): string =>
  (error as { message?: string } | undefined)?.message || 'Something went wrong while loading.';

const SIDE_LOADS: readonly (readonly [SideLoad, (ports: PageLoadPorts) => Promise<void>])[] = [
  ['autosave', (ports) => ports.autosave()],
  ['gallery', (ports) => ports.loadGallery()],
  ['templateImages', (ports) => ports.loadTemplateImages()],
  ['stockImages', (ports) => ports.loadStockImages()],
  ['pexelsImages', (ports) => ports.loadPexelsImages()],
];

/** Runs the side loads together; resolves with the message of each one that failed. */
async function runSideLoads(ports: PageLoadPorts): Promise<Partial<Record<SideLoad, string>>> {
  const results = await Promise.allSettled(SIDE_LOADS.map(([, load]) => load(ports)));
  const errors: Partial<Record<SideLoad, string>> = {};
  results.forEach((result, i) => {
    if (result.status === 'rejected') errors[SIDE_LOADS[i]![0]] = messageOf(result.reason);
  });
  return errors;
}

export const pageLoadMachine = setup({
  types: {} as {
    context: PageLoadContext;
    events: { readonly type: 'RETRY' };
    input: { ports: PageLoadPorts };
  },
  actors: {
    loadPage: fromPromise<void, PageLoadPorts>(({ input }) => input.loadPage()),
    sideLoads: fromPromise<Partial<Record<SideLoad, string>>, PageLoadPorts>(({ input }) =>
      runSideLoads(input),
    ),
  },
  delays: { autosave: SAVE_DELAY_AFTER_LOAD_MS },
}).createMachine({
  id: 'pageLoad',
  context: ({ input }) => ({ ports: input.ports, error: null, sideErrors: {} }),
  initial: 'loadingPreview',
  states: {
    loadingPreview: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.ports,
        onDone: 'loaded',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: { after: { autosave: 'warming' } },
    warming: {
      invoke: {
        src: 'sideLoads',
        input: ({ context }) => context.ports,
        onDone: { target: 'ready', actions: assign({ sideErrors: ({ event }) => event.output }) },
      },
    },
    ready: {},
    failed: { on: { RETRY: { target: 'loadingPreview', actions: assign({ error: null }) } } },
  },
});

/** Spec §4: preview loading is true until the sections are loaded. */
export function isPreviewLoading(snapshot: { matches(state: 'loadingPreview'): boolean }): boolean {
  return snapshot.matches('loadingPreview');
}
