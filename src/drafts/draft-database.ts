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

export class DraftDatabase {
  /** Settles when the last read-write transaction y-indexeddb started has (see committed()). */
  private lastWrite: Promise<void> = Promise.resolve();

  private constructor(
    private readonly ydoc: Y.Doc,
    private readonly persistence: IndexeddbPersistence,
  ) {
    this.watchWrites();
  }

  /** Opens (creating if needed) the draft of a page and waits until its stored state is loaded. */
  static async open(pageId: string): Promise<DraftDatabase> {
    const ydoc = new Y.Doc();
    const persistence = new IndexeddbPersistence(`${DRAFT_DB_PREFIX}${pageId}`, ydoc);
    await persistence.whenSynced;
    return new DraftDatabase(ydoc, persistence);
  }

  /**
   * y-indexeddb writes each update in a transaction it does not expose: the transactions it starts
   * on this database are observed as they are created, so a write's commit is that transaction's
   * `complete` (an empty transaction queued behind it, used before, cost IndexedDB another round
   * trip per edit, on the same cores as the page).
   */
  private watchWrites(): void {
    const db = this.persistence.db;
    if (!db) return;
    const start = db.transaction.bind(db);
    db.transaction = ((...args: Parameters<IDBDatabase['transaction']>) => {
      const transaction = start(...args);
      if (transaction.mode === 'readwrite') {
        this.lastWrite = new Promise((resolve, reject) => {
          transaction.addEventListener('complete', () => resolve());
          transaction.addEventListener('abort', () =>
            reject(transaction.error ?? new Error('The draft write was aborted.')),
          );
        });
        // Failures are reported to whoever waits (committed()); none is left unhandled here.
        this.lastWrite.catch(() => {});
      }
      return transaction;
    }) as IDBDatabase['transaction'];
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
   * Resolves once every write made so far is committed: the last write's transaction has completed,
   * and IndexedDB completes overlapping read-write transactions in the order they were started.
   */
  committed(): Promise<void> {
    return this.lastWrite;
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
