/**
 * The builder's one controller (issue 20 §1; ARCHITECTURE "the builder's BuilderSession"): every
 * user action — a canvas click, a key in either document, a floating button, the right-click menu,
 * an inspector field, a drawer — reaches the page through `run`, and the selection lives here.
 *
 * - `run(command)`: a typed error becomes a toast, or is handed back to the field that asked
 *   (`report: 'field'`), with the document unchanged; an insert selects the block it put in, read
 *   from the events (`element.childrenSpliced.select`), never from markup.
 * - The selection is cleared in one place: here, when the document no longer holds the element
 *   (an undo, a removal, a restored draft), or when asked.
 * - Keys are handled once (`handleKey`), whichever document they come from; what only the canvas
 *   can do (start editing text, open the element menu, close an open menu first) is bound by it.
 * - `canRun` answers "could I run?" for disabled states.
 * - Success says what changed: `announce` gets the action's words (change-messages.ts), or
 *   "Undone" / "Redone" (not for a field's own edits: the field shows them).
 *
 * Framework-free: React reads `getSelection` with useSyncExternalStore; tests drive it directly.
 */
import type { LogEntry } from '../../commands/editor.ts';
import type { Command } from '../../commands/registry.ts';
import type { CommandError } from '../../commands/types.ts';
import { findSection, type PageDocument } from '../../domain/document.ts';
import { locate } from '../../domain/tree-paths.ts';
import type { Selection } from './canvas/selection.ts';
import { changeMessage } from './change-messages.ts';
import type { EditorStore } from './editor-store.ts';
import { isTextField, type KeyAction, type KeyLike, keyAction } from './keymap.ts';

export interface SessionPorts {
  /** Shows an error that no field shows (the toast). */
  readonly notify: (error: CommandError) => void;
  /** Tells assistive technology what an action changed (a polite live region). */
  readonly announce?: (message: string) => void;
}

export interface RunOptions {
  /** `field`: the caller shows the error beside itself; `toast` (default): the session shows it. */
  readonly report?: 'toast' | 'field';
  /** A history key: commands run with the same key within the typing window undo as one entry. */
  readonly group?: string;
}

/** Where a key came from: the builder's own document, or the canvas iframe's. */
export type KeySource = 'app' | 'canvas';

export interface KeyEventLike extends KeyLike {
  readonly target: EventTarget | null;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

/** A handler the canvas binds for an action; it answers whether it took the key. */
export type KeyBinding = () => boolean;

/** Actions only the canvas can carry out: keys for them from the app document are left alone. */
const CANVAS_ONLY: ReadonlySet<KeyAction> = new Set(['editText', 'openMenu']);

/** The block an insert put in, as its events name it (null after any other change). */
export function insertedSelection(entry: LogEntry | undefined): Selection | null {
  if (entry?.origin !== 'user') return null;
  for (const event of entry.events) {
    if (event.type === 'element.childrenSpliced' && event.select)
      return { sectionId: event.sectionId, elementId: event.select };
  }
  return null;
}

/** Whether the document still holds the element. */
export function hasElement(doc: PageDocument, selection: Selection): boolean {
  const section = findSection(doc, selection.sectionId);
  return section !== undefined && locate(section.nodes, selection.elementId) !== undefined;
}

export class BuilderSession {
  private selection: Selection | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly bindings = new Map<KeyAction, KeyBinding[]>();
  private readonly unsubscribe: () => void;

  constructor(
    readonly store: EditorStore,
    private readonly ports: SessionPorts,
  ) {
    this.unsubscribe = store.subscribe(() => {
      const current = this.selection;
      if (current && !hasElement(store.getSnapshot().state.doc, current)) this.select(null);
    });
  }

  dispose(): void {
    this.unsubscribe();
    this.listeners.clear();
    this.bindings.clear();
  }

  getSelection = (): Selection | null => this.selection;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  select(next: Selection | null): void {
    const current = this.selection;
    if (current === next) return;
    if (current && next && current.sectionId === next.sectionId && current.elementId === next.elementId)
      return;
    if (next && !hasElement(this.store.getSnapshot().state.doc, next)) return;
    this.selection = next;
    for (const listener of this.listeners) listener();
  }

  /** The element around the selected one, if the section has one (to reach a list from its item). */
  parentOfSelection(): Selection | null {
    const selected = this.selection;
    if (!selected) return null;
    const section = findSection(this.store.getSnapshot().state.doc, selected.sectionId);
    const parent = section ? locate(section.nodes, selected.elementId)?.parent : null;
    return parent ? { sectionId: selected.sectionId, elementId: parent.id } : null;
  }

  /** Runs a command; null when it ran (or changed nothing), else its error (document unchanged). */
  run(command: Command, options: RunOptions = {}): CommandError | null {
    const before = this.store.lastEntry();
    const error = this.store.run(command, options.group === undefined ? {} : { group: options.group });
    if (error) {
      if (options.report !== 'field') this.ports.notify(error);
      return error;
    }
    const entry = this.store.lastEntry();
    if (entry !== before) {
      const inserted = insertedSelection(entry);
      if (inserted) this.select(inserted);
      if (options.report !== 'field') this.ports.announce?.(changeMessage(command));
    }
    return null;
  }

  undo(): boolean {
    const done = this.store.undo();
    if (done) this.ports.announce?.('Undone');
    return done;
  }

  redo(): boolean {
    const done = this.store.redo();
    if (done) this.ports.announce?.('Redone');
    return done;
  }

  canRun(command: Command): boolean {
    return this.store.canRun(command);
  }

  /** Removes the selected element (Delete, the floating and menu buttons). */
  removeSelected(): boolean {
    const selected = this.selection;
    if (!selected) return false;
    this.run({ kind: 'element.remove', ...selected });
    return true;
  }

  /**
   * Binds a canvas handler for an action; bound handlers are asked first, newest first, and the
   * first that takes the key ends it. Returns the unbinding function.
   */
  bind(action: KeyAction, binding: KeyBinding): () => void {
    const list = this.bindings.get(action) ?? [];
    list.unshift(binding);
    this.bindings.set(action, list);
    return () => {
      const current = this.bindings.get(action);
      const index = current?.indexOf(binding) ?? -1;
      if (current && index !== -1) current.splice(index, 1);
    };
  }

  /** The one key handler, fed by the app document and the canvas document alike. */
  handleKey(event: KeyEventLike, source: KeySource): boolean {
    if (event.defaultPrevented) return false;
    const action = keyAction(event, isTextField(event.target));
    if (!action || (source === 'app' && CANVAS_ONLY.has(action))) return false;
    const handled = this.perform(action);
    if (handled) event.preventDefault();
    return handled;
  }

  /** Carries out a key action: a bound canvas handler first, then the session's own. */
  perform(action: KeyAction): boolean {
    for (const binding of [...(this.bindings.get(action) ?? [])]) if (binding()) return true;
    switch (action) {
      case 'undo':
        this.undo();
        return true;
      case 'redo':
        this.redo();
        return true;
      case 'remove':
        return this.removeSelected();
      case 'clearSelection':
        if (!this.selection) return false;
        this.select(null);
        return true;
      case 'editText':
      case 'openMenu':
        return false;
    }
  }
}
