/**
 * The image search key asked for at boot (issue 27, spec §4 Session, §7 Keys), beside the page's own
 * early requests (early-open.ts): `POST /api/key/get_key` is no GET, so early-requests.ts cannot hold
 * it. Each answer goes, once, to the first lookup of the same name with the same session token; an
 * answer nobody took within EARLY_ANSWER_TTL_MS is dropped.
 */
import { AUTH_HEADER } from '../../../api/wire.ts';
import { EARLY_ANSWER_TTL_MS } from '../../early-requests.ts';

export const GET_KEY_PATH = '/api/key/get_key';

/** The key that unlocks the Gallery's image search (spec §7 Keys: `pexels` → PEXELS_API_KEY). */
export const PEXELS_KEY_NAME = 'pexels';

interface EarlyKey {
  readonly token: string;
  readonly response: Promise<Response>;
}

const keys = new Map<string, EarlyKey>();

/** Starts the lookup of key `name` with the session `token`, unless one is already waiting. */
export function startKeyEarly(fetchFn: typeof fetch, name: string, token: string): void {
  if (keys.has(name)) return;
  const response = fetchFn(GET_KEY_PATH, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify({ key_name: name }),
  });
  // A failure nobody takes is not an unhandled rejection; whoever takes it sees it.
  response.catch(() => {});
  keys.set(name, { token, response });
  setTimeout(() => {
    if (keys.get(name)?.response === response) keys.delete(name);
  }, EARLY_ANSWER_TTL_MS);
}

/** The early answer for `name` started with this `token`, once; undefined when there is none. */
export function takeEarlyKey(name: string, token: string): Promise<Response> | undefined {
  const early = keys.get(name);
  if (!early || early.token !== token) return undefined;
  keys.delete(name);
  return early.response;
}

/** Forgets every early key lookup (tests). */
export function clearEarlyKeys(): void {
  keys.clear();
}
