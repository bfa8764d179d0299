/**
 * Session (spec §4 Session, §6, §8; issue 4): the builder token and the payment/page token
 * live in session storage. A 401 from any call clears the session, alerts the user with
 * the spec's access-denied message and leaves (the window closes; where the browser
 * refuses, the app goes to /login). Logging out goes to /login on localhost and closes
 * the window elsewhere (spec §2).
 */
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES } from '../domain/messages.ts';

export interface SessionTokens {
  /** `x-sh-auth` for the builder API. */
  readonly token: string;
  /** The second token, for the payment/page API. */
  readonly payment_token: string;
}

export interface SessionCustomer {
  readonly _id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly userType: string;
  readonly is_dev: boolean;
}

export interface StoredSession {
  readonly tokens: SessionTokens;
  readonly customer: SessionCustomer;
}

export interface SessionPorts {
  read(): StoredSession | null;
  write(session: StoredSession): void;
  clear(): void;
  /** Revokes the tokens on the server; failures are ignored (the local session ends anyway). */
  logout(tokens: SessionTokens): Promise<void>;
}

/** Where leaving goes: the login screen, or closing the window. */
export type LeaveBy = 'login' | 'close';

/** Spec §2: on logout, localhost goes to /login; elsewhere the window closes. */
export function logoutLeaves(hostname: string): LeaveBy {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' ? 'login' : 'close';
}

export interface SessionContext {
  readonly ports: SessionPorts;
  readonly hostname: string;
  readonly session: StoredSession | null;
}

export type SessionEvent =
  | { readonly type: 'SIGNED_IN'; readonly session: StoredSession }
  | { readonly type: 'LOGOUT' }
  | { readonly type: 'UNAUTHORIZED' }
  | { readonly type: 'CUSTOMER_UPDATED'; readonly customer: SessionCustomer };

export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    events: SessionEvent;
    input: { ports: SessionPorts; hostname: string };
  },
  actors: {
    logout: fromPromise<void, { ports: SessionPorts; tokens: SessionTokens }>(({ input }) =>
      input.ports.logout(input.tokens).catch(() => undefined),
    ),
  },
  actions: {
    /** Shows a blocking alert; the app supplies window.alert or a dialog. */
    alert: (_, _params: { message: string }) => {},
    /** Leaves the app: navigate to /login, or close the window (falling back to /login). */
    leave: (_, _params: { by: LeaveBy }) => {},
    /**
     * The signed-in account changed (signed in, switched by a login link, signed out or refused): the
     * app drops what it cached about the previous one, at once.
     */
    sessionChanged: () => {},
    clearStorage: ({ context }) => context.ports.clear(),
    assignSession: assign({
      session: ({ context, event }) => (event.type === 'SIGNED_IN' ? event.session : context.session),
    }),
    persistSession: ({ context }) => {
      if (context.session) context.ports.write(context.session);
    },
  },
  guards: {
    hasStoredSession: ({ context }) => context.session !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ports: input.ports, hostname: input.hostname, session: input.ports.read() }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasStoredSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        SIGNED_IN: { target: 'signedIn', actions: ['assignSession', 'persistSession', 'sessionChanged'] },
      },
    },
    signedIn: {
      on: {
        // A login link for another account replaces the current session in place.
        SIGNED_IN: { actions: ['assignSession', 'persistSession', 'sessionChanged'] },
        LOGOUT: 'signingOut',
        UNAUTHORIZED: 'denied',
        CUSTOMER_UPDATED: {
          actions: [
            assign({
              session: ({ context, event }) =>
                context.session ? { ...context.session, customer: event.customer } : null,
            }),
            ({ context }) => {
              if (context.session) context.ports.write(context.session);
            },
          ],
        },
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ ports: context.ports, tokens: context.session!.tokens }),
        onDone: {
          target: 'signedOut',
          actions: [
            'clearStorage',
            assign({ session: null }),
            'sessionChanged',
            { type: 'leave', params: ({ context }) => ({ by: logoutLeaves(context.hostname) }) },
          ],
        },
      },
    },
    denied: {
      entry: [
        'clearStorage',
        assign({ session: null }),
        'sessionChanged',
        { type: 'alert', params: { message: MESSAGES.builderAccessDenied } },
        { type: 'leave', params: { by: 'close' as LeaveBy } },
      ],
      always: 'signedOut',
    },
  },
});
