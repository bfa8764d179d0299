/**
 * Undo/redo history (spec §4 Undo/redo, §9: 15 entries).
 *
 * The model, after prosemirror-history: two stacks of entries. An undo entry holds the
 * inverse events of one user command (a delta, never a page snapshot); undoing pops it,
 * applies its events, and pushes the events that redo it (their inverses) onto the redo
 * stack. Any new user command empties the redo stack.
 *
 * Typing in one block is grouped: a command recorded with the same `group` key as the top
 * entry within TYPING_GROUP_DELAY_MS of it joins that entry, and chaining events are
 * squashed (RecordsDiff-style), so a burst of keystrokes costs one entry of one event.
 *
 * The bound is exact, not lazy: after every `record` the undo stack holds at most
 * HISTORY_LIMIT entries, the oldest dropped first.
 */
import { HISTORY_LIMIT, TYPING_GROUP_DELAY_MS } from '../domain/limits.ts';
import { type DocEvent, invertEvents, squashEvents } from './registry.ts';

export interface HistoryEntry {
  /** The events that this entry applies when it is popped, in order. */
  readonly events: readonly DocEvent[];
  /** Typing-burst key (e.g. the edited block); entries with a key can absorb the next edit. */
  readonly group?: string;
  /** Time of the last change folded into this entry (ms). */
  readonly at: number;
}

export interface History {
  readonly undo: readonly HistoryEntry[];
  readonly redo: readonly HistoryEntry[];
}

export const EMPTY_HISTORY: History = Object.freeze({ undo: [], redo: [] });

export interface RecordOptions {
  readonly at: number;
  readonly group?: string;
}

/** Records a user command's events; its inverses become the new top undo entry. */
export function record(history: History, events: readonly DocEvent[], options: RecordOptions): History {
  if (events.length === 0) return history;
  const inverse = invertEvents(events);
  const top = history.undo[history.undo.length - 1];
  const joins =
    options.group !== undefined &&
    top?.group === options.group &&
    options.at - top.at <= TYPING_GROUP_DELAY_MS &&
    history.redo.length === 0;
  if (joins) {
    const merged: HistoryEntry = {
      events: squashSequence([...inverse, ...top.events]),
      group: top.group,
      at: options.at,
    };
    return { undo: [...history.undo.slice(0, -1), merged], redo: [] };
  }
  const entry: HistoryEntry =
    options.group === undefined
      ? { events: inverse, at: options.at }
      : { events: inverse, group: options.group, at: options.at };
  const undo = [...history.undo, entry];
  return { undo: undo.length > HISTORY_LIMIT ? undo.slice(undo.length - HISTORY_LIMIT) : undo, redo: [] };
}

export function canUndo(history: History): boolean {
  return history.undo.length > 0;
}

export function canRedo(history: History): boolean {
  return history.redo.length > 0;
}

export interface Step {
  readonly history: History;
  /** The events to apply to the document. */
  readonly events: readonly DocEvent[];
}

export function undo(history: History): Step | null {
  const top = history.undo[history.undo.length - 1];
  if (!top) return null;
  const redoEntry: HistoryEntry = { events: invertEvents(top.events), at: top.at };
  return {
    history: { undo: history.undo.slice(0, -1), redo: [...history.redo, redoEntry] },
    events: top.events,
  };
}

export function redo(history: History): Step | null {
  const top = history.redo[history.redo.length - 1];
  if (!top) return null;
  const undoEntry: HistoryEntry = { events: invertEvents(top.events), at: top.at };
  return {
    history: { undo: [...history.undo, undoEntry], redo: history.redo.slice(0, -1) },
    events: top.events,
  };
}

/** Merges neighbouring events that chain (applied in order) wherever their family allows. */
export function squashSequence(events: readonly DocEvent[]): DocEvent[] {
  const out: DocEvent[] = [];
  for (const event of events) {
    const last = out[out.length - 1];
    const merged = last ? squashEvents(last, event) : null;
    if (merged) out[out.length - 1] = merged;
    else out.push(event);
  }
  return out;
}
