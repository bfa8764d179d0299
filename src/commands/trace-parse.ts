/**
 * Reading a trace back (docs/trace-format.md): upcast old event shapes, then validate the base
 * document and every entry with the zod schemas. Its own module so that what only writes traces
 * (the builder's first paint) does not load the schemas.
 */
import type { z } from 'zod';
import { err, ok, type Result } from '../domain/result.ts';
import type { LogEntry } from './editor.ts';
import { documentSchema, logEntrySchema } from './schemas.ts';
import { TRACE_FORMAT, TRACE_VERSION, type Trace } from './trace.ts';
import { upcastEntries } from './upcast.ts';

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
