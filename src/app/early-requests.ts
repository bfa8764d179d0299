/**
 * Requests started before the app's own modules are evaluated (issue 28, cold open): React, the UI kit
 * and the router take a few hundred milliseconds of main thread before the first screen asks for
 * anything, so the boot entry (boot.ts) asks first. Each early answer goes, once, to the first GET the
 * app makes through `withEarlyResponses` for the same address with the same session token (an answer
 * is never handed to another session); later requests go to the network as usual. An answer nobody
 * took within EARLY_ANSWER_TTL_MS is dropped, so nothing stale is served later.
 */
import { AUTH_HEADER } from '../api/wire.ts';

export const EARLY_ANSWER_TTL_MS = 30_000;

interface EarlyAnswer {
  readonly token: string | null;
  readonly response: Promise<Response>;
}

const answers = new Map<string, EarlyAnswer>();

/** Starts a GET of `url` (with the session token, for the API) unless one is already waiting. */
export function startEarly(fetchFn: typeof fetch, url: string, token: string | null): Promise<Response> {
  const waiting = answers.get(url);
  if (waiting) return waiting.response;
  const headers: Record<string, string> = token ? { accept: 'application/json', [AUTH_HEADER]: token } : {};
  const response = fetchFn(url, { headers });
  // A failure nobody takes is not an unhandled rejection; whoever takes it sees it.
  response.catch(() => {});
  answers.set(url, { token, response });
  setTimeout(() => {
    if (answers.get(url)?.response === response) answers.delete(url);
  }, EARLY_ANSWER_TTL_MS);
  return response;
}

function tokenOf(headers: HeadersInit | undefined): string | null {
  if (!headers) return null;
  return new Headers(headers).get(AUTH_HEADER);
}

/** `fetchFn`, except that a GET an early request already made is answered by it (once). */
export function withEarlyResponses(fetchFn: typeof fetch): typeof fetch {
  return (input, init) => {
    if (typeof input === 'string' && (init?.method ?? 'GET').toUpperCase() === 'GET') {
      const early = answers.get(input);
      if (early && early.token === tokenOf(init?.headers)) {
        answers.delete(input);
        return early.response;
      }
    }
    return fetchFn(input, init);
  };
}

/** Forgets every early request (tests). */
export function clearEarly(): void {
  answers.clear();
}
