/**
 * Traces (ARCHITECTURE: The event log, drafts and traces; docs/trace-format.md): the
 * exported log of one page — format and version, the base document, and every log entry
 * with its command, origin, time and events. Replaying a trace (editor.ts `replay`)
 * reaches the document and history of the session that recorded it. Reading one back is
 * trace-parse.ts, apart so that writing traces needs no schema library.
 */
import type { PageDocument } from '../domain/document.ts';
import type { LogEntry } from './editor.ts';

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
