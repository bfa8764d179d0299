/**
 * The builder's key (issue 27, spec §4 Session, §7 Keys, §8): asked for at boot after the page's own
 * requests and only when the server has one; the lookup port takes that early answer once, asks
 * get_key when the configuration lists the key and asks nothing when it does not; a failed lookup
 * falls back to the configured default and is logged, never thrown at the user.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient } from '../../../../src/api/client.ts';
import { AUTH_HEADER } from '../../../../src/api/wire.ts';
import { startBuilderOpen } from '../../../../src/app/builder/early-open.ts';
import { clearEarlyKeys, takeEarlyKey } from '../../../../src/app/builder/editor-key/early-key.ts';
import {
  configuredPexelsFallback,
  fetchKey,
  keyLookupLog,
  startKeyActor,
} from '../../../../src/app/builder/editor-key/pexels-key.ts';
import { clearEarly } from '../../../../src/app/early-requests.ts';
import { SESSION_STORAGE_KEY } from '../../../../src/app/session/browser-ports.ts';
import { isWaitingForKey } from '../../../../src/machines/editor-key.machine.ts';

const SESSION = JSON.stringify({
  tokens: { token: 'builder-token', payment_token: 'payment-token' },
  customer: { _id: 'c1', email: 'ada@example.com' },
});
const storage = { getItem: (key: string) => (key === SESSION_STORAGE_KEY ? SESSION : null) } as Storage;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake server answering the boot requests; `keys` is what its configuration lists. */
function server(
  keys: string[] | undefined,
  keyAnswer: () => Response = () => json({ code: 200, data: 'pk-1' }),
) {
  const order: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const token = new Headers(init?.headers).get(AUTH_HEADER);
    order.push(`${init?.method ?? 'GET'} ${url}${token ? ` [${token}]` : ''}`);
    if (url === '/api/app_setting/config')
      return json({ code: 200, hosted_base: 'http://sites.test', ...(keys && { integration_keys: keys }) });
    if (url.startsWith('/api/page/detail_page/'))
      return json({ code: 200, page: { _id: 'g1', page_slug: 'home', revision: 2 } });
    if (url === '/api/key/get_key') return keyAnswer();
    return json({ code: 200 });
  }) as unknown as typeof fetch;
  return { order, fetchFn };
}

function runtimeOn(fetchFn: typeof fetch): { api: ApiClient; queryClient: QueryClient } {
  const api = createApiClient({
    fetch: fetchFn,
    tokens: () => ({ token: 'builder-token', payment_token: 'payment-token' }),
    onUnauthorized: () => {},
  });
  return { api, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

afterEach(() => {
  clearEarly();
  clearEarlyKeys();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** A cold builder open at boot (builder/early-open.ts), its code and canvas left out. */
const openAtBoot = (fetchFn: typeof fetch) =>
  startBuilderOpen('/builder/p1/g1', {
    storage,
    fetch: fetchFn,
    loadCanvas: async () => () => null,
    loadFirstLook: async () => async () => false,
    preloadCode: () => {},
    warmStylesheets: () => {},
    hasUnsavedDraft: () => false,
  });

describe('the key at boot', () => {
  it('is asked for after the page’s requests, with the session token, when the server has one', async () => {
    const { order, fetchFn } = server(['editor', 'pexels']);
    openAtBoot(fetchFn);
    expect(order.some((line) => line.includes('get_key'))).toBe(false);
    await vi.waitFor(() => expect(order).toHaveLength(7));
    expect(order.slice(0, 3)).toEqual([
      'GET /api/app_setting/config [builder-token]',
      'GET /api/page/detail_page/g1 [builder-token]',
      'GET /api/project/detail_project/p1 [builder-token]',
    ]);
    // The saved files first, then the key.
    expect(order.slice(3, 6).every((line) => line.startsWith('GET http://sites.test/p1/'))).toBe(true);
    expect(order[6]).toBe('POST /api/key/get_key [builder-token]');
    const [, init] = (fetchFn as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[6]!;
    expect(JSON.parse(String(init.body))).toEqual({ key_name: 'pexels' });
  });

  it('is not asked for when the configuration does not list it', async () => {
    for (const keys of [[], ['editor'], undefined]) {
      const { order, fetchFn } = server(keys);
      openAtBoot(fetchFn);
      await vi.waitFor(() => expect(order).toHaveLength(6));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(order.filter((line) => line.includes('get_key'))).toEqual([]);
      clearEarly();
    }
  });

  it('hands its answer once, and only to the same session', async () => {
    const { fetchFn } = server(['pexels']);
    openAtBoot(fetchFn);
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(7));
    expect(takeEarlyKey('pexels', 'another-token')).toBeUndefined();
    expect(takeEarlyKey('pexels', 'builder-token')).toBeDefined();
    expect(takeEarlyKey('pexels', 'builder-token')).toBeUndefined();
  });
});

describe('fetchKey (the machine’s port)', () => {
  it('takes the boot answer instead of asking again', async () => {
    const { order, fetchFn } = server(['pexels']);
    openAtBoot(fetchFn);
    await vi.waitFor(() => expect(order).toHaveLength(7));
    await expect(fetchKey(runtimeOn(fetchFn), 'builder-token', 'pexels')).resolves.toBe('pk-1');
    expect(order.filter((line) => line.includes('get_key'))).toHaveLength(1);
  });

  it('asks get_key when the configuration lists the key, and nothing when it does not', async () => {
    const listed = server(['pexels']);
    await expect(fetchKey(runtimeOn(listed.fetchFn), 'builder-token', 'pexels')).resolves.toBe('pk-1');
    expect(listed.order).toEqual([
      'GET /api/app_setting/config [builder-token]',
      'POST /api/key/get_key [builder-token]',
    ]);
    const unlisted = server(['editor']);
    await expect(fetchKey(runtimeOn(unlisted.fetchFn), 'builder-token', 'pexels')).resolves.toBe('');
    expect(unlisted.order).toEqual(['GET /api/app_setting/config [builder-token]']);
  });

  it('rejects when the lookup fails, early or not', async () => {
    const failing = server(['pexels'], () => json({ code: 500, message: 'Internal error' }, 500));
    await expect(fetchKey(runtimeOn(failing.fetchFn), 'builder-token', 'pexels')).rejects.toThrow();
    openAtBoot(failing.fetchFn);
    await vi.waitFor(() => expect(failing.order.filter((line) => line.includes('get_key'))).toHaveLength(2));
    await expect(fetchKey(runtimeOn(failing.fetchFn), 'builder-token', 'pexels')).rejects.toThrow('500');
  });
});

describe('the key machine on the app’s ports', () => {
  it('waits on the lookup, then holds the fetched key', async () => {
    let answer: (key: string) => void = () => {};
    const actor = startKeyActor({
      name: 'pexels',
      fetchKey: () => new Promise<string>((done) => (answer = done)),
      fallback: 'fallback-key',
    });
    expect(isWaitingForKey(actor.getSnapshot())).toBe(true);
    answer('server-key');
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().context).toMatchObject({ key: 'server-key', usedFallback: false });
  });

  it('falls back to the configured default on a failed lookup, and logs it without the key', async () => {
    const log = vi.spyOn(keyLookupLog, 'failed').mockImplementation(() => {});
    const actor = startKeyActor({
      name: 'pexels',
      fetchKey: () => Promise.reject(new Error('get_key answered 500')),
      fallback: 'fallback-key',
    });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().context).toMatchObject({ key: 'fallback-key', usedFallback: true });
    expect(log).toHaveBeenCalledWith('pexels', expect.objectContaining({ message: 'get_key answered 500' }));
  });

  it('reads the default from VITE_PEXELS_API_KEY, empty when unset', () => {
    vi.stubEnv('VITE_PEXELS_API_KEY', '');
    expect(configuredPexelsFallback()).toBe('');
    vi.stubEnv('VITE_PEXELS_API_KEY', ' built-in-key ');
    expect(configuredPexelsFallback()).toBe('built-in-key');
  });
});
