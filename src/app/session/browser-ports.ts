/**
 * The session machine's ports in the browser (spec §4 Session): both tokens and the customer live in
 * sessionStorage under one key, so each tab has its own session and closing the tab ends it. A stored
 * value that is not a session (edited by hand, older format) reads as no session.
 */

import type { ApiClient } from '../../api/client.ts';
import { AUTH_HEADER } from '../../api/wire.ts';
import type { SessionPorts, SessionTokens, StoredSession } from '../../machines/session.machine.ts';

export const SESSION_STORAGE_KEY = 'pagewright.session';

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { tokens, customer } = value as Partial<Record<keyof StoredSession, unknown>>;
  if (typeof tokens !== 'object' || tokens === null) return false;
  if (typeof customer !== 'object' || customer === null) return false;
  const t = tokens as Record<string, unknown>;
  const c = customer as Record<string, unknown>;
  return (
    typeof t.token === 'string' &&
    typeof t.payment_token === 'string' &&
    typeof c._id === 'string' &&
    typeof c.email === 'string'
  );
}

export function readStoredSession(storage: Storage): StoredSession | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isStoredSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** `logoutCall` revokes both tokens on the server; the machine ignores its failures. */
export function createBrowserSessionPorts(
  storage: Storage,
  logoutCall: (tokens: SessionTokens) => Promise<void>,
): SessionPorts {
  return {
    read: () => readStoredSession(storage),
    write: (session) => storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session)),
    clear: () => storage.removeItem(SESSION_STORAGE_KEY),
    logout: logoutCall,
  };
}

/** The logout call with the given tokens (not the current ones: the machine passes the ending session's). */
export function logoutWith(api: ApiClient) {
  return async (tokens: SessionTokens): Promise<void> => {
    const result = await api.send({
      method: 'POST',
      path: '/api/app_api/logout',
      auth: 'none',
      headers: { [AUTH_HEADER]: tokens.token },
    });
    if (!result.ok) throw new Error(result.error.message);
  };
}
