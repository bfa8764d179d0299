// @vitest-environment happy-dom
/**
 * The signed-in customer, shared (src/app/data/customer.ts): the screens that ask who is signed in
 * read one request between them; logging in as someone else shows the new customer, and a sign-in
 * that switches accounts in place drops the previous one's record at once, never showing it. Until
 * the server answers, the kind of account comes from the session's copy, which is never staff.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../src/api/customer.ts';
import type { Ticket, TicketReply } from '../../src/api/support.ts';
import { customerKeys } from '../../src/app/data/customer.ts';
import { createAppRuntime } from '../../src/app/runtime.ts';
import { SESSION_STORAGE_KEY } from '../../src/app/session/browser-ports.ts';
import { SessionProvider } from '../../src/app/session/SessionProvider.tsx';
import { useCustomerKind } from '../../src/app/session/use-current-customer.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import type { StoredSession } from '../../src/machines/session.machine.ts';
import { type Handler, ok, pathOf, renderApp, SESSION } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const T1 = '66666666-6666-4666-8666-666666666666';
const A1 = '77777777-7777-4777-8777-777777777777';
const NOW = new Date().toISOString();
const CUSTOMER_PATH = '/api/customer/detail_customer_by_token';

/** Ada is staff (the session of the render harness, token `builder-token`); Bob is a plain user. */
const ADA: Customer = { ...SESSION.customer, userType: 'default', role: 'staff' };
const BOB: Customer = {
  _id: 'c2',
  first_name: 'Bob',
  last_name: 'Baker',
  email: 'bob@example.com',
  userType: 'default',
  is_dev: false,
  role: 'user',
};
const BOB_SESSION: StoredSession = {
  tokens: { token: 'bob-token', payment_token: 'bob-payment' },
  customer: { ...BOB },
};

const ticket: Ticket = {
  _id: T1,
  subject: 'The hero looks wrong',
  status: 'open',
  customer: { _id: 'c1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  replies_count: 1,
  last_reply_at: NOW,
  closed_at: null,
  created_at: NOW,
};

const reply: TicketReply = {
  _id: crypto.randomUUID(),
  message: 'See attached.',
  is_staff: false,
  author_name: 'Ada Lovelace',
  attachment: {
    _id: A1,
    kind: 'trace',
    url: `/api/support_ticket/trace/${T1}/${A1}`,
    name: 'home.trace.json',
    mime: 'application/json',
    size: 2048,
  },
  created_at: NOW,
};

/** The customer of the request's token, as the server answers `detail_customer_by_token`. */
function customerByToken(byToken: Record<string, Customer | (() => Promise<Customer>)>): Handler {
  return async (_body, request) => {
    const who = byToken[request.headers.get('x-sh-auth') ?? ''];
    if (!who) throw new Error('unexpected token');
    return ok({ customer: typeof who === 'function' ? await who() : who });
  };
}

function handlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET ${CUSTOMER_PATH}`]: customerByToken({ 'builder-token': ADA, 'bob-token': BOB }),
    'GET /api/project/list_project': () => ok({ projects: [] }),
    [`GET /api/support_ticket/detail_ticket/${T1}`]: () => ok({ ticket, replies: [reply] }),
    'POST /api/app_api/logout': () => ok({}),
    ...extra,
  };
}

const NOT_FOR_YOU = 'The replay screen is for staff and developers';

describe('one current customer for every screen', () => {
  it('the projects list, a ticket and the replay screen share one request', async () => {
    const { router, calls } = await renderApp('/projects', handlers());
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    await act(() => router.navigate({ to: '/support-tickets/$ticketId', params: { ticketId: T1 } }));
    expect(await screen.findByRole('link', { name: 'Open in replay' })).toBeTruthy();
    await act(() => router.navigate({ to: '/replay' }));
    expect(await screen.findByRole('heading', { name: 'Replay a trace' })).toBeTruthy();
    expect(calls.filter((call) => call.path === CUSTOMER_PATH)).toHaveLength(1);
  });

  it('logging out and in as someone else shows the new customer', async () => {
    const { router, runtime, calls } = await renderApp(
      '/replay',
      handlers({
        'POST /api/app_api/login': () =>
          ok({ token: 'bob-token', payment_token: 'bob-payment', customer: BOB }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Replay a trace' })).toBeTruthy();
    act(() => runtime.session.send({ type: 'LOGOUT' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    fireEvent.change(screen.getByLabelText(/^Email\*?$/), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password\*?$/), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(pathOf(router)).toBe('/projects'));
    await act(() => router.navigate({ to: '/replay' }));
    expect(await screen.findByRole('heading', { name: NOT_FOR_YOU })).toBeTruthy();
    const asked = calls.filter((call) => call.path === CUSTOMER_PATH);
    expect(asked.map((call) => call.headers.get('x-sh-auth'))).toEqual(['builder-token', 'bob-token']);
  });

  it('a sign-in that switches accounts in place drops the previous record before the new one answers', async () => {
    let answerBob: (customer: Customer) => void = () => {};
    const bobAnswers = () => new Promise<Customer>((resolve) => (answerBob = resolve));
    const { runtime } = await renderApp(
      '/replay',
      handlers({
        [`GET ${CUSTOMER_PATH}`]: customerByToken({ 'builder-token': ADA, 'bob-token': bobAnswers }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Replay a trace' })).toBeTruthy();
    expect(runtime.queryClient.getQueryData(customerKeys.current('c1'))).toBeDefined();

    act(() => runtime.session.send({ type: 'SIGNED_IN', session: BOB_SESSION }));
    expect(screen.queryByRole('heading', { name: 'Replay a trace' })).toBeNull();
    expect(await screen.findByText('Checking your access…')).toBeTruthy();
    expect(runtime.queryClient.getQueryData(customerKeys.current('c1'))).toBeUndefined();

    await act(async () => answerBob(BOB));
    expect(await screen.findByRole('heading', { name: NOT_FOR_YOU })).toBeTruthy();
  });
});

describe('useCustomerKind', () => {
  function wrapperFor(session: StoredSession, answer: () => Promise<Response>) {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    const fetch = vi.fn(answer);
    const runtime = createAppRuntime({
      fetch: fetch as unknown as typeof globalThis.fetch,
      storage: window.sessionStorage,
      hostname: 'localhost',
      closeWindow: () => false,
      goToLogin: () => {},
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={runtime.queryClient}>
          <SessionProvider runtime={runtime}>{children}</SessionProvider>
        </QueryClientProvider>
      </ChakraProvider>
    );
    return { wrapper, fetch };
  }

  const json = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('answers the session’s copy (never staff) until the server answers, then the server’s record', async () => {
    const server: Customer = { ...ADA, userType: 'inovate', role: 'staff' };
    const { wrapper } = wrapperFor(SESSION, json(200, { code: 200, message: 'OK', customer: server }));
    const { result } = renderHook(() => useCustomerKind(), { wrapper });
    expect(result.current).toEqual(SESSION.customer);
    expect(result.current?.role).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(server));
  });

  it('keeps the session’s copy, without a toast, when the server fails', async () => {
    const vision: StoredSession = { ...SESSION, customer: { ...SESSION.customer, userType: 'vision' } };
    const { wrapper, fetch } = wrapperFor(vision, json(500, { code: 500, message: 'Down' }));
    const { result } = renderHook(() => useCustomerKind(), { wrapper });
    // One retry for a server error, a second later.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toEqual(vision.customer);
    expect(toaster.getCount()).toBe(0);
  });
});
