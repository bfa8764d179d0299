/**
 * A cold open of the builder (issue 28): a builder address with a session asks for the page record,
 * project and configuration at boot, then the canvas document's and the first look's code, then (once
 * the record and configuration are in) the saved files, then the app's code (preloaded, not run); it
 * opens the canvas document and shows the first look, and only then lets the app start. Anything else
 * asks for nothing and lets the app start at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADER } from '../../../src/api/wire.ts';
import {
  type BuilderOpenPorts,
  FIRST_LOOK_DEADLINE_MS,
  startBuilderOpen,
} from '../../../src/app/builder/early-open.ts';
import type { FirstLookInput } from '../../../src/app/builder/first-look.ts';
import { beginFirstLook, resetFirstLook } from '../../../src/app/builder/first-look-state.ts';
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
    if (url.startsWith('/api/project/detail_project/'))
      return json({ code: 200, project: { _id: 'p1', project_name: 'Launch' } });
    return new Response('<main></main>', { status: 200 });
  }) as unknown as typeof fetch;
  return { order, fetchFn };
}

const iframe = { title: 'Page canvas' } as HTMLIFrameElement;
const openCanvas = vi.fn((_assetBase: string): HTMLIFrameElement | null => iframe);
const showFirstLook = vi.fn(async (_input: FirstLookInput) => true);

function ports(fetchFn: typeof fetch, overrides: Partial<BuilderOpenPorts> = {}): BuilderOpenPorts {
  return {
    storage: storage(SESSION),
    fetch: fetchFn,
    loadCanvas: async () => openCanvas,
    loadFirstLook: async () => showFirstLook,
    preloadCode: () => {},
    warmStylesheets: () => {},
    hasUnsavedDraft: () => false,
    ...overrides,
  };
}

afterEach(() => {
  clearEarly();
  resetFirstLook();
  openCanvas.mockClear();
  showFirstLook.mockClear();
  vi.useRealTimers();
});

describe('startBuilderOpen', () => {
  it('asks for the data, the canvas and first look code, the saved files, then the app’s code, and shows the page', async () => {
    const { order, fetchFn } = server(3);
    const opened = startBuilderOpen(
      '/builder/p1/g1',
      ports(fetchFn, {
        loadCanvas: async () => {
          order.push('canvas code');
          return openCanvas;
        },
        loadFirstLook: async () => {
          order.push('first look code');
          return showFirstLook;
        },
        preloadCode: () => order.push('app code, not run'),
      }),
    );
    expect(order).toEqual([
      '/api/app_setting/config [builder-token]',
      '/api/page/detail_page/g1 [builder-token]',
      '/api/project/detail_project/p1 [builder-token]',
      'canvas code',
      'first look code',
    ]);
    await opened;
    // The app's code after what the first look waits for: it would take the connections first.
    expect(order.slice(5)).toEqual([
      'http://sites.test/p1/home.html',
      'http://sites.test/p1/css/home.css',
      'http://sites.test/p1/js/home.js',
      'app code, not run',
    ]);
    expect(openCanvas).toHaveBeenCalledOnce();
    expect(openCanvas).toHaveBeenCalledWith('http://sites.test/p1/');
    expect(showFirstLook).toHaveBeenCalledOnce();
    const input = showFirstLook.mock.calls[0]![0];
    expect(input).toMatchObject({
      path: '/builder/p1/g1',
      iframe,
      record: { _id: 'g1', page_slug: 'home', revision: 3 },
      projectName: 'Launch',
      hostedBase: 'http://sites.test',
      projectId: 'p1',
    });
  });

  it('asks for the canvas’s stylesheets as soon as the configuration names the hosted base, before the canvas code is in', async () => {
    const { fetchFn } = server(3);
    const warmStylesheets = vi.fn();
    let canvasCode: (open: typeof openCanvas) => void = () => {};
    const opened = startBuilderOpen(
      '/builder/p1/g1',
      ports(fetchFn, {
        loadCanvas: () => new Promise((resolve) => (canvasCode = resolve)),
        warmStylesheets,
      }),
    );
    await vi.waitFor(() => expect(warmStylesheets).toHaveBeenCalledOnce());
    expect(warmStylesheets).toHaveBeenCalledWith([
      'http://sites.test/p1/assets/vendor/bootstrap/bootstrap.min.css',
      'http://sites.test/p1/assets/vendor/fontawesome/css/all.min.css',
      'http://sites.test/p1/assets/vendor/animate/animate.min.css',
    ]);
    expect(openCanvas).not.toHaveBeenCalled();
    canvasCode(openCanvas);
    await opened;
    expect(openCanvas).toHaveBeenCalledWith('http://sites.test/p1/');
    expect(warmStylesheets).toHaveBeenCalledOnce();
  });

  it('a page never saved has no files to ask for, and still shows (empty)', async () => {
    const { order, fetchFn } = server(0);
    await startBuilderOpen('/builder/p1/g1', ports(fetchFn));
    expect(order).toHaveLength(3);
    expect(openCanvas).toHaveBeenCalledWith('http://sites.test/p1/');
    expect(showFirstLook).toHaveBeenCalledOnce();
  });

  it('shows no first look of a page whose draft here holds unsaved edits (its saved version is not what the builder shows)', async () => {
    const { order, fetchFn } = server(3);
    const hasUnsavedDraft = vi.fn((pageId: string) => pageId === 'g1');
    await startBuilderOpen('/builder/p1/g1', ports(fetchFn, { hasUnsavedDraft }));
    expect(hasUnsavedDraft).toHaveBeenCalledWith('g1');
    expect(showFirstLook).not.toHaveBeenCalled();
    // The rest of the cold open goes ahead: the canvas opens and the saved files are asked for.
    expect(openCanvas).toHaveBeenCalledWith('http://sites.test/p1/');
    expect(order).toContain('http://sites.test/p1/home.html');
    expect(beginFirstLook('/builder/p1/g1', () => {})).toBe(false);
  });

  it('without the canvas code it still asks for the saved files, and lets the app start with no first look', async () => {
    const { order, fetchFn } = server(3);
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const preloadCode = vi.fn();
    await startBuilderOpen('/builder/p1/g1', ports(fetchFn, { loadCanvas: failing, preloadCode }));
    // The app's code is still downloaded ahead, once.
    expect(preloadCode).toHaveBeenCalledOnce();
    expect(order.slice(3)).toEqual([
      'http://sites.test/p1/home.html',
      'http://sites.test/p1/css/home.css',
      'http://sites.test/p1/js/home.js',
    ]);
    expect(failing).toHaveBeenCalledOnce();
    expect(showFirstLook).not.toHaveBeenCalled();
    // None may show over the app once it has started.
    expect(beginFirstLook('/builder/p1/g1', () => {})).toBe(false);
  });

  it('lets the app start after FIRST_LOOK_DEADLINE_MS when the first look hangs', async () => {
    vi.useFakeTimers();
    const { fetchFn } = server(3);
    const hanging = vi.fn(() => new Promise<boolean>(() => {}));
    let started = false;
    void startBuilderOpen('/builder/p1/g1', ports(fetchFn, { loadFirstLook: async () => hanging })).then(
      () => {
        started = true;
      },
    );
    await vi.advanceTimersByTimeAsync(FIRST_LOOK_DEADLINE_MS - 1);
    expect(hanging).toHaveBeenCalledOnce();
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
    expect(beginFirstLook('/builder/p1/g1', () => {})).toBe(false);
  });

  it('asks for nothing without a session, or on another address, and lets the app start at once', async () => {
    const { order, fetchFn } = server(3);
    const loadCanvas = vi.fn(async () => openCanvas);
    const preloadCode = vi.fn();
    const without = (overrides: Partial<BuilderOpenPorts>) =>
      ports(fetchFn, { loadCanvas, preloadCode, ...overrides });
    await startBuilderOpen('/builder/p1/g1', without({ storage: storage(null) }));
    await startBuilderOpen('/builder/p1/g1', without({ storage: storage('{"not":"a session"}') }));
    await startBuilderOpen('/projects/p1', without({}));
    await startBuilderOpen('/builder/p1', without({}));
    expect(order).toEqual([]);
    expect(loadCanvas).not.toHaveBeenCalled();
    expect(preloadCode).not.toHaveBeenCalled();
    expect(showFirstLook).not.toHaveBeenCalled();
  });
});
