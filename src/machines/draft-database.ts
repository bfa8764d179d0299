/**
 * One page's durable draft as stored (ARCHITECTURE: The event log, drafts and traces): an
 * append-only Yjs array of log entries (JSON text) in a Y.Doc persisted by y-indexeddb under
 * `pagewright-draft:{pageId}`, beside the base document and the server revision it was loaded from.
 *
 * It runs in the draft worker (draft-host.ts), so the IndexedDB writes and their replies never wait
 * on the page's rendering; the builder talks to it through DraftLog. It knows nothing of commands:
 * reading a draft back (parse, upcast, replay) happens in the builder.
 */
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { TRACE_VERSION } from '../commands/trace.ts';
import { DRAFT_DB_PREFIX, type DraftSnapshot } from './draft-protocol.ts';

/** y-indexeddb's store of document updates (every change is one `add` there). */
const UPDATES_STORE = 'updates';

export class DraftDatabase {
  private constructor(
    private readonly ydoc: Y.Doc,
    private readonly persistence: IndexeddbPersistence,
  ) {}

  /** Opens (creating if needed) the draft of a page and waits until its stored state is loaded. */
  static async open(pageId: string): Promise<DraftDatabase> {
    const ydoc = new Y.Doc();
    const persistence = new IndexeddbPersistence(`${DRAFT_DB_PREFIX}${pageId}`, ydoc);
    await persistence.whenSynced;
    return new DraftDatabase(ydoc, persistence);
  }

  private get meta(): Y.Map<string | number | null> {
    return this.ydoc.getMap('meta');
  }

  private get log(): Y.Array<string> {
    return this.ydoc.getArray('log');
  }

  snapshot(): DraftSnapshot {
    const base = this.meta.get('base');
    const revision = this.meta.get('revision');
    const savedRevision = this.meta.get('savedRevision');
    const savedSeq = this.meta.get('savedSeq');
    const baseRevision = typeof revision === 'number' ? revision : null;
    return {
      base: typeof base === 'string' ? base : null,
      revision: baseRevision,
      savedRevision: typeof savedRevision === 'number' ? savedRevision : baseRevision,
      savedSeq: typeof savedSeq === 'number' ? savedSeq : 0,
      log: this.log.toArray(),
    };
  }

  /** Starts a fresh log on a new base (a page loaded from the server, or a discarded draft). */
  start(base: string, revision: number | null): void {
    this.ydoc.transact(() => {
      this.log.delete(0, this.log.length);
      this.meta.set('format', TRACE_VERSION);
      this.meta.set('base', base);
      this.meta.set('revision', revision);
      this.meta.set('savedRevision', revision);
      this.meta.set('savedSeq', 0);
    });
  }

  /** Records that the state after entry `seq` was saved as server `revision`; the log goes on. */
  markSaved(revision: number, seq: number): void {
    this.ydoc.transact(() => {
      this.meta.set('savedRevision', revision);
      this.meta.set('savedSeq', seq);
    });
  }

  append(entry: string): void {
    this.log.push([entry]);
  }

  /**
   * Resolves once every write made so far is committed. y-indexeddb does not expose its
   * transactions; an empty read-write transaction on the same store starts only after every
   * earlier one on it has finished (IndexedDB orders overlapping read-write transactions), so its
   * completion is theirs.
   */
  committed(): Promise<void> {
    const db = this.persistence.db;
    if (!db) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const transaction = db.transaction([UPDATES_STORE], 'readwrite');
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? new Error('The draft write was aborted.'));
    });
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
