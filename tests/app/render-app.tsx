/**
 * Renders the whole app (providers, router, session runtime) at a path, on a fake `fetch` that
 * answers per `METHOD /path` — the component tests' equivalent of the real server.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders.tsx';
import { type AppRouter, createAppRouter } from '../../src/app/router.tsx';
import { createAppRuntime } from '../../src/app/runtime.ts';
import { SESSION_STORAGE_KEY } from '../../src/app/session/browser-ports.ts';
import type { StoredSession } from '../../src/machines/session.machine.ts';

export type Handler = (
  body: unknown,
  request: Request,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export const SESSION: StoredSession = {
  tokens: { token: 'builder-token', payment_token: 'payment-token' },
  customer: {
    _id: 'c1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    userType: 'default',
    is_dev: false,
  },
};

export function ok<T extends object>(data: T) {
  return { status: 200, body: { code: 200, message: 'OK', ...data } };
}

export function fail(status: number, message: string, extra: object = {}) {
  return { status, body: { code: status, message, ...extra } };
}

export async function renderApp(
  path: string,
  handlers: Record<string, Handler>,
  options: { session?: StoredSession | null; hostname?: string } = {},
) {
  window.sessionStorage.clear();
  if (options.session !== null) {
    const session = options.session ?? SESSION;
    if (session) window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  }
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ method, path: url.pathname, body, headers });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(body, new Request(url, { method, headers }))
      : fail(404, 'Not found');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const closeWindow = vi.fn(() => false);
  let router: AppRouter | undefined;
  const runtime = createAppRuntime({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: window.sessionStorage,
    hostname: options.hostname ?? 'localhost',
    closeWindow,
    goToLogin: () => void router?.navigate({ to: '/login', replace: true }),
  });
  router = createAppRouter(runtime, createMemoryHistory({ initialEntries: [path] }));
  const view = await act(async () => render(<AppProviders runtime={runtime} router={router} />));
  return { ...view, runtime, router, calls, fetch, closeWindow };
}

export function pathOf(router: AppRouter): string {
  return router.state.location.pathname;
}

/** Website settings' Email tools section asks for both connections: neither connected. */
export function emailToolsNotConnected(projectId: string): Record<string, Handler> {
  const none = (provider: 'mailchimp' | 'activecampaign') => () =>
    ok({
      connection: {
        project_id: projectId,
        provider,
        connected: false,
        account_name: '',
        account_url: '',
        api_key_masked: '',
        updated_at: null,
      },
    });
  return {
    [`GET /api/mailchimp/get_connection/${projectId}`]: none('mailchimp'),
    [`GET /api/active_campaign/get_connection/${projectId}`]: none('activecampaign'),
  };
}
