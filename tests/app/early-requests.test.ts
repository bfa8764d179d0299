/**
 * Early requests (issue 28, cold open): an answer started at boot goes, once, to the app's first GET of
 * the same address with the same session token; another token, another method, a second request or an
 * answer left too long goes to the network.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADER } from '../../src/api/wire.ts';
import {
  clearEarly,
  EARLY_ANSWER_TTL_MS,
  startEarly,
  withEarlyResponses,
} from '../../src/app/early-requests.ts';

function network() {
  const calls: { url: string; token: string | null; method: string }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      token: new Headers(init?.headers).get(AUTH_HEADER),
      method: init?.method ?? 'GET',
    });
    return new Response(JSON.stringify({ n: calls.length }), { status: 200 });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

const get = (token: string | null): RequestInit => ({
  method: 'GET',
  headers: token ? { accept: 'application/json', [AUTH_HEADER]: token } : {},
});

afterEach(() => {
  clearEarly();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('answer the first GET of the same address and token, once', async () => {
    const { calls, fetchFn } = network();
    startEarly(fetchFn, '/api/page/detail_page/p1', 'tok');
    expect(calls).toEqual([{ url: '/api/page/detail_page/p1', token: 'tok', method: 'GET' }]);
    const app = withEarlyResponses(fetchFn);
    expect(await (await app('/api/page/detail_page/p1', get('tok'))).json()).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    // The next one is the app's own request.
    expect(await (await app('/api/page/detail_page/p1', get('tok'))).json()).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('never hand an answer to another session, or to a write', async () => {
    const { calls, fetchFn } = network();
    startEarly(fetchFn, '/api/page/detail_page/p1', 'tok');
    const app = withEarlyResponses(fetchFn);
    await app('/api/page/detail_page/p1', get('other'));
    await app('/api/page/detail_page/p1', { ...get('tok'), method: 'PUT' });
    expect(calls.map((c) => [c.token, c.method])).toEqual([
      ['tok', 'GET'],
      ['other', 'GET'],
      ['tok', 'PUT'],
    ]);
    // Still waiting for its own request.
    expect(await (await app('/api/page/detail_page/p1', get('tok'))).json()).toEqual({ n: 1 });
  });

  it('a static file asked for without a token matches a request without one', async () => {
    const { calls, fetchFn } = network();
    startEarly(fetchFn, 'http://sites.localhost/p/home.html', null);
    await withEarlyResponses(fetchFn)('http://sites.localhost/p/home.html');
    expect(calls).toHaveLength(1);
  });

  it('drop an answer nobody took in time', async () => {
    vi.useFakeTimers();
    const { calls, fetchFn } = network();
    startEarly(fetchFn, '/api/app_setting/config', 'tok');
    vi.advanceTimersByTime(EARLY_ANSWER_TTL_MS + 1);
    await withEarlyResponses(fetchFn)('/api/app_setting/config', get('tok'));
    expect(calls).toHaveLength(2);
  });

  it('a failed early request fails the request that takes it, and no one else', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    startEarly(failing, '/api/app_setting/config', 'tok');
    const { calls, fetchFn } = network();
    const app = withEarlyResponses(fetchFn);
    await expect(app('/api/app_setting/config', get('tok'))).rejects.toThrow('Failed to fetch');
    await app('/api/app_setting/config', get('tok'));
    expect(calls).toHaveLength(1);
  });
});
