/**
 * Save (spec §4 Save flow, the seven steps; §5 'Access denied. Please Try Again'; §8 project
 * and page failures reported separately):
 *   1. loading on (every `saving.*` state);
 *   2. stop a playing modal video, then wait 1500 ms if one played, else 10 ms;
 *   3. strip editing artefacts and 4. assemble html/css/js (the clean save payload) and post
 *      them with the revision they were based on;
 *   5. update the project and page records; 6. update the thumbnail; 7. loading off.
 * A stale base revision answers 409: the machine waits in `conflict` for the user to reload
 * the server's page or overwrite it; the local document is never dropped here.
 * Save-and-exit (`projects` or `login`) is carried in context for the `saved` notification.
 */
import { assign, fromPromise, setup } from 'xstate';
import { MODAL_VIDEO_STOP_WAIT_MS, NO_MODAL_VIDEO_WAIT_MS } from '../domain/limits.ts';
import { MESSAGES } from '../domain/messages.ts';
import type { SavePayload } from '../projections/save-payload.ts';

/** After a successful save: stay, go to the project, log out, or open another page (funnel switch). */
export type SaveExit = 'none' | 'projects' | 'login' | 'page';

/** A failed call, as the API client reports it ({code, message} envelope, spec §7/§8). */
export interface CallError {
  readonly code: number;
  readonly message: string;
  /** On 409: the server's current revision. */
  readonly revision?: number;
}

export interface RecordsResult {
  /** Message of a failed project record update, if it failed. */
  readonly projectError?: string;
  /** Message of a failed page record update, if it failed. */
  readonly pageError?: string;
}

/** The edges the save flow drives; the builder supplies them, tests fake them. */
export interface SavePorts {
  /** Pauses any modal video playing in the canvas; true when one was playing. */
  stopModalVideo(): Promise<boolean>;
  /** The clean save payload of the current document (steps 3 and 4). */
  collectPayload(): SavePayload;
  /** Posts the page; resolves with the new revision, rejects with a CallError. */
  postPage(payload: SavePayload, baseRevision: number | null): Promise<number>;
  updateRecords(): Promise<RecordsResult>;
  updateThumbnail(): Promise<void>;
}

export interface SaveInput {
  readonly ports: SavePorts;
  readonly revision: number | null;
}

export interface SaveContext {
  readonly ports: SavePorts;
  /** The server revision the document is based on; advances after each save. */
  readonly revision: number | null;
  readonly exit: SaveExit;
  /** The automatic save after load (spec §4): no success toast; failures still show. */
  readonly quiet: boolean;
  /** A save asked for while one runs: it runs right after (a click during the automatic save). */
  readonly queued: { readonly exit: SaveExit; readonly quiet: boolean } | null;
  readonly payload: SavePayload | null;
  /** Set when the last save failed; the message to show. */
  readonly error: string | null;
  readonly projectError: string | null;
  readonly pageError: string | null;
  readonly thumbnailError: string | null;
  /** On conflict: the revision now on the server. */
  readonly serverRevision: number | null;
}

export type SaveEvent =
  | { readonly type: 'SAVE'; readonly exit?: SaveExit; readonly quiet?: boolean }
  | { readonly type: 'OVERWRITE' }
  | { readonly type: 'RELOAD' }
  | { readonly type: 'DISMISS' };

function asCallError(error: unknown): CallError {
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error)
    return error as CallError;
  return { code: 0, message: error instanceof Error ? error.message : String(error) };
}

export const saveMachine = setup({
  types: {} as { context: SaveContext; events: SaveEvent; input: SaveInput },
  actors: {
    stopModalVideo: fromPromise<boolean, SavePorts>(({ input }) => input.stopModalVideo()),
    postPage: fromPromise<number, { ports: SavePorts; payload: SavePayload; revision: number | null }>(
      ({ input }) => input.ports.postPage(input.payload, input.revision),
    ),
    updateRecords: fromPromise<RecordsResult, SavePorts>(({ input }) => input.updateRecords()),
    updateThumbnail: fromPromise<void, SavePorts>(({ input }) => input.updateThumbnail()),
  },
  actions: {
    /** The builder shows toasts and navigates for save-and-exit; tests observe calls. */
    notifySaved: () => {},
    notifyFailed: () => {},
    notifyConflict: () => {},
    reloadFromServer: () => {},
    startSave: assign(({ event }) =>
      event.type === 'SAVE' ? { exit: event.exit ?? 'none', quiet: event.quiet === true } : {},
    ),
    queueSave: assign(({ event }) =>
      event.type === 'SAVE' ? { queued: { exit: event.exit ?? 'none', quiet: event.quiet === true } } : {},
    ),
    startQueued: assign(({ context }) => ({
      exit: context.queued?.exit ?? 'none',
      quiet: context.queued?.quiet ?? false,
      queued: null,
    })),
    dropQueued: assign({ queued: null }),
  },
  guards: {
    wasPlaying: ({ event }) => (event as unknown as { output: boolean }).output === true,
    hasQueued: ({ context }) => context.queued !== null,
    hasNoHtml: ({ context }) => !context.payload || context.payload.html.trim() === '',
    isConflict: ({ event }) => asCallError((event as unknown as { error: unknown }).error).code === 409,
  },
  delays: {
    modalVideoStop: MODAL_VIDEO_STOP_WAIT_MS,
    noModalVideo: NO_MODAL_VIDEO_WAIT_MS,
  },
}).createMachine({
  id: 'save',
  context: ({ input }) => ({
    ports: input.ports,
    revision: input.revision,
    exit: 'none',
    quiet: false,
    queued: null,
    payload: null,
    error: null,
    projectError: null,
    pageError: null,
    thumbnailError: null,
    serverRevision: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { SAVE: { target: 'saving', actions: 'startSave' } },
    },
    saving: {
      on: { SAVE: { actions: 'queueSave' } },
      entry: assign({
        error: null,
        projectError: null,
        pageError: null,
        thumbnailError: null,
        payload: null,
      }),
      initial: 'stoppingVideo',
      states: {
        stoppingVideo: {
          invoke: {
            src: 'stopModalVideo',
            input: ({ context }) => context.ports,
            onDone: [{ guard: 'wasPlaying', target: 'waitingForVideo' }, { target: 'settling' }],
            onError: { target: 'settling' },
          },
        },
        waitingForVideo: { after: { modalVideoStop: 'collecting' } },
        settling: { after: { noModalVideo: 'collecting' } },
        collecting: {
          entry: assign({ payload: ({ context }) => context.ports.collectPayload() }),
          always: [
            {
              guard: 'hasNoHtml',
              target: '#save.failed',
              actions: assign({ error: MESSAGES.accessDeniedSave }),
            },
            { target: 'posting' },
          ],
        },
        posting: {
          invoke: {
            src: 'postPage',
            input: ({ context }) => ({
              ports: context.ports,
              payload: context.payload!,
              revision: context.revision,
            }),
            onDone: { target: 'updatingRecords', actions: assign({ revision: ({ event }) => event.output }) },
            onError: [
              {
                guard: 'isConflict',
                target: '#save.conflict',
                actions: assign({ serverRevision: ({ event }) => asCallError(event.error).revision ?? null }),
              },
              {
                target: '#save.failed',
                actions: assign({ error: ({ event }) => asCallError(event.error).message }),
              },
            ],
          },
        },
        updatingRecords: {
          invoke: {
            src: 'updateRecords',
            input: ({ context }) => context.ports,
            onDone: {
              target: 'updatingThumbnail',
              actions: assign({
                projectError: ({ event }) => event.output.projectError ?? null,
                pageError: ({ event }) => event.output.pageError ?? null,
              }),
            },
            onError: {
              target: 'updatingThumbnail',
              actions: assign({ projectError: ({ event }) => asCallError(event.error).message }),
            },
          },
        },
        updatingThumbnail: {
          invoke: {
            src: 'updateThumbnail',
            input: ({ context }) => context.ports,
            onDone: { target: '#save.saved' },
            onError: {
              target: '#save.saved',
              actions: assign({ thumbnailError: ({ event }) => asCallError(event.error).message }),
            },
          },
        },
      },
    },
    saved: {
      entry: 'notifySaved',
      always: { guard: 'hasQueued', target: 'saving', actions: 'startQueued' },
      on: { SAVE: { target: 'saving', actions: 'startSave' } },
    },
    failed: {
      entry: ['notifyFailed', 'dropQueued'],
      on: {
        SAVE: { target: 'saving', actions: 'startSave' },
        DISMISS: 'idle',
      },
    },
    conflict: {
      entry: ['notifyConflict', 'dropQueued'],
      on: {
        // Overwrite: save again on top of the revision the server now has.
        OVERWRITE: {
          target: 'saving',
          actions: assign({ revision: ({ context }) => context.serverRevision, quiet: false }),
        },
        RELOAD: { target: 'idle', actions: 'reloadFromServer' },
      },
    },
  },
});
