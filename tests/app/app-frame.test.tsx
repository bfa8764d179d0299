// @vitest-environment happy-dom
/**
 * The app frame: `/` by host, unknown paths → /page404, the 401 branch (clear + access-denied alert +
 * leave), error toasts for failing calls, logout, and the toaster's bottom-right / 3-at-most rule.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/app/session/browser-ports.ts';
import { isLocalHost, rootTarget } from '../../src/app/shell/host.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { MESSAGES } from '../../src/domain/messages.ts';
import { fail, ok, pathOf, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('routing rules (spec §2)', () => {
  it('/ goes by host: localhost → /projects or /login, any other host → /page404', () => {
    expect(rootTarget('localhost', true)).toBe('/projects');
    expect(rootTarget('127.0.0.1', false)).toBe('/login');
    expect(rootTarget('shop.example.com', true)).toBe('/page404');
    expect(isLocalHost('app.pagewright.example')).toBe(false);
  });

  it('/ without a session on localhost shows the login screen', async () => {
    const { router } = await renderApp('/', {}, { session: null });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  it('/ with a session goes to /projects', async () => {
    const { router } = await renderApp('/', { 'GET /api/project/list_project': () => ok({ projects: [] }) });
    await waitFor(() => expect(pathOf(router)).toBe('/projects'));
    expect(await screen.findByRole('heading', { name: 'Create your first project' })).toBeTruthy();
  });

  it('an unknown path lands on the not-found page', async () => {
    const { router } = await renderApp('/no/such/page', {}, { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(pathOf(router)).toBe('/page404');
  });

  it('main-layout screens need a session', async () => {
    const { router } = await renderApp('/projects', {}, { session: null });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/projects' });
  });
});

describe('session branches', () => {
  it('a 401 clears the session, shows the access-denied alert, then leaves for /login when closing is refused', async () => {
    const { router, closeWindow } = await renderApp('/projects', {
      'GET /api/project/list_project': () => fail(401, 'Unauthorized'),
    });
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(MESSAGES.builderAccessDenied);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // No error toast for a 401: the alert says it.
    expect(toaster.getCount()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(closeWindow).toHaveBeenCalled());
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  // Menus do not select under happy-dom; the menu itself is driven in e2e/app-journey.spec.ts.
  it('logging out revokes the token and goes to /login on localhost', async () => {
    const { router, calls, runtime, closeWindow } = await renderApp('/projects', {
      'GET /api/project/list_project': () => ok({ projects: [] }),
      'POST /api/app_api/logout': () => ok({}),
    });
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeTruthy();
    runtime.session.send({ type: 'LOGOUT' });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    const logout = calls.find((call) => call.path === '/api/app_api/logout');
    expect(logout?.headers.get('x-sh-auth')).toBe('builder-token');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(closeWindow).not.toHaveBeenCalled();
  });

  it('logging out elsewhere closes the window, falling back to /login when refused', async () => {
    const { router, runtime, closeWindow } = await renderApp(
      '/projects',
      {
        'GET /api/project/list_project': () => ok({ projects: [] }),
        'POST /api/app_api/logout': () => ok({}),
      },
      { hostname: 'app.pagewright.example' },
    );
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeTruthy();
    runtime.session.send({ type: 'LOGOUT' });
    await waitFor(() => expect(closeWindow).toHaveBeenCalled());
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });
});

describe('failures', () => {
  it('a failing read shows an error state and its message in an error toast', async () => {
    await renderApp('/projects', {
      'GET /api/project/list_project': () => fail(500, 'Internal server error'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your projects did not load' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(toaster.getVisibleToasts().some((toast) => toast.description === 'Internal server error')).toBe(
        true,
      ),
    );
  });

  it('toasts sit bottom-right and at most 3 show at once', () => {
    expect(toaster.attrs.placement).toBe('bottom-end');
    expect(toaster.attrs.max).toBe(3);
    for (let index = 0; index < 5; index += 1) toaster.create({ title: `Toast ${index}`, type: 'info' });
    expect(toaster.getVisibleToasts().length).toBeLessThanOrEqual(3);
  });
});

describe('toasts and alerts load when first needed', () => {
  it('draws no toast list until the first toast, then shows it', async () => {
    toaster.remove();
    await renderApp('/projects', { 'GET /api/project/list_project': () => ok({ projects: [] }) });
    expect(await screen.findByRole('heading', { name: /projects/i })).toBeTruthy();
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    toaster.create({ type: 'info', title: 'Made before the list loaded' });
    expect(await screen.findByText('Made before the list loaded')).toBeTruthy();
  });

  it('draws no alert dialog until the first alert', async () => {
    const { runtime } = await renderApp('/projects', {
      'GET /api/project/list_project': () => ok({ projects: [] }),
    });
    expect(await screen.findByRole('heading', { name: /projects/i })).toBeTruthy();
    expect(document.querySelector('[data-scope="dialog"]')).toBeNull();
    runtime.alerts.show('Checking the alert');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Checking the alert');
  });
});
