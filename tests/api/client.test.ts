/** The shared client (spec §7, §8) against a fake fetch: headers, query, envelope, 401, full URLs, aborts. */
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  FULL_URL_FAILURE,
  NETWORK_FAILURE,
  toQueryString,
} from '../../src/api/client.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return answer(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answer: (call: Call) => Response | Promise<Response>, signedIn = true) {
  const { fetch, calls } = fakeFetch(answer);
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    fetch,
    baseUrl: 'http://app.test',
    tokens: () => (signedIn ? { token: 'builder-t', payment_token: 'payment-t' } : null),
    onUnauthorized,
  });
  return { api, calls, onUnauthorized };
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('api client', () => {
  it('sends method, path, query and JSON body with the builder token; answers the data', async () => {
    const { api, calls } = client(() => json(200, { code: 200, message: 'ok', project: { _id: 'p' } }));
    const result = await api.send<{ project: { _id: string } }>({
      method: 'POST',
      path: '/api/project/add_project',
      query: { a: 1, b: undefined, c: 'x y' },
      body: { project_name: 'Shop' },
    });
    expect(result).toEqual({ ok: true, value: { code: 200, message: 'ok', project: { _id: 'p' } } });
    expect(calls[0]?.url).toBe('http://app.test/api/project/add_project?a=1&c=x+y');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"project_name":"Shop"}');
    expect(headersOf(calls[0])).toMatchObject({
      'x-sh-auth': 'builder-t',
      'content-type': 'application/json',
    });
  });

  it('uses the payment/page token when asked, and none for public calls or without a session', async () => {
    const { api, calls } = client(() => json(200, { code: 200, message: 'ok' }));
    await api.send({ method: 'PUT', path: '/api/page/update_page_thumbnail/1', body: {}, auth: 'payment' });
    await api.send({ method: 'POST', path: '/api/app_api/login', body: {}, auth: 'none' });
    expect(headersOf(calls[0])['x-sh-auth']).toBe('payment-t');
    expect(headersOf(calls[1])['x-sh-auth']).toBeUndefined();

    const signedOut = client(() => json(200, { code: 200, message: 'ok' }), false);
    await signedOut.api.send({ method: 'GET', path: '/api/project/list_project' });
    expect(headersOf(signedOut.calls[0])['x-sh-auth']).toBeUndefined();
    expect(signedOut.calls[0]?.init.body).toBeUndefined();
  });

  it('answers the failure envelope {code, message} with field errors and revision', async () => {
    const { api, onUnauthorized } = client(() =>
      json(400, {
        code: 400,
        message: 'project_name: Too small',
        errors: [{ field: 'project_name', message: 'Too small' }],
      }),
    );
    const result = await api.send({ method: 'POST', path: '/api/project/add_project', body: {} });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 400,
        message: 'project_name: Too small',
        errors: [{ field: 'project_name', message: 'Too small' }],
      },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();

    const stale = client(() => json(409, { code: 409, message: 'stale', revision: 7 }));
    const conflict = await stale.api.send({ method: 'POST', path: '/api/project/user_template', body: {} });
    expect(conflict).toEqual({ ok: false, error: { code: 409, message: 'stale', revision: 7 } });
  });

  it('a non-JSON failure keeps the HTTP status with an empty message; a 2xx non-envelope is no success', async () => {
    const { api } = client(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await api.send({ method: 'GET', path: '/api/x' })).toEqual({
      ok: false,
      error: { code: 502, message: '' },
    });
    const html = client(() => new Response('<html></html>', { status: 200 }));
    const result = await html.api.send({ method: 'GET', path: '/api/x' });
    expect(result.ok).toBe(false);
  });

  it('a 401 from an API path triggers UNAUTHORIZED once and answers {code: 401}', async () => {
    const { api, onUnauthorized } = client(() => json(401, { code: 401, message: 'Unauthorized' }));
    const result = await api.send({ method: 'GET', path: '/api/project/list_project' });
    expect(result).toEqual({ ok: false, error: { code: 401, message: 'Unauthorized' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('full URLs: no session token, failures (HTTP, network, even 401) are {201, Something Went Wrong}', async () => {
    const { api, calls, onUnauthorized } = client((call) =>
      call.url.includes('fail') ? json(401, { message: 'nope' }) : json(200, { images: [1] }),
    );
    const good = await api.send({
      method: 'GET',
      path: 'https://images.example/list',
      headers: { Authorization: 'Bearer k' },
    });
    expect(good).toEqual({ ok: true, value: { images: [1] } });
    expect(calls[0]?.url).toBe('https://images.example/list');
    expect(headersOf(calls[0])).toMatchObject({ Authorization: 'Bearer k' });
    expect(headersOf(calls[0])['x-sh-auth']).toBeUndefined();

    expect(await api.send({ method: 'GET', path: 'https://images.example/fail' })).toEqual({
      ok: false,
      error: FULL_URL_FAILURE,
    });
    expect(FULL_URL_FAILURE).toEqual({ code: 201, message: 'Something Went Wrong' });
    expect(onUnauthorized).not.toHaveBeenCalled();

    const offline = client(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.api.send({ method: 'GET', path: 'http://x.example/a' })).toEqual({
      ok: false,
      error: FULL_URL_FAILURE,
    });
    expect(await offline.api.send({ method: 'GET', path: '/api/a' })).toEqual({
      ok: false,
      error: NETWORK_FAILURE,
    });
  });

  it('request() resolves the data or rejects with an ApiError carrying code and message', async () => {
    const { api } = client((call) =>
      call.url.endsWith('/ok')
        ? json(200, { code: 200, message: 'ok', n: 1 })
        : json(404, { code: 404, message: 'Not found' }),
    );
    await expect(api.request({ method: 'GET', path: '/api/ok' })).resolves.toMatchObject({ n: 1 });
    const error = await api.request({ method: 'GET', path: '/api/missing' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 404, message: 'Not found' });
  });

  it('propagates aborts so queries can be cancelled', async () => {
    const { api } = client(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(api.send({ method: 'GET', path: '/api/slow' })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('builds query strings from defined values only', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: undefined, b: null })).toBe('');
    expect(toQueryString({ search: 'a&b', page: 2, on: true })).toBe('?search=a%26b&page=2&on=true');
  });
});
