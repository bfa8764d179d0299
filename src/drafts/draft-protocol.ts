/**
 * The messages between the builder (DraftLog, main thread) and the draft worker (draft-host.ts),
 * which owns each page's Yjs document and its IndexedDB persistence. One type per direction, used
 * by both ends. Log entries and the base document travel as JSON text: that is how they are stored,
 * so the worker never needs the command core, and cloning a string is a copy.
 */

/** Each page's draft is the IndexedDB database `pagewright-draft:{pageId}`. */
export const DRAFT_DB_PREFIX = 'pagewright-draft:';

/** A stored draft as the worker read it: what DraftLog.restore() replays. */
export interface DraftSnapshot {
  /** The base document (JSON); null when the page has no draft. */
  readonly base: string | null;
  readonly revision: number | null;
  readonly savedRevision: number | null;
  readonly savedSeq: number;
  /** The log entries (JSON each), oldest first. */
  readonly log: readonly string[];
}

/** Builder → worker. `handle` names one opened draft (a page may be opened again after closing). */
export type DraftRequest =
  | { readonly type: 'open'; readonly handle: number; readonly pageId: string }
  | { readonly type: 'snapshot'; readonly handle: number }
  | {
      readonly type: 'start';
      readonly handle: number;
      readonly base: string;
      readonly revision: number | null;
    }
  | { readonly type: 'markSaved'; readonly handle: number; readonly revision: number; readonly seq: number }
  | { readonly type: 'append'; readonly handle: number; readonly entry: string }
  | { readonly type: 'close'; readonly handle: number }
  | { readonly type: 'discard'; readonly handle: number };

/** Worker → builder. */
export type DraftReply =
  | { readonly type: 'snapshot'; readonly handle: number; readonly snapshot: DraftSnapshot }
  | {
      readonly type: 'failed';
      readonly handle: number;
      /** What failed: opening or reading the draft, a write, or closing it. */
      readonly during: 'read' | 'write' | 'close';
      readonly message: string;
    }
  | {
      readonly type: 'durable';
      readonly handle: number;
      /** How many writes (start, markSaved, append) of this handle are committed to IndexedDB. */
      readonly writes: number;
      /** When the commit was seen, in ms since the epoch (performance.timeOrigin + now, in the worker). */
      readonly at: number;
    }
  | { readonly type: 'closed'; readonly handle: number };

/** The part of a MessagePort / Worker / worker scope both ends use. */
export interface DraftPort<In, Out> {
  onmessage: ((event: MessageEvent<In>) => void) | null;
  postMessage(message: Out): void;
}
