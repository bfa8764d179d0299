/**
 * The durable draft of one page, as the builder uses it (ARCHITECTURE: The event log, drafts and
 * traces): every log entry is written as it happens, so closing the tab or a crash loses nothing;
 * reopening replays base + log to the identical document and undo history.
 *
 * The writing happens in a worker (draft-worker.ts → draft-host.ts → draft-database.ts, Yjs and
 * y-indexeddb): a command only posts its entry, and IndexedDB's replies never queue behind the
 * canvas's rendering. Each confirmed write is also a User Timing mark (`pagewright:draft-durable`,
 * at the moment the worker saw the commit), which the builder benchmark reads.
 *
 * Entries are stored as JSON text and read back through the trace parser (upcast + validate), so a
 * draft written by older code still restores, and a damaged one is reported, not applied. The
 * parser (and its schema library) loads only when there is a draft to read.
 */
import { type EditorState, type LogEntry, replay } from '../commands/editor.ts';
import { TRACE_FORMAT, TRACE_VERSION } from '../commands/trace.ts';
import type { PageDocument } from '../domain/document.ts';
import { err, ok, type Result } from '../domain/result.ts';
import {
  DRAFT_DB_PREFIX,
  type DraftPort,
  type DraftReply,
  type DraftRequest,
  type DraftSnapshot,
} from './draft-protocol.ts';
import { markWhenIdle } from './idle-marks.ts';

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

/**
 * The marks a draft write leaves in the page's performance timeline (detail: `{ writes }`), made
 * when the page is idle (idle-marks.ts), timed when the write was asked for and when it committed.
 */
export const DRAFT_WRITE_MARK = 'pagewright:draft-write';
export const DRAFT_DURABLE_MARK = 'pagewright:draft-durable';

type Port = DraftPort<DraftReply, DraftRequest>;

interface Pending<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/**
 * The one connection to the draft worker, shared by every page the builder opens. Until the worker
 * is attached, what is sent waits here in order (a page with no stored draft opens before the
 * worker starts: see `DraftLog.open`).
 */
class Connection {
  private nextHandle = 1;
  private readonly listeners = new Map<number, (reply: DraftReply) => void>();
  private broken: string | null = null;
  private port: Port | null = null;
  private waiting: DraftRequest[] = [];

  attach(port: Port): void {
    this.port = port;
    port.onmessage = ({ data }) => this.listeners.get(data.handle)?.(data);
    for (const request of this.waiting) port.postMessage(request);
    this.waiting = [];
  }

  /** The worker could not start or stopped: what waits on it fails, and so does every later open. */
  fail(message: string): void {
    this.broken = message;
    this.waiting = [];
    for (const [handle, listener] of this.listeners) {
      listener({ type: 'failed', handle, during: 'read', message });
      // Nothing is left to close: a close() waiting on the worker settles.
      listener({ type: 'closed', handle });
    }
  }

  get stopped(): boolean {
    return this.broken !== null;
  }

  register(listener: (reply: DraftReply) => void): number {
    if (this.broken) throw new Error(this.broken);
    const handle = this.nextHandle++;
    this.listeners.set(handle, listener);
    return handle;
  }

  unregister(handle: number): void {
    this.listeners.delete(handle);
  }

  send(request: DraftRequest): void {
    if (this.port) this.port.postMessage(request);
    else this.waiting.push(request);
  }
}

let shared: Connection | null = null;
let starting: Promise<Connection> | null = null;

function sharedConnection(): Connection {
  shared ??= new Connection();
  return shared;
}

/** Starts the worker behind the shared connection, once; elsewhere (Node tests) the same host in this thread. */
function startWorker(): Promise<Connection> {
  starting ??= (async () => {
    const opened = sharedConnection();
    if (typeof Worker === 'undefined') {
      const { serveDrafts } = await import('./draft-host.ts');
      const channel = new MessageChannel();
      serveDrafts(channel.port2 as unknown as DraftPort<DraftRequest, DraftReply>);
      opened.attach(channel.port1 as unknown as Port);
      return opened;
    }
    const worker = new Worker(new URL('./draft-worker.ts', import.meta.url), {
      type: 'module',
      name: 'drafts',
    });
    worker.onerror = (event) => {
      event.preventDefault();
      // Whatever went wrong, a worker counted as stopped is stopped: later drafts start a new one.
      worker.terminate();
      if (shared === opened) {
        shared = null;
        starting = null;
      }
      opened.fail(`The local draft store stopped (${event.message || 'its worker could not start'}).`);
    };
    opened.attach(worker);
    return opened;
  })();
  return starting;
}

/**
 * Starts the draft worker if it waits (the builder calls this once its canvas has painted: the
 * worker's script, Yjs and y-indexeddb, is not needed before then for a page with no stored draft).
 */
export function startDraftWorker(): void {
  if (shared && !starting) void startWorker();
}

/** If nothing asks for the worker by then (the canvas never painted), it starts anyway. */
const WORKER_START_FALLBACK_MS = 10_000;

/**
 * True when the browser can say that no draft database exists for the page; false when it may exist
 * or cannot tell (no `indexedDB.databases`, or no Worker: the in-thread host is cheap to start).
 */
async function knownToHaveNoDraft(pageId: string): Promise<boolean> {
  if (typeof Worker === 'undefined' || typeof indexedDB?.databases !== 'function') return false;
  try {
    const databases = await indexedDB.databases();
    return !databases.some((database) => database.name === `${DRAFT_DB_PREFIX}${pageId}`);
  } catch {
    return false;
  }
}

const NO_DRAFT: DraftSnapshot = { base: null, revision: null, savedRevision: null, savedSeq: 0, log: [] };

export class DraftLog {
  private readonly handle: number;
  private entries = 0;
  private revision: number | null = null;
  /** The stored draft as last read, until the next write. */
  private cached: DraftSnapshot | null = null;
  private readonly reads: Pending<DraftSnapshot>[] = [];
  private closing: Pending<void> | null = null;
  private requested = 0;
  private durable = 0;
  private durableWaiters: { writes: number; resolve: () => void }[] = [];
  /** The last write the worker reported as failed (the stored draft may then miss edits). */
  problem: string | null = null;
  /** Told when a write fails or the worker stops: the builder warns the user to save. */
  onProblem: ((message: string) => void) | null = null;

  private constructor(
    readonly pageId: string,
    private readonly connection: Connection,
  ) {
    this.handle = connection.register((reply) => this.receive(reply));
  }

  /**
   * Opens (creating if needed) the draft of a page and waits until its stored state is loaded. A
   * page the browser says has no draft opens at once, without waiting for the worker: its writes
   * queue until the worker starts (`startDraftWorker`), and a worker that fails then is reported
   * like a failed write (`onProblem`).
   */
  static async open(pageId: string): Promise<DraftLog> {
    if (!starting && (await knownToHaveNoDraft(pageId))) return DraftLog.openBeforeWorker(pageId);
    const draft = new DraftLog(pageId, await startWorker());
    try {
      const opened = await draft.read({ type: 'open', handle: draft.handle, pageId });
      draft.entries = opened.log.length;
      draft.revision = opened.revision;
      return draft;
    } catch (error) {
      draft.connection.unregister(draft.handle);
      throw error;
    }
  }

  private static openBeforeWorker(pageId: string): DraftLog {
    const draft = new DraftLog(pageId, sharedConnection());
    draft.cached = NO_DRAFT;
    // The worker's answer to the open is the empty draft already known; a failure is a problem.
    draft.reads.push({ resolve: () => {}, reject: (error) => draft.report(error.message) });
    draft.connection.send({ type: 'open', handle: draft.handle, pageId });
    setTimeout(startDraftWorker, WORKER_START_FALLBACK_MS);
    return draft;
  }

  private report(message: string): void {
    this.problem = message;
    console.error(`The draft of page ${this.pageId} missed a write: ${message}`);
    this.onProblem?.(message);
  }

  private read(request: DraftRequest): Promise<DraftSnapshot> {
    return new Promise<DraftSnapshot>((resolve, reject) => {
      this.reads.push({ resolve, reject });
      this.connection.send(request);
    }).then((snapshot) => {
      this.cached = snapshot;
      return snapshot;
    });
  }

  private receive(reply: DraftReply): void {
    switch (reply.type) {
      case 'snapshot':
        this.reads.shift()?.resolve(reply.snapshot);
        return;
      case 'durable':
        this.durable = Math.max(this.durable, reply.writes);
        markWhenIdle(
          DRAFT_DURABLE_MARK,
          { writes: reply.writes },
          Math.max(0, reply.at - performance.timeOrigin),
        );
        this.durableWaiters = this.durableWaiters.filter((waiter) => {
          if (waiter.writes > this.durable) return true;
          waiter.resolve();
          return false;
        });
        return;
      case 'failed': {
        const error = new Error(reply.message);
        const waiting =
          reply.during === 'read' ? this.reads.shift() : reply.during === 'close' ? this.closing : null;
        if (waiting) waiting.reject(error);
        else this.report(reply.message);
        return;
      }
      case 'closed':
        this.connection.unregister(this.handle);
        this.closing?.resolve();
        this.closing = null;
        return;
    }
  }

  private write(request: DraftRequest): void {
    this.cached = null;
    this.requested++;
    this.connection.send(request);
    markWhenIdle(DRAFT_WRITE_MARK, { writes: this.requested });
  }

  /** True when entries exist beyond the base (saved or not). */
  get hasEntries(): boolean {
    return this.entries > 0;
  }

  /** The server revision the draft's base was loaded from (null: never saved, or no draft). */
  get baseRevision(): number | null {
    return this.revision;
  }

  /** Starts a fresh log on a new base (a page loaded from the server, or a discarded draft). */
  start(base: DraftBase): void {
    this.entries = 0;
    this.revision = base.revision;
    this.write({
      type: 'start',
      handle: this.handle,
      base: JSON.stringify(base.document),
      revision: base.revision,
    });
  }

  /**
   * Records that the state after entry `seq` was saved as server `revision`. The log goes on
   * (so undo history survives a reload); only entries after `seq` are unsaved.
   */
  markSaved(revision: number, seq: number): void {
    this.write({ type: 'markSaved', handle: this.handle, revision, seq });
  }

  append(entry: LogEntry): void {
    this.entries++;
    this.write({ type: 'append', handle: this.handle, entry: JSON.stringify(entry) });
  }

  /** Resolves once every write made so far is committed to IndexedDB. */
  whenDurable(): Promise<void> {
    const writes = this.requested;
    if (this.durable >= writes) return Promise.resolve();
    startDraftWorker();
    return new Promise((resolve) => this.durableWaiters.push({ writes, resolve }));
  }

  /** The stored base and entries, replayed; null when no draft exists; an error when it is damaged. */
  async restore(): Promise<Result<RestoredDraft, string> | null> {
    return restoreSnapshot(this.cached ?? (await this.read({ type: 'snapshot', handle: this.handle })));
  }

  /** Closes the database once every write before is done; stored data stays. */
  close(): Promise<void> {
    return this.finish('close');
  }

  /** Deletes the stored draft (after the user discards it). */
  discard(): Promise<void> {
    return this.finish('discard');
  }

  private finish(type: 'close' | 'discard'): Promise<void> {
    startDraftWorker();
    // A stopped worker holds nothing open any more (and would never answer): a discard deletes
    // the database from here.
    if (this.connection.stopped) {
      if (type === 'discard') indexedDB.deleteDatabase(`${DRAFT_DB_PREFIX}${this.pageId}`);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      this.closing = { resolve, reject };
      this.connection.send({ type, handle: this.handle });
    });
  }
}

/** Reads a stored draft back: parse, upcast and validate as a trace, then replay. */
export async function restoreSnapshot(
  snapshot: DraftSnapshot,
): Promise<Result<RestoredDraft, string> | null> {
  if (snapshot.base === null) return null;
  const { parseTrace } = await import('../commands/trace-parse.ts');
  let raw: unknown;
  try {
    raw = {
      format: TRACE_FORMAT,
      version: TRACE_VERSION,
      base: JSON.parse(snapshot.base),
      entries: snapshot.log.map((text) => JSON.parse(text)),
    };
  } catch {
    return err('The saved draft could not be read.');
  }
  const trace = parseTrace(raw);
  if (!trace.ok) return err(`The saved draft is damaged: ${trace.error}`);
  try {
    const state = replay(trace.value.base, trace.value.entries);
    return ok({
      base: { document: trace.value.base, revision: snapshot.revision },
      entries: trace.value.entries,
      state,
      savedRevision: snapshot.savedRevision,
      savedSeq: snapshot.savedSeq,
    });
  } catch (error) {
    return err(`The saved draft could not be replayed: ${(error as Error).message}`);
  }
}
