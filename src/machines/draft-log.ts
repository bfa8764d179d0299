/**
 * The durable draft of one page (ARCHITECTURE: The event log, drafts and traces): an
 * append-only Yjs array of log entries in a Y.Doc persisted by y-indexeddb under
 * `pagewright-draft:{pageId}`, beside the base document and the server revision it was
 * loaded from. Every entry is written as it happens, so closing the tab or a crash loses
 * nothing; reopening replays base + log to the identical document and undo history.
 *
 * This is the side-effecting edge the draft-restore machine uses as its actor. Entries
 * are stored as JSON text and read back through the trace parser (upcast + validate), so
 * a draft written by older code still restores, and a damaged one is reported, not applied.
 * The parser (and its schema library) loads only when there is a draft to read: opening a
 * page without one, the common case, does not wait for it.
 */
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { type EditorState, type LogEntry, replay } from '../commands/editor.ts';
import { TRACE_FORMAT, TRACE_VERSION } from '../commands/trace.ts';
import type { PageDocument } from '../domain/document.ts';
import { err, ok, type Result } from '../domain/result.ts';

export const DRAFT_DB_PREFIX = 'pagewright-draft:';

export interface DraftBase {
  readonly document: PageDocument;
  /** The server revision the base was loaded from; null for a page never saved. */
  readonly revision: number | null;
}

export interface RestoredDraft {
  readonly base: DraftBase;
  readonly entries: readonly LogEntry[];
  readonly state: EditorState;
  /** The server revision the log's state at `savedSeq` was saved as (the base's revision if never saved). */
  readonly savedRevision: number | null;
  /** seq of the last entry included in that save (0: none since the base). */
  readonly savedSeq: number;
}

export class DraftLog {
  private constructor(
    readonly pageId: string,
    private readonly ydoc: Y.Doc,
    private readonly persistence: IndexeddbPersistence,
  ) {}

  /** Opens (creating if needed) the draft of a page and waits until its stored state is loaded. */
  static async open(pageId: string): Promise<DraftLog> {
    const ydoc = new Y.Doc();
    const persistence = new IndexeddbPersistence(`${DRAFT_DB_PREFIX}${pageId}`, ydoc);
    await persistence.whenSynced;
    return new DraftLog(pageId, ydoc, persistence);
  }

  private get meta(): Y.Map<string | number | null> {
    return this.ydoc.getMap('meta');
  }

  private get log(): Y.Array<string> {
    return this.ydoc.getArray('log');
  }

  /** True when entries exist beyond the base (saved or not). */
  get hasEntries(): boolean {
    return this.log.length > 0;
  }

  get length(): number {
    return this.log.length;
  }

  get baseRevision(): number | null {
    const revision = this.meta.get('revision');
    return typeof revision === 'number' ? revision : null;
  }

  get savedRevision(): number | null {
    const saved = this.meta.get('savedRevision');
    return typeof saved === 'number' ? saved : this.baseRevision;
  }

  get savedSeq(): number {
    const seq = this.meta.get('savedSeq');
    return typeof seq === 'number' ? seq : 0;
  }

  /** Starts a fresh log on a new base (a page loaded from the server, or a discarded draft). */
  start(base: DraftBase): void {
    this.ydoc.transact(() => {
      this.log.delete(0, this.log.length);
      this.meta.set('format', TRACE_VERSION);
      this.meta.set('base', JSON.stringify(base.document));
      this.meta.set('revision', base.revision);
      this.meta.set('savedRevision', base.revision);
      this.meta.set('savedSeq', 0);
    });
  }

  /**
   * Records that the state after entry `seq` was saved as server `revision`. The log goes on
   * (so undo history survives a reload); only entries after `seq` are unsaved.
   */
  markSaved(revision: number, seq: number): void {
    this.ydoc.transact(() => {
      this.meta.set('savedRevision', revision);
      this.meta.set('savedSeq', seq);
    });
  }

  append(entry: LogEntry): void {
    this.log.push([JSON.stringify(entry)]);
  }

  /** The stored base and entries, replayed; null when no draft exists; an error when it is damaged. */
  async restore(): Promise<Result<RestoredDraft, string> | null> {
    const baseJson = this.meta.get('base');
    if (typeof baseJson !== 'string') return null;
    const { parseTrace } = await import('../commands/trace-parse.ts');
    let raw: unknown;
    try {
      raw = {
        format: TRACE_FORMAT,
        version: TRACE_VERSION,
        base: JSON.parse(baseJson),
        entries: this.log.toArray().map((text) => JSON.parse(text)),
      };
    } catch {
      return err('The saved draft could not be read.');
    }
    const trace = parseTrace(raw);
    if (!trace.ok) return err(`The saved draft is damaged: ${trace.error}`);
    try {
      const state = replay(trace.value.base, trace.value.entries);
      return ok({
        base: { document: trace.value.base, revision: this.baseRevision },
        entries: trace.value.entries,
        state,
        savedRevision: this.savedRevision,
        savedSeq: this.savedSeq,
      });
    } catch (error) {
      return err(`The saved draft could not be replayed: ${(error as Error).message}`);
    }
  }

  /** Closes the database; stored data stays. */
  async close(): Promise<void> {
    await this.persistence.destroy();
    this.ydoc.destroy();
  }

  /** Deletes the stored draft (after the user discards it). */
  async discard(): Promise<void> {
    await this.persistence.clearData();
    this.ydoc.destroy();
  }
}
