/**
 * Traces (ARCHITECTURE: The event log, drafts and traces; docs/trace-format.md): the
 * exported log of one page — format and version, the base document, and every log entry
 * with its command, origin, time and events. Replaying a trace (editor.ts `replay`)
 * reaches the document and history of the session that recorded it.
 */
import type { z } from 'zod';
import type { PageDocument } from '../domain/document.ts';
import { err, ok, type Result } from '../domain/result.ts';
import type { LogEntry } from './editor.ts';
import { documentSchema, logEntrySchema } from './schemas.ts';
import { upcastEntries } from './upcast.ts';

export const TRACE_FORMAT = 'pagewright-trace';
export const TRACE_VERSION = 1;

export interface Trace {
  readonly format: typeof TRACE_FORMAT;
  readonly version: typeof TRACE_VERSION;
  readonly exported_at: string;
  /** The server revision the base document was loaded from (null for a new page). */
  readonly base_revision: number | null;
  readonly base: PageDocument;
  readonly entries: readonly LogEntry[];
}

export function exportTrace(
  base: PageDocument,
  entries: readonly LogEntry[],
  options: { readonly exportedAt: Date; readonly baseRevision: number | null },
): Trace {
  return {
    format: TRACE_FORMAT,
    version: TRACE_VERSION,
    exported_at: options.exportedAt.toISOString(),
    base_revision: options.baseRevision,
    base,
    entries,
  };
}

/** Reads a trace from parsed JSON: upcasts old event shapes, then validates everything. */
export function parseTrace(json: unknown): Result<Trace, string> {
  if (typeof json !== 'object' || json === null) return err('A trace must be a JSON object.');
  const raw = json as Record<string, unknown>;
  if (raw.format !== TRACE_FORMAT)
    return err(`This is not a Pagewright trace (format ${String(raw.format)}).`);
  if (raw.version !== TRACE_VERSION) return err(`Trace version ${String(raw.version)} is not supported.`);
  const base = documentSchema.safeParse(raw.base);
  if (!base.success) return err(`The trace's base document is invalid: ${describe(base.error)}`);
  const entries = logEntrySchema.array().safeParse(upcastEntries(raw.entries));
  if (!entries.success) return err(`The trace's log is invalid: ${describe(entries.error)}`);
  const seqs = entries.data.map((entry) => entry.seq);
  if (seqs.some((seq, i) => seq !== i + 1))
    return err("The trace's log entries must be numbered 1, 2, 3, … in order.");
  return ok({
    format: TRACE_FORMAT,
    version: TRACE_VERSION,
    exported_at: typeof raw.exported_at === 'string' ? raw.exported_at : '',
    base_revision: typeof raw.base_revision === 'number' ? raw.base_revision : null,
    base: base.data,
    entries: entries.data as unknown as LogEntry[],
  });
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown problem';
  return `${issue.path.join('.') || '(root)'}: ${issue.message}`;
}
