/**
 * The replay screen's model (issue 5 "A replay screen"): a trace unfolded into steps, one per event.
 * Step 0 is the trace's base document; step n is the document after the first n events of the log —
 * exactly what `replayUntil(base, entries, n)` and `npm run replay -- --until n` give. Whole entries
 * go through `applyEntry` (so a broken undo/redo is reported as replay reports it); the steps inside
 * an entry apply its events one by one. Documents are immutable and share structure, so keeping one
 * per step costs only what each event changed. Pure: no DOM, no I/O.
 */
import {
  applyEntry,
  createEditor,
  type EditorState,
  type LogEntry,
  ReplayError,
} from '../../../commands/editor.ts';
import { applyEvent, type DocEvent } from '../../../commands/registry.ts';
import type { Trace } from '../../../commands/trace.ts';
import { parseTrace } from '../../../commands/trace-parse.ts';
import type { PageDocument } from '../../../domain/document.ts';
import { err, ok, type Result } from '../../../domain/result.ts';

/** Where a step sits in the log: after event `event` (0-based) of entry `entry` (0-based); -1/-1 for the base. */
export interface StepPosition {
  readonly entry: number;
  readonly event: number;
}

export interface Timeline {
  readonly trace: Trace;
  /** `docs[n]` is the document after n events; `docs.length - 1` events in all. */
  readonly docs: readonly PageDocument[];
  /** `positions[n]` says which event step n applied last. */
  readonly positions: readonly StepPosition[];
  /** The step reached at the end of each entry (`entryEnds[i]` for entry i). */
  readonly entryEnds: readonly number[];
}

export const BASE_POSITION: StepPosition = Object.freeze({ entry: -1, event: -1 });

/** Unfolds a parsed trace; an entry that cannot be applied is an error naming its seq. */
export function buildTimeline(trace: Trace): Result<Timeline, string> {
  const docs: PageDocument[] = [trace.base];
  const positions: StepPosition[] = [BASE_POSITION];
  const entryEnds: number[] = [];
  let state: EditorState = createEditor(trace.base);
  for (const [entryIndex, entry] of trace.entries.entries()) {
    try {
      let doc = state.doc;
      // Every event but the last: the document mid-entry (history only changes at entry ends).
      for (const [eventIndex, event] of entry.events.slice(0, -1).entries()) {
        doc = applyEvent(doc, event);
        docs.push(doc);
        positions.push({ entry: entryIndex, event: eventIndex });
      }
      state = applyEntry(state, entry);
    } catch (error) {
      return err(new ReplayError(entry.seq, error).message);
    }
    if (entry.events.length > 0) {
      docs.push(state.doc);
      positions.push({ entry: entryIndex, event: entry.events.length - 1 });
    }
    entryEnds.push(docs.length - 1);
  }
  return ok({ trace, docs, positions, entryEnds });
}

/** Reads trace file text into a timeline; every failure is a message for the person. */
export function timelineFromText(text: string): Result<Timeline, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err('This file is not JSON. Choose a trace exported with “Export trace”.');
  }
  return timelineFromJson(json);
}

export function timelineFromJson(json: unknown): Result<Timeline, string> {
  const trace = parseTrace(json);
  return trace.ok ? buildTimeline(trace.value) : trace;
}

/** The last step, i.e. the number of events. */
export function lastStep(timeline: Timeline): number {
  return timeline.docs.length - 1;
}

/** A step kept within 0..last (the slider and the keys can overshoot). */
export function clampStep(timeline: Timeline, step: number): number {
  return Math.min(Math.max(0, Math.round(step)), lastStep(timeline));
}

/** The first step of an entry (its first event applied); entries without events have none. */
export function firstStepOfEntry(timeline: Timeline, entryIndex: number): number | null {
  const entry = timeline.trace.entries[entryIndex];
  if (!entry || entry.events.length === 0) return null;
  return (timeline.entryEnds[entryIndex] ?? 0) - entry.events.length + 1;
}

/** Short label of an entry for the list: its command kind, or what undo/redo/restore/server did. */
export function describeEntry(entry: LogEntry): string {
  switch (entry.origin) {
    case 'undo':
      return 'Undo';
    case 'redo':
      return 'Redo';
    case 'server':
      return 'Server change';
    case 'restore':
      return entry.command ? `Restore (${entry.command.kind})` : 'Restore';
    case 'user':
      return entry.command?.kind ?? 'Edit';
  }
}

/** Short label of an event: its type and what it touched, for the list beside the canvas. */
export function describeEvent(event: DocEvent): string {
  switch (event.type) {
    case 'section.added':
    case 'section.removed':
      return `${event.type} · ${event.section.section_title || event.section.section_name} at ${event.index + 1}`;
    case 'section.moved':
      return `${event.type} · ${event.from + 1} → ${event.to + 1}`;
    case 'theme.valuesChanged':
      return `${event.type} · ${Object.keys(event.after).join(', ')}`;
    default:
      return event.type;
  }
}

/** `12:03:04` of an entry's time, in UTC so every reader of a trace sees the same clock. */
export function formatEntryTime(at: number): string {
  return new Date(at).toISOString().slice(11, 19);
}
