/**
 * One page's durable draft as stored (ARCHITECTURE: The event log, drafts and traces): an
 * append-only Yjs array of log entries (JSON text) in a Y.Doc persisted by y-indexeddb under
 * `pagewright-draft:{pageId}`, beside the server revision the base document was loaded from. The
 * base itself (the whole page, hundreds of KB on a big page) is a plain value in the same
 * database's `custom` store, read only when the draft is read back: in the Y.Doc it stayed in the
 * worker's memory for as long as the page was open.
 *
 * It runs in the draft worker (draft-host.ts), so the IndexedDB writes and their replies never wait
 * on the page's rendering; the builder talks to it through DraftLog. It knows nothing of commands:
 * reading a draft back (parse, upcast, replay) happens in the builder.
 */
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { TRACE_VERSION } from '../commands/trace.ts';
import { DRAFT_DB_PREFIX, type DraftSnapshot } from './draft-protocol.ts';

/** The `custom` store y-indexeddb creates in each draft database, for values outside the Y.Doc. */
const CUSTOM_STORE = 'custom';
/** The store y-indexeddb writes the Y.Doc's updates to. */
const UPDATES_STORE = 'updates';
/** A base's key there; `meta.baseKey` names the current one. */
const baseKey = (n: number) => `base:${n}`;

export class DraftDatabase {
  /** Settles when every read-write transaction started on the database so far has (see committed()). */
  private lastWrite: Promise<void> = Promise.resolve();
  /** Set when a new base could not be stored: later writes would join the wrong base's log. */
  private failed: string | null = null;

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
    const database = new DraftDatabase(ydoc, persistence);
    await database.dropStaleBases();
    return database;
  }

  /** Bases no longer current: one the draft was closed (or the worker stopped) before it deleted. */
  private async dropStaleBases(): Promise<void> {
    const current = this.meta.get('baseKey');
    const keys = await request(this.store('readonly').getAllKeys());
    const stale = keys.filter((key) => String(key).startsWith('base:') && key !== baseKey(Number(current)));
    if (stale.length === 0) return;
    const store = this.store('readwrite');
    for (const key of stale) store.delete(key);
    await this.committed();
  }

  private store(mode: IDBTransactionMode, scope: string[] = [CUSTOM_STORE]): IDBObjectStore {
    const db = this.persistence.db;
    if (!db) throw new Error('The draft database is not open.');
    return db.transaction(scope, mode).objectStore(CUSTOM_STORE);
  }

  /**
   * y-indexeddb writes each update in a transaction it does not expose: the transactions it starts
   * on this database are observed as they are created, so a write's commit is that transaction's
   * `complete` (an empty transaction queued behind it, used before, cost IndexedDB another round
   * trip per edit, on the same cores as the page). The commit waits for every read-write
   * transaction started so far, not only the last.
   */
  private watchWrites(): void {
    const db = this.persistence.db;
    if (!db) return;
    const start = db.transaction.bind(db);
    db.transaction = ((...args: Parameters<IDBDatabase['transaction']>) => {
      const transaction = start(...args);
      if (transaction.mode === 'readwrite') {
        const written = new Promise<void>((resolve, reject) => {
          transaction.addEventListener('complete', () => resolve());
          transaction.addEventListener('abort', () =>
            reject(transaction.error ?? new Error('The draft write was aborted.')),
          );
        });
        // An earlier write's failure was reported to the write that waited for it, not to this one.
        this.lastWrite = Promise.all([this.lastWrite.catch(() => {}), written]).then(() => {});
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

  async snapshot(): Promise<DraftSnapshot> {
    const base = await this.base();
    const revision = this.meta.get('revision');
    const savedRevision = this.meta.get('savedRevision');
    const savedSeq = this.meta.get('savedSeq');
    const baseRevision = typeof revision === 'number' ? revision : null;
    return {
      base,
      revision: baseRevision,
      savedRevision: typeof savedRevision === 'number' ? savedRevision : baseRevision,
      savedSeq: typeof savedSeq === 'number' ? savedSeq : 0,
      log: this.log.toArray(),
    };
  }

  private async base(): Promise<string | null> {
    const key = this.meta.get('baseKey');
    // Drafts written before the base moved out of the Y.Doc keep it in `meta.base`.
    const base =
      typeof key === 'number'
        ? await request(this.store('readonly').get(baseKey(key)))
        : this.meta.get('base');
    return typeof base === 'string' ? base : null;
  }

  /**
   * Starts a fresh log on a new base (a page loaded from the server, or a discarded draft). The
   * base and the Yjs update that switches the draft to it are written in one transaction, so they
   * are committed together or not at all: the update is made with y-indexeddb as its origin, which
   * y-indexeddb then leaves for us to store. A later entry's update, in a transaction of its own on
   * the same store, cannot be committed before them; if they fail, what follows is refused, and
   * an entry already queued cannot join the old log (its Yjs update depends on the switch's, so a
   * reader sets it aside). The old base is deleted once the switch is committed.
   */
  start(base: string, revision: number | null): void {
    this.usable();
    const previous = this.meta.get('baseKey');
    const next = typeof previous === 'number' ? previous + 1 : 1;
    const store = this.store('readwrite', [CUSTOM_STORE, UPDATES_STORE]);
    store.put(base, baseKey(next));
    const updates = store.transaction.objectStore(UPDATES_STORE);
    const keep = (update: Uint8Array) => updates.add(update);
    this.ydoc.on('update', keep);
    try {
      this.ydoc.transact(() => {
        this.log.delete(0, this.log.length);
        this.meta.set('format', TRACE_VERSION);
        this.meta.delete('base');
        this.meta.set('baseKey', next);
        this.meta.set('revision', revision);
        this.meta.set('savedRevision', revision);
        this.meta.set('savedSeq', 0);
      }, this.persistence);
    } finally {
      this.ydoc.off('update', keep);
    }
    store.transaction.addEventListener('abort', () => {
      // The log still belongs to the previous base: entries of the new one must not join it.
      this.failed = `The draft's base could not be stored (${store.transaction.error?.message ?? 'aborted'}).`;
    });
    if (typeof previous === 'number')
      void this.committed().then(
        () => this.dropBase(previous),
        // The switch failed and is reported to its write; the previous base is still the current one.
        () => {},
      );
  }

  private dropBase(key: number): void {
    try {
      this.store('readwrite').delete(baseKey(key));
    } catch {
      // Closed meanwhile: the next open drops it (dropStaleBases).
    }
  }

  /** Records that the state after entry `seq` was saved as server `revision`; the log goes on. */
  markSaved(revision: number, seq: number): void {
    this.usable();
    this.ydoc.transact(() => {
      this.meta.set('savedRevision', revision);
      this.meta.set('savedSeq', seq);
    });
  }

  append(entry: string): void {
    this.usable();
    this.log.push([entry]);
  }

  private usable(): void {
    if (this.failed) throw new Error(this.failed);
  }

  /**
   * Resolves once every write made so far is committed: every read-write transaction started on
   * the database has completed.
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

function request<T>(asked: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    asked.onsuccess = () => resolve(asked.result);
    asked.onerror = () => reject(asked.error ?? new Error('The draft could not be read.'));
  });
}
