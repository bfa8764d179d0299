/**
 * The app's long-lived objects, created once before React renders (and once per component test): the
 * typed API client, the session actor (spec §4 Session: tokens in sessionStorage, 401 → clear + alert +
 * leave), the query client whose caches report every failure as a toast (spec §8), and the alert store.
 * Leaving waits for the access-denied alert to be acknowledged, drops every cached answer (the next
 * person must not see them), then closes the window or goes to /login. Any change of the signed-in
 * account (login, login link, logout, a 401) drops the cached customer at once.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type Actor, createActor } from 'xstate';
import { type ApiClient, createApiClient, isApiError } from '../api/client.ts';
import { type LeaveBy, sessionMachine } from '../machines/session.machine.ts';
import { customerKeys } from './data/customer.ts';
import { createBrowserSessionPorts, logoutWith } from './session/browser-ports.ts';
import { type AlertStore, createAlertStore } from './shell/alerts.ts';
import { type FailureMeta, reportFailure } from './shell/toaster.tsx';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

export type SessionActor = Actor<typeof sessionMachine>;

export interface AppRuntime {
  readonly api: ApiClient;
  readonly session: SessionActor;
  readonly queryClient: QueryClient;
  readonly alerts: AlertStore;
  /** The fetch the API client uses, for the calls it cannot make (the AI stream, issue 24). */
  readonly fetch: typeof fetch;
}

export interface RuntimeDeps {
  readonly fetch: typeof fetch;
  readonly storage: Storage;
  readonly hostname: string;
  /** Tries to close the window; answers whether it closed (browsers refuse for tabs they did not open). */
  readonly closeWindow: () => boolean;
  /** Client-side navigation to /login (bound to the router once it exists). */
  readonly goToLogin: () => void;
  readonly baseUrl?: string;
}

/** Retry only what may pass on a second try: network failures and server errors, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !isApiError(error) || error.code === 0 || error.code >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function createAppRuntime(deps: RuntimeDeps): AppRuntime {
  const alerts = createAlertStore();
  const queryClient = createQueryClient();
  let session: SessionActor | undefined;

  const api = createApiClient({
    fetch: deps.fetch,
    ...(deps.baseUrl !== undefined && { baseUrl: deps.baseUrl }),
    tokens: () => session?.getSnapshot().context.session?.tokens ?? null,
    onUnauthorized: () => session?.send({ type: 'UNAUTHORIZED' }),
  });

  async function leave(by: LeaveBy): Promise<void> {
    await alerts.whenSettled();
    queryClient.clear();
    if (by === 'close' && deps.closeWindow()) return;
    deps.goToLogin();
  }

  const machine = sessionMachine.provide({
    actions: {
      alert: (_, params) => alerts.show(params.message),
      leave: (_, params) => void leave(params.by),
      sessionChanged: () => queryClient.removeQueries({ queryKey: customerKeys.all }),
    },
  });
  const ports = createBrowserSessionPorts(deps.storage, logoutWith(api));
  session = createActor(machine, { input: { ports, hostname: deps.hostname } });
  session.start();

  return { api, session, queryClient, alerts, fetch: deps.fetch };
}
