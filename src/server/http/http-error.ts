/**
 * The one exception type handlers throw for expected failures: it becomes the envelope
 * `{code: status, message, ...data}` of spec §8 / CONTRACT "HTTP".
 */

export class HttpError extends Error {
  readonly statusCode: number;
  readonly data: Record<string, unknown>;

  constructor(statusCode: number, message: string, data: Record<string, unknown> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.data = data;
  }
}

export const badRequest = (message: string, data?: Record<string, unknown>) =>
  new HttpError(400, message, data);
export const unauthorized = (message = 'Missing or invalid session token') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string, data?: Record<string, unknown>) =>
  new HttpError(409, message, data);
/**
 * A 429 that tells the client when to come back: sets `Retry-After` (whole seconds, at least 1) on the
 * reply, which the envelope keeps when it answers the thrown error (issue 22 §4: every 429 carries it).
 */
export function tooManyRequests(
  reply: { header(name: string, value: string): unknown },
  retryAfterMs: number,
  message: string,
): HttpError {
  reply.header('retry-after', String(retryAfterSeconds(retryAfterMs)));
  return new HttpError(429, message);
}

/** `Retry-After` of a wait: whole seconds, rounded up, at least 1. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
