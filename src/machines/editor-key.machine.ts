/**
 * Editor key (spec §4 Session, §7 Keys, §8): the editor waits on a key fetched by name and
 * shows skeleton rows until it arrives; when the lookup fails it falls back to the
 * configured key, and the failure is only logged (never blocks editing).
 */
import { assign, fromPromise, setup } from 'xstate';

export interface EditorKeyInput {
  readonly name: string;
  readonly fetchKey: (name: string) => Promise<string>;
  readonly fallback: string;
}

export interface EditorKeyContext extends EditorKeyInput {
  readonly key: string | null;
  readonly usedFallback: boolean;
}

export const editorKeyMachine = setup({
  types: {} as { context: EditorKeyContext; input: EditorKeyInput },
  actors: {
    fetchKey: fromPromise<string, { name: string; fetchKey: (name: string) => Promise<string> }>(
      ({ input }) => input.fetchKey(input.name),
    ),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'editorKey',
  context: ({ input }) => ({ ...input, key: null, usedFallback: false }),
  initial: 'fetching',
  states: {
    fetching: {
      invoke: {
        src: 'fetchKey',
        input: ({ context }) => ({ name: context.name, fetchKey: context.fetchKey }),
        onDone: [
          {
            guard: ({ event }) => event.output.trim() !== '',
            target: 'ready',
            actions: assign({ key: ({ event }) => event.output }),
          },
          {
            target: 'ready',
            actions: assign({ key: ({ context }) => context.fallback, usedFallback: true }),
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            assign({ key: ({ context }) => context.fallback, usedFallback: true }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: { type: 'final' },
  },
});

/** Skeleton rows show while the key is on its way. */
export function isWaitingForKey(snapshot: { matches(state: 'fetching'): boolean }): boolean {
  return snapshot.matches('fetching');
}
