/**
 * One JSON call to an email tool's API (Mailchimp v3, ActiveCampaign v3) with plain `fetch`, turned
 * into a result value: the body on 2xx, else a `ProviderFailure` of a kind the callers act on —
 * `auth` (the provider refused the key: 401/403), `refused` (another 4xx, with the provider's
 * reason), `rate` (429, with its Retry-After), `unavailable` (5xx, timeout, no answer).
 * A 429 whose Retry-After is short is waited out once here, so a burst costs no job retry.
 *
 * Invariants: the key travels only in the request headers the caller passes; no message built here
 * contains a header, and the provider's reason is cut to 300 characters.
 */

export type FailureKind = 'auth' | 'refused' | 'rate' | 'unavailable';

export interface ProviderFailure {
  readonly ok: false;
  readonly kind: FailureKind;
  readonly status: number;
  /** The provider's own words (its error body), for the owner to read. */
  readonly reason: string;
  readonly retryAfterMs?: number;
}

export type ProviderResult<T> =
  | { readonly ok: true; readonly status: number; readonly body: T }
  | ProviderFailure;

export interface ProviderRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface ProviderHttpOptions {
  readonly timeoutMs: number;
  /** The longest Retry-After waited out in place (longer ones go back to the job queue). */
  readonly maxInlineWaitMs: number;
}

export const DEFAULT_PROVIDER_HTTP: ProviderHttpOptions = { timeoutMs: 15_000, maxInlineWaitMs: 5_000 };

const REASON_MAX = 300;

/** Reads the provider's reason from its error body (Mailchimp problem+json, ActiveCampaign's shapes). */
export function reasonOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const errors = record.errors;
    if (Array.isArray(errors) && errors.length > 0) {
      const first = errors[0] as Record<string, unknown>;
      const words = [first.title, first.detail].filter((part) => typeof part === 'string' && part);
      if (words.length > 0) return cut(words.join(': '));
    }
    if (typeof record.detail === 'string' && record.detail) {
      return cut(typeof record.title === 'string' ? `${record.title}: ${record.detail}` : record.detail);
    }
    if (typeof record.message === 'string' && record.message) return cut(record.message);
    if (typeof record.title === 'string' && record.title) return cut(record.title);
  }
  return fallback;
}

const cut = (text: string) => (text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text);

/** `Retry-After` in ms: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMsOf(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

async function once<T>(request: ProviderRequest, options: ProviderHttpOptions): Promise<ProviderResult<T>> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body !== undefined && { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      kind: 'unavailable',
      status: 0,
      reason: timedOut ? 'The service did not answer in time' : 'The service could not be reached',
    };
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = undefined;
  }
  if (response.ok) {
    if (body === undefined)
      return {
        ok: false,
        kind: 'unavailable',
        status: response.status,
        reason: 'The service sent an unreadable answer',
      };
    return { ok: true, status: response.status, body: body as T };
  }
  const status = response.status;
  if (status === 429) {
    const retryAfterMs = retryAfterMsOf(response.headers.get('retry-after'));
    return {
      ok: false,
      kind: 'rate',
      status,
      reason: reasonOf(body, 'Too many requests'),
      ...(retryAfterMs !== undefined && { retryAfterMs }),
    };
  }
  if (status === 401 || status === 403)
    return { ok: false, kind: 'auth', status, reason: reasonOf(body, 'The API key was refused') };
  if (status >= 500)
    return {
      ok: false,
      kind: 'unavailable',
      status,
      reason: reasonOf(body, `The service answered ${status}`),
    };
  return {
    ok: false,
    kind: 'refused',
    status,
    reason: reasonOf(body, `The service refused the request (${status})`),
  };
}

export async function callProvider<T>(
  request: ProviderRequest,
  options: ProviderHttpOptions = DEFAULT_PROVIDER_HTTP,
): Promise<ProviderResult<T>> {
  const first = await once<T>(request, options);
  if (first.ok || first.kind !== 'rate') return first;
  const wait = first.retryAfterMs ?? options.maxInlineWaitMs + 1;
  if (wait > options.maxInlineWaitMs) return first;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return once<T>(request, options);
}
