/**
 * A cold open of the builder (issue 28): a builder address with a session asks for the page record,
 * project and configuration at boot, then the canvas document's code, then the builder's, then (once
 * the record and configuration are in) the saved files, and opens the canvas document; anything else
 * asks for nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADER } from '../../../src/api/wire.ts';
import { startBuilderOpen } from '../../../src/app/builder/early-open.ts';
import { clearEarly } from '../../../src/app/early-requests.ts';
import { SESSION_STORAGE_KEY } from '../../../src/app/session/browser-ports.ts';

const SESSION = JSON.stringify({
  tokens: { token: 'builder-token', payment_token: 'payment-token' },
  customer: { _id: 'c1', email: 'ada@example.com' },
});

function storage(value: string | null): Storage {
  return { getItem: (key: string) => (key === SESSION_STORAGE_KEY ? value : null) } as Storage;
}

function server(revision: number) {
  const order: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const token = new Headers(init?.headers).get(AUTH_HEADER);
    order.push(token ? `${url} [${token}]` : url);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url === '/api/app_setting/config') return json({ code: 200, hosted_base: 'http://sites.test' });
    if (url.startsWith('/api/page/detail_page/'))
      return json({ code: 200, page: { _id: 'g1', page_slug: 'home', revision } });
    if (url.startsWith('/api/project/detail_project/')) return json({ code: 200, project: { _id: 'p1' } });
    return new Response('<main></main>', { status: 200 });
  }) as unknown as typeof fetch;
  return { order, fetchFn };
}

const openCanvas = vi.fn();
const loadCanvas = vi.fn(async () => openCanvas);

afterEach(() => {
  clearEarly();
  openCanvas.mockClear();
  loadCanvas.mockClear();
});

describe('startBuilderOpen', () => {
  it('asks for the data, then the canvas code and the builder code, then the saved files of a builder address', async () => {
    const { order, fetchFn } = server(3);
    const loadCode = vi.fn(async () => {
      order.push('code');
    });
    const loadCanvasCode = vi.fn(async () => {
      order.push('canvas code');
      return openCanvas;
    });
    startBuilderOpen('/builder/p1/g1', storage(SESSION), fetchFn, loadCode, loadCanvasCode);
    expect(order).toEqual([
      '/api/app_setting/config [builder-token]',
      '/api/page/detail_page/g1 [builder-token]',
      '/api/project/detail_project/p1 [builder-token]',
      'canvas code',
      'code',
    ]);
    await vi.waitFor(() => expect(order).toHaveLength(8));
    expect(order.slice(5)).toEqual([
      'http://sites.test/p1/home.html',
      'http://sites.test/p1/css/home.css',
      'http://sites.test/p1/js/home.js',
    ]);
    expect(openCanvas).toHaveBeenCalledOnce();
    expect(openCanvas).toHaveBeenCalledWith('http://sites.test/p1/');
  });

  it('a page never saved has no files to ask for', async () => {
    const { order, fetchFn } = server(0);
    startBuilderOpen('/builder/p1/g1', storage(SESSION), fetchFn, async () => {}, loadCanvas);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toHaveLength(3);
    // Its canvas opens all the same: the builder shows it empty.
    await vi.waitFor(() => expect(openCanvas).toHaveBeenCalledWith('http://sites.test/p1/'));
  });

  it('still asks for the saved files when the canvas code fails to load (the builder opens the canvas)', async () => {
    const { order, fetchFn } = server(3);
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    startBuilderOpen('/builder/p1/g1', storage(SESSION), fetchFn, async () => {}, failing);
    await vi.waitFor(() => expect(order).toHaveLength(6));
    expect(order.slice(3)).toEqual([
      'http://sites.test/p1/home.html',
      'http://sites.test/p1/css/home.css',
      'http://sites.test/p1/js/home.js',
    ]);
    expect(failing).toHaveBeenCalledOnce();
  });

  it('asks for nothing without a session, or on another address', () => {
    const { order, fetchFn } = server(3);
    const loadCode = vi.fn(async () => {});
    startBuilderOpen('/builder/p1/g1', storage(null), fetchFn, loadCode, loadCanvas);
    startBuilderOpen('/builder/p1/g1', storage('{"not":"a session"}'), fetchFn, loadCode, loadCanvas);
    startBuilderOpen('/projects/p1', storage(SESSION), fetchFn, loadCode, loadCanvas);
    startBuilderOpen('/builder/p1', storage(SESSION), fetchFn, loadCode, loadCanvas);
    expect(order).toEqual([]);
    expect(loadCode).not.toHaveBeenCalled();
    expect(loadCanvas).not.toHaveBeenCalled();
    expect(openCanvas).not.toHaveBeenCalled();
  });
});
