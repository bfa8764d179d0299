/**
 * The builder's editor store: the one place the builder changes the page. It folds commands,
 * undo and redo through the pure editor (src/commands/editor.ts), appends every log entry
 * to the durable draft as it happens, tracks what is unsaved, and exports traces.
 * Framework-free; React reads it with useSyncExternalStore (snapshots are stable objects).
 */
import {
  canRedo,
  canUndo,
  dispatch,
  type EditorState,
  type LogEntry,
  redoEntry,
  undoEntry,
} from '../../commands/editor.ts';
import { type Command, canRun } from '../../commands/registry.ts';
import { exportTrace, type Trace } from '../../commands/trace.ts';
import type { CommandError } from '../../commands/types.ts';
import type { PageDocument } from '../../domain/document.ts';
import { cryptoIds, type IdSource } from '../../domain/ids.ts';

/** The part of the draft log the store writes to. */
export interface DraftWriter {
  append(entry: LogEntry): void;
  markSaved(revision: number, seq: number): void;
}

export interface EditorSnapshot {
  readonly state: EditorState;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Entries exist after the last save. */
  readonly unsaved: boolean;
  /** The server revision the last save produced (or the page was loaded at). */
  readonly revision: number | null;
}

export interface EditorStoreOptions {
  /** The document the log starts from, and the entries since (restored from a draft, or none). */
  readonly base: PageDocument;
  readonly baseRevision: number | null;
  readonly entries?: readonly LogEntry[];
  readonly state: EditorState;
  readonly savedSeq?: number;
  readonly revision?: number | null;
  readonly draft?: DraftWriter | null;
  /**
   * Told whether the log holds entries after the last save, at the start and whenever that changes
   * (the boot's first look skips a page with unsaved edits, drafts/unsaved-mark.ts).
   */
  readonly onUnsavedChange?: (unsaved: boolean) => void;
  readonly ids?: IdSource;
  readonly now?: () => number;
}

export class EditorStore {
  private readonly listeners = new Set<() => void>();
  private readonly entries: LogEntry[];
  private readonly ids: IdSource;
  private readonly now: () => number;
  private readonly draft: DraftWriter | null;
  private savedSeq: number;
  private editing = false;
  /** Entries after the last save (the text edit under way aside, which the log does not hold yet). */
  private logUnsaved: boolean;
  private snapshot: EditorSnapshot;

  constructor(private readonly options: EditorStoreOptions) {
    this.entries = [...(options.entries ?? [])];
    this.ids = options.ids ?? cryptoIds;
    this.now = options.now ?? Date.now;
    this.draft = options.draft ?? null;
    this.savedSeq = options.savedSeq ?? options.state.seq;
    this.snapshot = this.makeSnapshot(options.state, options.revision ?? options.baseRevision);
    this.logUnsaved = options.state.seq > this.savedSeq;
    options.onUnsavedChange?.(this.logUnsaved);
  }

  getSnapshot = (): EditorSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Runs a command; returns its error (document unchanged), or null when it ran or changed nothing.
   * `group` joins it to the top history entry with the same key (a text edit's text and block styles).
   */
  run(command: Command, options: { readonly group?: string } = {}): CommandError | null {
    const result = dispatch(
      this.snapshot.state,
      command,
      { ids: this.ids },
      { at: this.now(), ...(options.group === undefined ? {} : { group: options.group }) },
    );
    if (!result.ok) return result.error;
    if (result.value) this.commit(result.value.entry, result.value.state);
    return null;
  }

  undo(): boolean {
    const next = undoEntry(this.snapshot.state, this.now());
    if (next) this.commit(next.entry, next.state);
    return next !== null;
  }

  redo(): boolean {
    const next = redoEntry(this.snapshot.state, this.now());
    if (next) this.commit(next.entry, next.state);
    return next !== null;
  }

  /**
   * A text edit under way has changed its block (issue 20 §3: "Unsaved changes" from the first
   * keystroke, before the edit commits), or has ended. The page counts as unsaved meanwhile.
   */
  markEditing(changed: boolean): void {
    if (this.editing === changed) return;
    this.editing = changed;
    this.publish(this.makeSnapshot(this.snapshot.state, this.snapshot.revision));
  }

  /** The newest log entry (what the last command, undo or redo did), if any. */
  lastEntry(): LogEntry | undefined {
    return this.entries.at(-1);
  }

  /** Whether a command would change the page now (buttons use it for their enabled state). */
  canRun(command: Command): boolean {
    return canRun(this.snapshot.state.doc, command);
  }

  /**
   * The state as of log entry `seq` (by default the current one) was saved as `revision`. A save
   * collects the page before it posts; edits made while it runs stay unsaved.
   */
  markSaved(revision: number, seq: number = this.snapshot.state.seq): void {
    this.savedSeq = Math.min(seq, this.snapshot.state.seq);
    this.draft?.markSaved(revision, this.savedSeq);
    this.publish(this.makeSnapshot(this.snapshot.state, revision));
  }

  trace(exportedAt: Date = new Date(this.now())): Trace {
    return exportTrace(this.options.base, this.entries, {
      exportedAt,
      baseRevision: this.options.baseRevision,
    });
  }

  private commit(entry: LogEntry, state: EditorState): void {
    this.entries.push(entry);
    // Durable first: a crash right after this line still has the edit.
    this.draft?.append(entry);
    this.publish(this.makeSnapshot(state, this.snapshot.revision));
  }

  private makeSnapshot(state: EditorState, revision: number | null): EditorSnapshot {
    return {
      state,
      canUndo: canUndo(state.history),
      canRedo: canRedo(state.history),
      unsaved: state.seq > this.savedSeq || this.editing,
      revision,
    };
  }

  private publish(snapshot: EditorSnapshot): void {
    this.snapshot = snapshot;
    const logUnsaved = snapshot.state.seq > this.savedSeq;
    if (logUnsaved !== this.logUnsaved) {
      this.logUnsaved = logUnsaved;
      this.options.onUnsavedChange?.(logUnsaved);
    }
    for (const listener of this.listeners) listener();
  }
}
