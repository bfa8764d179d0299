// @vitest-environment happy-dom
/**
 * Vision users (spec §1/§6): website settings show them the currency list (code, name, symbol;
 * searched by any of them) and a thumbnail upload that becomes the project image; other users see
 * neither. The client-portal redirect sends a vision user to the configured portal, and leaves
 * everyone else (and vision users without a portal) in place.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../src/api/project.ts';
import { PROJECT_SETTING_KEYS } from '../../src/api/project-settings.ts';
import { createAppRuntime } from '../../src/app/runtime.ts';
import { SESSION_STORAGE_KEY } from '../../src/app/session/browser-ports.ts';
import { SessionProvider } from '../../src/app/session/SessionProvider.tsx';
import { VisionPortalRedirect } from '../../src/app/session/VisionPortalRedirect.tsx';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { CURRENCIES } from '../../src/domain/currencies.ts';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';
import type { StoredSession } from '../../src/machines/session.machine.ts';
import { emailToolsNotConnected, fail, type Handler, ok, renderApp, SESSION } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove(); // at most 3 show: leftovers of one test must not hide the next one's
  vi.unstubAllGlobals();
});

const P1 = '11111111-1111-4111-8111-111111111111';
const NOW = new Date().toISOString();
const VISION: StoredSession = { ...SESSION, customer: { ...SESSION.customer, userType: 'vision' } };
const project: Project = {
  _id: P1,
  project_name: 'Bakery',
  preview_domain: 'bakery.localhost',
  image: '',
  domain: '',
  logo: '',
  template_id: null,
  is_approved: false,
  is_completed: false,
  is_published: false,
  status: true,
  payment_page_id: null,
  page_list: [],
  project_pages_count: 0,
  created_at: NOW,
  updated_at: NOW,
};

function settingsHandlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    ...emailToolsNotConnected(P1),
    [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
    [`GET /api/business_info/get_business_info/${P1}`]: () => ok({ business_info: null }),
    [`GET /api/plan/list_all_plan_by_project_id/${P1}`]: () => ok({ plans: [] }),
    'GET /api/app_setting/list_currency_delegate': () => ok({ currency_list: [] }),
    [`GET /api/project/list_project_domain/${P1}`]: () => ok({ domains: [] }),
    [`GET /api/project_configuration/get_stripe_keys/${P1}`]: () =>
      ok({
        stripe_keys: {
          project_id: P1,
          publishable_key: '',
          secret_key_masked: '',
          has_secret_key: false,
          updated_at: null,
        },
      }),
    [`GET /api/project/get_project_settings/${P1}`]: () =>
      ok({
        project_settings: {
          ...Object.fromEntries(PROJECT_SETTING_KEYS.map((key) => [key, DEFAULT_ROOT_VALUES[key]])),
          updated_at: null,
        },
      }),
    ...extra,
  };
}

/** A stand-in XMLHttpRequest answering every upload with `answer` (happy-dom has no server to reach). */
function stubUploads(answer: { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string>; form: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      queueMicrotask(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('website settings for vision users', () => {
  it('lists every currency with its name and symbol, and filters by code, name or symbol', async () => {
    await renderApp(`/website-settings/${P1}`, settingsHandlers(), { session: VISION });
    const list = await screen.findByRole('list', { name: 'Currencies' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(CURRENCIES.length);
    expect(CURRENCIES.length).toBeGreaterThan(150);
    expect(screen.getByText(`${CURRENCIES.length} currencies`)).toBeTruthy();
    const search = screen.getByRole('textbox', { name: 'Search currencies' });
    const rows = () =>
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    fireEvent.change(search, { target: { value: 'eur' } });
    expect(rows()).toEqual(['EUREuro€']);
    expect(screen.getByText(`1 of ${CURRENCIES.length} currencies`)).toBeTruthy();
    fireEvent.change(search, { target: { value: '£' } });
    expect(rows()).toContain('GBPBritish Pound£');
    fireEvent.change(search, { target: { value: 'afghan' } });
    expect(rows()).toEqual(['AFNAfghan Afghani؋']);
    fireEvent.change(search, { target: { value: 'doubloon' } });
    expect(screen.getByText('No currency matches “doubloon”.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Currencies' })).toBeNull();
  });

  it('uploads a thumbnail like other images and stores it as the project image', async () => {
    const url = 'http://127.0.0.1:3001/media/c1/thumb.png';
    const sent = stubUploads(ok({ url, file_name: 'thumb.png', file: {} }));
    const { calls } = await renderApp(
      `/website-settings/${P1}`,
      settingsHandlers({
        [`PUT /api/project/edit_project/${P1}`]: (body) =>
          ok({ project: { ...project, ...(body as object) } }),
      }),
      { session: VISION },
    );
    const input = await screen.findByLabelText('Thumbnail image file');
    const file = new File([new Uint8Array([0x89, 0x50])], 'thumb.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/app_api/upload_image_on_s3');
    expect(sent[0]!.headers['x-sh-auth']).toBe('builder-token');
    expect((sent[0]!.form.get('upload_file') as File).name).toBe('thumb.png');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ image: url });
    expect(await screen.findByRole('img', { name: 'Project thumbnail' })).toHaveProperty('src', url);
  });

  it('reports a refused upload and leaves the project image alone', async () => {
    stubUploads(fail(400, 'upload_file: not a png, jpeg, gif, webp, avif or svg image'));
    const { calls } = await renderApp(`/website-settings/${P1}`, settingsHandlers(), { session: VISION });
    const input = await screen.findByLabelText('Thumbnail image file');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'x.txt')] } });
    });
    await waitFor(() =>
      expect(toaster.getVisibleToasts().map((toast) => [toast.title, toast.description])).toContainEqual([
        'Could not upload the thumbnail',
        'upload_file: not a png, jpeg, gif, webp, avif or svg image',
      ]),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows neither to other users', async () => {
    await renderApp(`/website-settings/${P1}`, settingsHandlers());
    await screen.findByRole('form', { name: 'General settings' });
    expect(screen.queryByRole('list', { name: 'Currencies' })).toBeNull();
    expect(screen.queryByLabelText('Thumbnail image file')).toBeNull();
  });
});

/**
 * The redirect inside the app's providers, on a fake get_key (its bodies are `calls`) and a server that
 * knows the signed-in customer as the session does.
 */
async function renderRedirect(session: StoredSession, portal: { status: number; body: unknown }) {
  window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  const calls: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/customer/detail_customer_by_token')) {
      const customer = { ...session.customer, role: 'user' };
      return new Response(JSON.stringify(ok({ customer }).body), { status: 200 });
    }
    calls.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(portal.body), { status: portal.status });
  });
  const runtime = createAppRuntime({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: window.sessionStorage,
    hostname: 'localhost',
    closeWindow: () => false,
    goToLogin: () => {},
  });
  const navigate = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={runtime.queryClient}>
        <SessionProvider runtime={runtime}>
          <VisionPortalRedirect navigate={navigate}>
            <p>Projects list</p>
          </VisionPortalRedirect>
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { calls, navigate };
}

describe('client-portal redirect', () => {
  it('sends a vision user to the configured portal', async () => {
    const portal = 'https://portal.vision.example/clients?from=builder';
    const { calls, navigate } = await renderRedirect(VISION, ok({ key_name: 'vision_portal', data: portal }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(portal));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([{ key_name: 'vision_portal' }]);
    expect(screen.getByText('Opening your client portal…')).toBeTruthy();
    expect(screen.queryByText('Projects list')).toBeNull();
  });

  it('keeps a vision user here when no portal is configured', async () => {
    const { navigate } = await renderRedirect(VISION, fail(404, 'Key not found'));
    expect(await screen.findByText('Projects list')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never asks for the portal for other users', async () => {
    const { calls, navigate } = await renderRedirect(
      SESSION,
      ok({ key_name: 'vision_portal', data: 'https://x.test' }),
    );
    expect(screen.getByText('Projects list')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
