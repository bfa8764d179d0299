/**
 * Draft restore (issue 5, Durable drafts): when the builder opens a page it reads the
 * page's local draft. No draft → start fresh from the server's document. A draft whose last
 * save is the server's current revision → restore it: the document and the undo history,
 * unsaved only if entries follow that save. A draft with unsaved edits on an older
 * revision → ask: keep my draft (rebased onto the server's document with mergeDraft) or
 * discard it; without unsaved edits it is simply replaced by the server's page. A damaged
 * draft is reported and set aside. Output: the editor state and whether it is unsaved.
 */
import { assign, fromPromise, setup } from 'xstate';
import { createEditor, type EditorState, type LogEntry } from '../commands/editor.ts';
import { mergeDraft } from '../commands/merge.ts';
import type { Result } from '../domain/result.ts';
import type { DraftBase, RestoredDraft } from '../drafts/draft-log.ts';

/** The part of DraftLog this machine uses (so tests can fake it). */
export interface DraftStore {
  readonly hasEntries: boolean;
  restore(): Promise<Result<RestoredDraft, string> | null>;
  start(base: DraftBase): void;
  append(entry: LogEntry): void;
}

/** The draft once open, and what it holds (null: no draft). */
interface Opened {
  readonly store: DraftStore;
  readonly restored: Result<RestoredDraft, string> | null;
}

export interface DraftRestoreInput {
  readonly open: () => Promise<DraftStore>;
  readonly server: DraftBase;
  /** Time for the log entry a rebase writes. */
  readonly now: () => number;
}

/**
 * The log the editor goes on from: its base, the entries since (whose replay is the editor state)
 * and the seq of the last saved one. The builder's store takes it as it is, so opening a page never
 * reads the draft back a second time.
 */
export interface OpenedLog {
  readonly base: DraftBase;
  readonly entries: readonly LogEntry[];
  readonly savedSeq: number;
}

export interface DraftRestoreOutput {
  readonly editor: EditorState;
  readonly unsaved: boolean;
  readonly conflicts: readonly string[];
  readonly log: OpenedLog;
}

export interface DraftRestoreContext extends DraftRestoreInput {
  readonly store: DraftStore | null;
  readonly restored: RestoredDraft | null;
  readonly problem: string | null;
  readonly editor: EditorState | null;
  readonly unsaved: boolean;
  readonly conflicts: readonly string[];
  readonly log: OpenedLog | null;
}

export type DraftRestoreEvent =
  | { readonly type: 'KEEP' }
  | { readonly type: 'DISCARD' }
  | { readonly type: 'CONTINUE' };

export const draftRestoreMachine = setup({
  types: {} as {
    context: DraftRestoreContext;
    events: DraftRestoreEvent;
    input: DraftRestoreInput;
    output: DraftRestoreOutput;
  },
  actors: {
    open: fromPromise<Opened, () => Promise<DraftStore>>(async ({ input }) => {
      const store = await input();
      return { store, restored: await store.restore() };
    }),
  },
  guards: {
    noDraft: ({ context }) => context.restored === null,
    damaged: ({ context }) => context.problem !== null,
    sameRevision: ({ context }) => context.restored?.savedRevision === context.server.revision,
    noUnsavedEdits: ({ context }) => context.restored!.state.seq <= context.restored!.savedSeq,
  },
}).createMachine({
  id: 'draftRestore',
  context: ({ input }) => ({
    ...input,
    store: null,
    restored: null,
    problem: null,
    editor: null,
    unsaved: false,
    conflicts: [],
    log: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      invoke: {
        src: 'open',
        input: ({ context }) => context.open,
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => {
            const result = event.output.restored;
            return {
              store: event.output.store,
              restored: result?.ok ? result.value : null,
              problem: result && !result.ok ? result.error : null,
            };
          }),
        },
        // IndexedDB unavailable (private mode, quota): edit without a draft rather than not at all.
        onError: {
          target: 'ready',
          actions: assign(({ context }) => ({
            editor: createEditor(context.server.document),
            log: { base: context.server, entries: [], savedSeq: 0 },
          })),
        },
      },
    },
    deciding: {
      always: [
        { guard: 'damaged', target: 'damaged' },
        { guard: 'noDraft', target: 'fresh' },
        {
          guard: 'sameRevision',
          target: 'ready',
          actions: assign(({ context }) => {
            const restored = context.restored!;
            return {
              editor: restored.state,
              unsaved: restored.state.seq > restored.savedSeq,
              log: { base: restored.base, entries: restored.entries, savedSeq: restored.savedSeq },
            };
          }),
        },
        { guard: 'noUnsavedEdits', target: 'fresh' },
        { target: 'asking' },
      ],
    },
    damaged: { on: { CONTINUE: 'fresh' } },
    asking: {
      on: {
        DISCARD: 'fresh',
        KEEP: {
          target: 'ready',
          actions: assign(({ context }) => {
            const { server, restored, store } = context;
            const merged = mergeDraft(restored!.base.document, restored!.state.doc, server.document);
            // The new log starts from the server's document; the merge is its first entry, so
            // it shows as unsaved and survives another reload.
            store!.start(server);
            const entry: LogEntry = {
              seq: 1,
              at: context.now(),
              origin: 'restore',
              command: { kind: 'document.restore', document: merged.doc },
              events: [{ type: 'document.replaced', v: 1, before: server.document, after: merged.doc }],
            };
            store!.append(entry);
            return {
              editor: { doc: merged.doc, history: { undo: [], redo: [] }, seq: 1 },
              unsaved: true,
              conflicts: merged.conflicts,
              log: { base: server, entries: [entry], savedSeq: 0 },
            };
          }),
        },
      },
    },
    fresh: {
      entry: assign(({ context }) => {
        context.store?.start(context.server);
        return {
          editor: createEditor(context.server.document),
          unsaved: false,
          log: { base: context.server, entries: [], savedSeq: 0 },
        };
      }),
      always: 'ready',
    },
    ready: { type: 'final' },
  },
  output: ({ context }) => ({
    editor: context.editor!,
    unsaved: context.unsaved,
    conflicts: context.conflicts,
    log: context.log!,
  }),
});
