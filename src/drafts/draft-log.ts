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

/** The one connection to the draft worker, shared by every page the builder opens. */
class Connection {
  private nextHandle = 1;
  private readonly listeners = new Map<number, (reply: DraftReply) => void>();
  private broken: string | null = null;

  constructor(private readonly port: Port) {
    port.onmessage = ({ data }) => this.listeners.get(data.handle)?.(data);
  }

  /** The worker could not start or stopped: what waits on it fails, and so does every later open. */
  fail(message: string): void {
    this.broken = message;
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
    this.port.postMessage(request);
  }
}

let connecting: Promise<Connection> | null = null;

/** A worker where there are workers (browsers); elsewhere (Node tests) the same host in this thread. */
function connection(): Promise<Connection> {
  connecting ??= (async () => {
    if (typeof Worker === 'undefined') {
      const { serveDrafts } = await import('./draft-host.ts');
      const channel = new MessageChannel();
      serveDrafts(channel.port2 as unknown as DraftPort<DraftRequest, DraftReply>);
      return new Connection(channel.port1 as unknown as Port);
    }
    const worker = new Worker(new URL('./draft-worker.ts', import.meta.url), {
      type: 'module',
      name: 'drafts',
    });
    const opened = new Connection(worker);
    worker.onerror = (event) => {
      event.preventDefault();
      // Whatever went wrong, a worker counted as stopped is stopped: later drafts start a new one.
      worker.terminate();
      opened.fail(`The local draft store stopped (${event.message || 'its worker could not start'}).`);
      connecting = null;
    };
    return opened;
  })();
  return connecting;
}

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

  /** Opens (creating if needed) the draft of a page and waits until its stored state is loaded. */
  static async open(pageId: string): Promise<DraftLog> {
    const draft = new DraftLog(pageId, await connection());
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
        else {
          this.problem = reply.message;
          console.error(`The draft of page ${this.pageId} missed a write: ${reply.message}`);
          this.onProblem?.(reply.message);
        }
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
