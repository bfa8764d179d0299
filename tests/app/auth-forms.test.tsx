// @vitest-environment happy-dom
/** Login and register forms on a fake server: field checks, server errors, and signing in. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/app/session/browser-ports.ts';
import { fail, ok, pathOf, renderApp, SESSION } from './render-app.tsx';

afterEach(cleanup);

const customer = { ...SESSION.customer, role: 'user' };
const projects = () => ok({ projects: [] });

/** A field by its label; required fields' labels end with the (aria-hidden) `*` indicator. */
function field(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label}\\*?$`));
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe('login', () => {
  it('checks the fields before calling the server', async () => {
    const { calls } = await renderApp('/login', {}, { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Pagewright' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the server refusal and stays signed out', async () => {
    const { calls } = await renderApp(
      '/login',
      { 'POST /api/app_api/login': () => fail(400, 'Invalid email or password') },
      { session: null },
    );
    type('Email', 'ada@example.com');
    type('Password', 'wrong password');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Could not log you in');
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'wrong password' });
    expect(calls[0]?.headers.get('x-sh-auth')).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs in: both tokens go to sessionStorage and the person lands on /projects', async () => {
    const { router, calls } = await renderApp(
      '/login',
      {
        'POST /api/app_api/login': () => ok({ token: 't-1', payment_token: 'p-1', customer }),
        'GET /api/project/list_project': projects,
      },
      { session: null },
    );
    type('Email', 'Ada@Example.com ');
    type('Password', 'correct horse');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(pathOf(router)).toBe('/projects');
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    expect(stored.tokens).toEqual({ token: 't-1', payment_token: 'p-1' });
    const list = calls.find((call) => call.path === '/api/project/list_project');
    expect(list?.headers.get('x-sh-auth')).toBe('t-1');
  });

  it('goes back where the person was headed after logging in', async () => {
    const { router } = await renderApp(
      '/projects/0b6c3a38-3f0f-4a8e-9d7c-6c1f1c1f1c1f/version',
      {
        'POST /api/app_api/login': () => ok({ token: 't-1', payment_token: 'p-1', customer }),
        'GET /api/project/get_version_list_by_project/0b6c3a38-3f0f-4a8e-9d7c-6c1f1c1f1c1f': () =>
          ok({ versions: [] }),
      },
      { session: null },
    );
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    type('Email', 'ada@example.com');
    type('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(pathOf(router)).toBe('/projects/0b6c3a38-3f0f-4a8e-9d7c-6c1f1c1f1c1f/version'),
    );
  });
});

describe('register', () => {
  it('validates every field with readable messages', async () => {
    await renderApp('/register', {}, { session: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter your first name')).toBeTruthy();
    expect(screen.getByText('Enter your last name')).toBeTruthy();
    expect(screen.getByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter a password')).toBeTruthy();
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
  });

  it('shows a taken email (409) on the Email field', async () => {
    await renderApp(
      '/register',
      { 'POST /api/app_api/register': () => fail(409, 'email: already registered') },
      { session: null },
    );
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.com');
    type('Password', 'a long password');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/An account with this email already exists/)).toBeTruthy();
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('forgot and reset password', () => {
  it('asks for a link, then confirms without telling whether the email exists', async () => {
    const { calls } = await renderApp(
      '/forget-password',
      { 'POST /api/app_api/forgot_password': () => ok({}) },
      { session: null },
    );
    type('Email', 'ada@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('with ?token= it sets a new password; a used token says so', async () => {
    let first = true;
    await renderApp(
      '/forget-password?token=abc',
      {
        'POST /api/app_api/reset_password': () => {
          const answer = first ? fail(400, 'token: invalid or expired reset token') : ok({});
          first = false;
          return answer;
        },
      },
      { session: null },
    );
    type('New password', 'a new long password');
    type('Repeat new password', 'a different one');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    type('Repeat new password', 'a new long password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/This reset link is invalid, used or expired/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
  });
});
