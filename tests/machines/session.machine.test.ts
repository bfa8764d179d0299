/**
 * Session branches: restore from storage, sign in, 401 (clear + alert + close), logout on localhost vs
 * elsewhere; every change of the signed-in account tells the app (`sessionChanged`) to drop its caches.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  logoutLeaves,
  type SessionPorts,
  type StoredSession,
  sessionMachine,
} from '../../src/machines/session.machine.ts';

const SESSION: StoredSession = {
  tokens: { token: 't1', payment_token: 'p1' },
  customer: {
    _id: 'c1',
    first_name: 'Ada',
    last_name: 'Baker',
    email: 'ada@example.com',
    userType: 'default',
    is_dev: false,
  },
};

function memoryPorts(initial: StoredSession | null) {
  let stored = initial;
  const ports: SessionPorts & { stored(): StoredSession | null } = {
    read: () => stored,
    write: (session) => {
      stored = session;
    },
    clear: () => {
      stored = null;
    },
    logout: vi.fn(async () => {}),
    stored: () => stored,
  };
  return ports;
}

function start(ports: SessionPorts, hostname = 'localhost') {
  const alerts: string[] = [];
  const left: string[] = [];
  const changes = { count: 0 };
  const machine = sessionMachine.provide({
    actions: {
      alert: (_, params) => alerts.push(params.message),
      leave: (_, params) => left.push(params.by),
      sessionChanged: () => {
        changes.count += 1;
      },
    },
  });
  return { actor: createActor(machine, { input: { ports, hostname } }).start(), alerts, left, changes };
}

describe('session machine', () => {
  it('restores a stored session, or starts signed out', () => {
    expect(start(memoryPorts(SESSION)).actor.getSnapshot().value).toBe('signedIn');
    expect(start(memoryPorts(null)).actor.getSnapshot().value).toBe('signedOut');
  });

  it('stores both tokens on sign-in', () => {
    const ports = memoryPorts(null);
    const { actor } = start(ports);
    actor.send({ type: 'SIGNED_IN', session: SESSION });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(ports.stored()).toEqual(SESSION);
  });

  it('on 401 clears the session, alerts with the spec message and closes the window', () => {
    const ports = memoryPorts(SESSION);
    const { actor, alerts, left } = start(ports, 'builder.example.com');
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(ports.stored()).toBeNull();
    expect(alerts).toEqual([MESSAGES.builderAccessDenied]);
    expect(left).toEqual(['close']);
  });

  it('logout revokes the tokens and goes to /login on localhost', async () => {
    const ports = memoryPorts(SESSION);
    const { actor, left } = start(ports, 'localhost');
    actor.send({ type: 'LOGOUT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(ports.logout).toHaveBeenCalledWith(SESSION.tokens);
    expect(ports.stored()).toBeNull();
    expect(left).toEqual(['login']);
  });

  it('logout elsewhere closes the window, even when the server call fails', async () => {
    const ports = memoryPorts(SESSION);
    ports.logout = async () => {
      throw new Error('offline');
    };
    const { actor, left } = start(ports, 'app.pagewright.example');
    actor.send({ type: 'LOGOUT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(left).toEqual(['close']);
  });

  it('logoutLeaves decides by host', () => {
    expect(logoutLeaves('localhost')).toBe('login');
    expect(logoutLeaves('127.0.0.1')).toBe('login');
    expect(logoutLeaves('sites.example.com')).toBe('close');
  });
});

describe('session machine: switching accounts', () => {
  it('a sign-in while signed in replaces the stored session', () => {
    const ports = memoryPorts(SESSION);
    const { actor } = start(ports);
    const other = { ...SESSION, tokens: { token: 't2', payment_token: 'p2' } };
    actor.send({ type: 'SIGNED_IN', session: other });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.session).toEqual(other);
    expect(ports.stored()).toEqual(other);
  });
});

describe('session machine: the app drops what it cached about the previous account', () => {
  it('not on restoring a stored session', () => {
    expect(start(memoryPorts(SESSION)).changes.count).toBe(0);
  });

  it('on signing in, and on a sign-in that switches accounts in place', () => {
    const { actor, changes } = start(memoryPorts(null));
    actor.send({ type: 'SIGNED_IN', session: SESSION });
    expect(changes.count).toBe(1);
    actor.send({ type: 'SIGNED_IN', session: { ...SESSION, tokens: { token: 't2', payment_token: 'p2' } } });
    expect(changes.count).toBe(2);
  });

  it('on logging out, once the session is gone', async () => {
    const { actor, changes } = start(memoryPorts(SESSION));
    actor.send({ type: 'LOGOUT' });
    expect(changes.count).toBe(0);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(changes.count).toBe(1);
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('on a 401', () => {
    const { actor, changes } = start(memoryPorts(SESSION));
    actor.send({ type: 'UNAUTHORIZED' });
    expect(changes.count).toBe(1);
  });

  it('not on a profile change of the same account', () => {
    const { actor, changes } = start(memoryPorts(SESSION));
    actor.send({ type: 'CUSTOMER_UPDATED', customer: { ...SESSION.customer, first_name: 'Ann' } });
    expect(changes.count).toBe(0);
  });
});
