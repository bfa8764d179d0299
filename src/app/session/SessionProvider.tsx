/**
 * React access to the app runtime: the session (XState actor of src/machines/session.machine.ts) and
 * the API client. Components read the session through `useSession` and change it only by events.
 */
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../../api/client.ts';
import type { StoredSession } from '../../machines/session.machine.ts';
import type { AppRuntime, SessionActor } from '../runtime.ts';

const RuntimeContext = createContext<AppRuntime | null>(null);

export function SessionProvider({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): AppRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside SessionProvider');
  return runtime;
}

export function useApi(): ApiClient {
  return useRuntime().api;
}

export function useSessionActor(): SessionActor {
  return useRuntime().session;
}

/** The signed-in session, or null. */
export function useSession(): StoredSession | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.session);
}

export function useIsSigningOut(): boolean {
  return useSelector(useSessionActor(), (snapshot) => snapshot.matches('signingOut'));
}
