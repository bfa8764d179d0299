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
export const tooManyRequests = (message: string) => new HttpError(429, message);
