/**
 * Auth calls of CONTRACT "HTTP" and the login-link exchange (src/api/login-link.ts), as functions of the
 * API client; the answers become the session machine's StoredSession.
 */
import type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SessionResponse,
} from '../../api/auth.ts';
import type { ApiClient } from '../../api/client.ts';
import type { OkResponse } from '../../api/common.ts';
import type { ExchangeLoginTokenBody, ExchangeLoginTokenResponse } from '../../api/login-link.ts';
import type { StoredSession } from '../../machines/session.machine.ts';

export const login = (api: ApiClient, body: LoginBody) =>
  api.request<SessionResponse>({ method: 'POST', path: '/api/app_api/login', body, auth: 'none' });

export const register = (api: ApiClient, body: RegisterBody) =>
  api.request<SessionResponse>({ method: 'POST', path: '/api/app_api/register', body, auth: 'none' });

export const forgotPassword = (api: ApiClient, body: ForgotPasswordBody) =>
  api.request<OkResponse>({ method: 'POST', path: '/api/app_api/forgot_password', body, auth: 'none' });

export const resetPassword = (api: ApiClient, body: ResetPasswordBody) =>
  api.request<OkResponse>({ method: 'POST', path: '/api/app_api/reset_password', body, auth: 'none' });

export const exchangeLoginToken = (api: ApiClient, body: ExchangeLoginTokenBody) =>
  api.request<ExchangeLoginTokenResponse>({
    method: 'POST',
    path: '/api/app_api/exchange_login_token',
    body,
    auth: 'none',
  });

export function toStoredSession(
  answer: Pick<SessionResponse, 'token' | 'payment_token' | 'customer'>,
): StoredSession {
  const { customer } = answer;
  return {
    tokens: { token: answer.token, payment_token: answer.payment_token },
    customer: {
      _id: customer._id,
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
      userType: customer.userType,
      is_dev: customer.is_dev,
    },
  };
}

/** A post-login target from `?redirect=`: only a path of this app (never another origin). */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  return target;
}
