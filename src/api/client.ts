/**
 * The shared typed client of spec §7 "Calls" and §8 "Error catalogue": one function takes method, path,
 * query and body and answers the response data, or on failure `{code, message}` (the server's
 * envelope, CONTRACT "HTTP"). Invariants:
 * - API paths (`/api/...`) carry the session token in `x-sh-auth`: the builder token by default, the
 *   payment/page token for payment/page calls (`auth: 'payment'`), none for the public auth calls.
 * - A 401 from an API path reports `onUnauthorized` once per answer (the session machine's UNAUTHORIZED:
 *   clear, alert, leave). Full URLs never do, and never receive the session token.
 * - A full-URL call that fails answers `{code: 201, message: 'Something Went Wrong'}` (spec §8).
 * - Aborts (query cancellation) reject with the AbortError itself; every other failure is a value.
 * Browser-safe: depends on an injected `fetch` only.
 */
import { MESSAGES } from '../domain/messages.ts';
import { err, ok, type Result } from '../domain/result.ts';
import type { FieldError } from './envelope.ts';
import { AUTH_HEADER } from './wire.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Which session token the call carries. */
export type AuthKind = 'builder' | 'payment' | 'none';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  readonly method: HttpMethod;
  /** `/api/...` on the app origin, or a full `http(s)://` URL. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  /** Defaults to `builder` for API paths; full URLs never carry a session token. */
  readonly auth?: AuthKind;
  /** Extra headers, e.g. `Authorization` for a full-URL GET (spec §7 "Gallery and files"). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

/** The failure envelope as the app sees it (spec §8): HTTP status and the server's message. */
export interface ApiFailure {
  readonly code: number;
  readonly message: string;
  /** Field-by-field reasons of a 400 schema violation. */
  readonly errors?: readonly FieldError[];
  /** The current revision, on a 409 stale save. */
  readonly revision?: number;
}

/** Thrown by `request` (for TanStack Query, which needs rejections); carries the failure as fields. */
export class ApiError extends Error implements ApiFailure {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly errors: readonly FieldError[] | undefined;
  readonly revision: number | undefined;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.code = failure.code;
    this.errors = failure.errors;
    this.revision = failure.revision;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface SessionTokensSource {
  readonly token: string;
  readonly payment_token: string;
}

export interface ApiClientOptions {
  readonly fetch: typeof fetch;
  /** Prefix of API paths, e.g. `http://localhost:3000` in tests; empty in the browser (same origin). */
  readonly baseUrl?: string;
  /** The current session's tokens, read at call time. */
  readonly tokens: () => SessionTokensSource | null;
  /** Called on a 401 from an API path. */
  readonly onUnauthorized: () => void;
}

export interface ApiClient {
  /** Never rejects except on abort: success data or the failure envelope. */
  send<T>(request: ApiRequest): Promise<Result<T, ApiFailure>>;
  /** Resolves with the data; rejects with an `ApiError`. */
  request<T>(request: ApiRequest): Promise<T>;
}

/** Spec §8: failures of calls to full URLs all look the same. */
export const FULL_URL_FAILURE: ApiFailure = Object.freeze({
  code: 201,
  message: MESSAGES.somethingWentWrong,
});

/** Answer when the server could not be reached at all (no HTTP status). */
export const NETWORK_FAILURE: ApiFailure = Object.freeze({
  code: 0,
  message: 'Cannot reach the server. Check your connection and try again.',
});

export function isFullUrl(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** `?a=1&b=x` from the defined values, in insertion order; empty when none. */
export function toQueryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The envelope's `{code, message, errors?, revision?}`, or undefined when the body is not one. */
function readEnvelope(body: unknown): (ApiFailure & Record<string, unknown>) | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.code !== 'number') return undefined;
  return record as ApiFailure & Record<string, unknown>;
}

function toFailure(status: number, body: unknown): ApiFailure {
  const envelope = readEnvelope(body);
  const code = envelope && envelope.code !== 200 ? envelope.code : status;
  // A 2xx whose body is not a success envelope (e.g. an HTML page) is no success either.
  if (code >= 200 && code < 300) return { code: 500, message: 'Unexpected answer from the server' };
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  return {
    code,
    message,
    ...(Array.isArray(envelope?.errors) && { errors: envelope.errors as FieldError[] }),
    ...(typeof envelope?.revision === 'number' && { revision: envelope.revision }),
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';

  async function send<T>(request: ApiRequest): Promise<Result<T, ApiFailure>> {
    const full = isFullUrl(request.path);
    const url = `${full ? '' : baseUrl}${request.path}${toQueryString(request.query)}`;
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const tokens = full ? null : options.tokens();
    const kind = request.auth ?? 'builder';
    if (tokens && kind !== 'none')
      headers[AUTH_HEADER] = kind === 'payment' ? tokens.payment_token : tokens.token;

    let response: Response;
    try {
      response = await options.fetch(url, {
        method: request.method,
        headers,
        ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
        ...(request.signal && { signal: request.signal }),
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      return err(full ? FULL_URL_FAILURE : NETWORK_FAILURE);
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (isAbort(error)) throw error;
      body = undefined;
    }

    const envelope = readEnvelope(body);
    if (response.ok && (full || envelope?.code === 200)) return ok(body as T);
    if (full) return err(FULL_URL_FAILURE);
    const failure = toFailure(response.status, body);
    if (failure.code === 401) options.onUnauthorized();
    return err(failure);
  }

  return {
    send,
    async request<T>(request: ApiRequest): Promise<T> {
      const result = await send<T>(request);
      if (!result.ok) throw new ApiError(result.error);
      return result.value;
    },
  };
}
