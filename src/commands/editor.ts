/**
 * The editor's state machine in pure form: document + history + log position.
 *
 * Every change, live or replayed, goes through `applyEntry`, so a log replayed from a
 * trace or a draft reaches the same document and the same undo/redo stacks as the session
 * that recorded it. Live helpers (`dispatch`, `undoEntry`, `redoEntry`) only *build* the
 * next log entry; they never change state another way.
 */
import type { PageDocument } from '../domain/document.ts';
import { ok, type Result } from '../domain/result.ts';
import { canRedo, canUndo, EMPTY_HISTORY, type History, record, redo, undo } from './history.ts';
import { applyEvents, type Command, type DocEvent, decide } from './registry.ts';
import type { CommandContext, CommandError, Origin } from './types.ts';

export interface LogEntry {
  /** 1-based position in the page's log. */
  readonly seq: number;
  /** Wall-clock time in ms since the epoch; used for typing groups and shown in traces. */
  readonly at: number;
  readonly origin: Origin;
  /** The command a `user` (or `restore`) entry came from; absent for undo and redo. */
  readonly command?: Command;
  readonly group?: string;
  readonly events: readonly DocEvent[];
}

export interface EditorState {
  readonly doc: PageDocument;
  readonly history: History;
  /** seq of the last applied entry (0 for none). */
  readonly seq: number;
}

export function createEditor(doc: PageDocument): EditorState {
  return { doc, history: EMPTY_HISTORY, seq: 0 };
}

/** Folds one log entry into the state: the single path for live edits and replays. */
export function applyEntry(state: EditorState, entry: LogEntry): EditorState {
  const doc = applyEvents(state.doc, entry.events);
  let history: History;
  switch (entry.origin) {
    case 'user':
      history = record(
        state.history,
        entry.events,
        entry.group === undefined ? { at: entry.at } : { at: entry.at, group: entry.group },
      );
      break;
    case 'undo':
      history = popOrFail(undo(state.history), entry);
      break;
    case 'redo':
      history = popOrFail(redo(state.history), entry);
      break;
    case 'restore':
      history = EMPTY_HISTORY;
      break;
    case 'server':
      history = state.history;
      break;
  }
  return { doc, history, seq: entry.seq };
}

function popOrFail(step: ReturnType<typeof undo>, entry: LogEntry): History {
  if (!step) throw new Error(`Log entry ${entry.seq} (${entry.origin}) has nothing to ${entry.origin}`);
  return step.history;
}

export interface DispatchOptions {
  readonly at: number;
  readonly origin?: 'user' | 'restore' | 'server';
  /** Overrides the command's own group key (groupKey). */
  readonly group?: string;
}

/**
 * Which commands form bursts that undo as one: typing in one block or one inspector field, and
 * dragging one control (a colour or size slider) of one element or theme value.
 */
export function groupKey(command: Command): string | undefined {
  switch (command.kind) {
    case 'element.setText':
    case 'element.setRichText':
      return `text:${command.sectionId}:${command.elementId}`;
    case 'style.set':
      return `style:${command.target.sectionId}:${command.target.elementId ?? ''}:${command.property}`;
    case 'theme.setValue':
      return `theme:${command.key}`;
    case 'element.setAttributes':
      return `attrs:${command.sectionId}:${command.elementId}:${Object.keys(command.attributes).sort().join(',')}`;
    case 'element.setLink':
      return `link:${command.sectionId}:${command.elementId}`;
    case 'style.setTextShadow':
      return `shadow:${command.target.sectionId}:${command.target.elementId ?? ''}`;
    case 'style.setMobileFontSize':
      return `mobile-font:${command.target.sectionId}:${command.target.elementId ?? ''}`;
    case 'form.setField':
    case 'form.setSettings': {
      // Typed words group; a type, a toggle or a choice is a step of its own.
      const keys = Object.keys(command.kind === 'form.setField' ? command.changes : command.settings).sort();
      if (keys.some((key) => !TYPED_FORM_KEYS.has(key))) return undefined;
      const id = command.kind === 'form.setField' ? command.fieldId : command.formId;
      return `form:${command.sectionId}:${id}:${keys.join(',')}`;
    }
    case 'form.setSubmitText':
      return `form-submit:${command.sectionId}:${command.formId}`;
    // A slide's caption, button or alt typed a key at a time; the interval dragged.
    case 'slider.setItem':
      return `slide:${command.sectionId}:${command.itemId}:${Object.keys(command.changes).sort().join(',')}`;
    case 'slider.setOptions': {
      const keys = Object.keys(command.changes);
      return keys.length === 1 && keys[0] === 'interval'
        ? `slider-interval:${command.sectionId}:${command.carouselId}`
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The form settings typed a key at a time (form.ts), which group like typing in a field. */
const TYPED_FORM_KEYS = new Set([
  'label',
  'placeholder',
  'options',
  'successMessage',
  'failureMessage',
  'redirectUrl',
]);

export interface Transition {
  readonly state: EditorState;
  readonly entry: LogEntry;
}

/**
 * Decides a command and applies it. A failed command, or one that changes nothing,
 * leaves state and history untouched (the error, or `entry: null`).
 */
export function dispatch(
  state: EditorState,
  command: Command,
  ctx: CommandContext,
  options: DispatchOptions,
): Result<Transition | null, CommandError> {
  const decided = decide(state.doc, command, ctx);
  if (!decided.ok) return decided;
  if (decided.value.length === 0) return ok(null);
  const group = options.group ?? groupKey(command);
  const entry: LogEntry = {
    seq: state.seq + 1,
    at: options.at,
    origin: options.origin ?? 'user',
    command,
    ...(group === undefined ? {} : { group }),
    events: decided.value,
  };
  return ok({ state: applyEntry(state, entry), entry });
}

export function undoEntry(state: EditorState, at: number): Transition | null {
  const step = undo(state.history);
  if (!step) return null;
  const entry: LogEntry = { seq: state.seq + 1, at, origin: 'undo', events: step.events };
  return { state: applyEntry(state, entry), entry };
}

export function redoEntry(state: EditorState, at: number): Transition | null {
  const step = redo(state.history);
  if (!step) return null;
  const entry: LogEntry = { seq: state.seq + 1, at, origin: 'redo', events: step.events };
  return { state: applyEntry(state, entry), entry };
}

/** A log entry that does not fit the document it is replayed on (a damaged or foreign trace). */
export class ReplayError extends Error {
  constructor(
    readonly seq: number,
    cause: unknown,
  ) {
    super(`Log entry ${seq} does not apply: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

function applyOrExplain(state: EditorState, entry: LogEntry): EditorState {
  try {
    return applyEntry(state, entry);
  } catch (error) {
    throw new ReplayError(entry.seq, error);
  }
}

export function replay(base: PageDocument, entries: readonly LogEntry[]): EditorState {
  let state = createEditor(base);
  for (const entry of entries) state = applyOrExplain(state, entry);
  return state;
}

/**
 * Replays at most `maxEvents` events (QA stepping through a trace). Whole entries fold
 * through `applyEntry`; an entry cut short applies its first events to the document only,
 * since a half command has no history entry.
 */
export function replayUntil(
  base: PageDocument,
  entries: readonly LogEntry[],
  maxEvents: number,
): { readonly state: EditorState; readonly events: number } {
  let state = createEditor(base);
  let events = 0;
  for (const entry of entries) {
    const room = maxEvents - events;
    if (room <= 0) break;
    if (entry.events.length <= room) {
      state = applyOrExplain(state, entry);
      events += entry.events.length;
      continue;
    }
    try {
      state = { ...state, doc: applyEvents(state.doc, entry.events.slice(0, room)) };
    } catch (error) {
      throw new ReplayError(entry.seq, error);
    }
    events += room;
    break;
  }
  return { state, events };
}

export { canRedo, canUndo };
