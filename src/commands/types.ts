/**
 * The shapes every command family shares: the context `decide` receives, typed command
 * errors, log origins and the interface a family implements (STYLE: Shape of the core).
 */
import type { PageDocument } from '../domain/document.ts';
import type { IdSource } from '../domain/ids.ts';
import type { Result } from '../domain/result.ts';

export interface CommandContext {
  /** The only source of new ids; ids then travel inside events. */
  readonly ids: IdSource;
}

/** An expected failure: a stable code for programs and the spec's message for people. */
export interface CommandError {
  readonly code: string;
  readonly message: string;
}

export function commandError(code: string, message: string): CommandError {
  return { code, message };
}

/**
 * Where a log entry came from. Only `user` entries create history (like Excalidraw's
 * CaptureUpdateAction); `undo`/`redo` move entries between the stacks; `restore` replaces
 * the document and clears history; `server` applies without touching history.
 */
export type Origin = 'user' | 'undo' | 'redo' | 'restore' | 'server';
export const ORIGINS: readonly Origin[] = ['user', 'undo', 'redo', 'restore', 'server'];

/** The event half of a family: everything needed to fold and invert its events. */
export interface EventFamily<E extends { readonly type: string }> {
  apply(doc: PageDocument, event: E): PageDocument;
  /** Document-free: events carry before and after. */
  invert(event: E): E;
  /**
   * One event equivalent to applying `first` then `second`, when they chain (the state
   * `first` leaves is the one `second` starts from); otherwise null.
   */
  squash?(first: E, second: E): E | null;
}

export type Decide<C, E> = (
  doc: PageDocument,
  command: C,
  ctx: CommandContext,
) => Result<readonly E[], CommandError>;
