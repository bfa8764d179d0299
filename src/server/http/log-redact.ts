/**
 * What the logs may say about a request or an error (issue 22 items 2 and 8): redacted by default.
 * - A URL keeps its path and parameter names; login-link tokens in paths and the value of every
 *   credential-bearing query parameter (request-guards.ts `isCredentialParam`) become `[redacted]`.
 * - An error keeps its class, codes, stack frames and schema names (table, column, constraint), and a
 *   message without statement parameters or quoted values. Drizzle's "params:" line, PostgreSQL's
 *   `detail`/`where` (row values, bind parameters) and any other property are never logged.
 */
import { isCredentialParam } from './request-guards.ts';

const REDACTED = '[redacted]';
/** PostgreSQL error fields that name schema objects, never data. */
const SAFE_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
const MAX_CAUSES = 3;
const MAX_MESSAGE = 2_000;

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** `url` with login-link tokens and credential-bearing query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(
    /\/(admin|client)-auth-controller\/[^/?#]+/g,
    `/$1-auth-controller/${REDACTED}`,
  );
  if (queryStart < 0) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && isCredentialParam(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${path}?${query.join('&')}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A message with Drizzle's statement parameters cut and quoted values (PostgreSQL, V8 and Node quote the input they echo) redacted. */
function safeMessage(error: Record<string, unknown>): string {
  const message = typeof error.message === 'string' ? error.message : '';
  // Drizzle's query text has placeholders, never values: keep it whole for the diagnosis.
  if (typeof error.query === 'string' && message.startsWith('Failed query:'))
    return `Failed query: ${error.query}`.slice(0, MAX_MESSAGE);
  return message
    .split(/\nparams: /)[0]!
    .replace(
      /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\\n]|\\.)*`/g,
      (quoted) => `${quoted[0]}${REDACTED}${quoted[0]}`,
    )
    .slice(0, MAX_MESSAGE);
}

/** The stack's frames under a safe first line (the original first line repeats the message). */
function safeStack(error: Record<string, unknown>, type: string, message: string): string {
  const frames =
    typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [`${type}: ${message}`, ...frames].join('\n');
}

function typeOf(error: Record<string, unknown>): string {
  const name = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== 'Object'
    ? name
    : typeof error.name === 'string'
      ? error.name
      : 'Error';
}

export interface SafeError {
  readonly type: string;
  readonly message: string;
  readonly stack: string;
  readonly [field: string]: unknown;
}

/** The pino `err` serializer: the safe summary of an error and its causes (a thrown non-error only by its type). */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!isRecord(error)) return { type: typeof error, message: 'a thrown non-error value', stack: '' };
  const type = typeOf(error);
  const message = safeMessage(error);
  const summary: Record<string, unknown> = { type, message, stack: safeStack(error, type, message) };
  if (typeof error.code === 'string' || typeof error.code === 'number') summary.code = error.code;
  if (typeof error.statusCode === 'number') summary.statusCode = error.statusCode;
  for (const field of SAFE_FIELDS) if (typeof error[field] === 'string') summary[field] = error[field];
  if (depth < MAX_CAUSES && isRecord(error.cause)) summary.cause = serializeError(error.cause, depth + 1);
  return summary as SafeError;
}
