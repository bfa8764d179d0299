/**
 * Auth calls of CONTRACT "HTTP": register, login (rate-limited per address and per account; wrong
 * credentials 400), logout (revokes both tokens of the login), forgot_password (answers the same
 * whether or not the email exists; the reset link goes to the mailer, never into the answer) and
 * reset_password (one-time token; revokes every session of the account).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SessionResponse,
} from '../../api/auth.ts';
import {
  DEFAULT_PASSWORD_COST,
  decoyHash,
  hashPassword,
  type PasswordCost,
  verifyPassword,
} from '../auth/password.ts';
import { createRateLimiter, type RateLimitRule } from '../auth/rate-limit.ts';
import { toCustomer } from '../data/customers.ts';
import { requireAuth, tokenOf } from '../http/authenticate.ts';
import { badRequest, conflict, tooManyRequests } from '../http/http-error.ts';
import { okReplies, replies } from './replies.ts';

export interface AuthRouteOptions {
  readonly loginPerAddress: RateLimitRule;
  readonly loginPerAccount: RateLimitRule;
  /** scrypt cost for new hashes (tests lower it; stored hashes carry their own cost). */
  readonly passwordCost?: PasswordCost;
}

export const DEFAULT_AUTH_LIMITS: AuthRouteOptions = {
  loginPerAddress: { max: 30, windowMs: 60_000 },
  loginPerAccount: { max: 10, windowMs: 15 * 60_000 },
};

const TOO_MANY = 'Too many login attempts; try again later';

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const perAddress = createRateLimiter(options.loginPerAddress);
  const perAccount = createRateLimiter(options.loginPerAccount);
  const { store } = app;
  const cost = options.passwordCost ?? DEFAULT_PASSWORD_COST;

  const startSession = async (customer: Parameters<typeof toCustomer>[0], message: string) => {
    const { token, paymentToken } = await store.sessions.create(customer.id);
    return {
      code: 200 as const,
      message,
      token,
      payment_token: paymentToken,
      customer: toCustomer(customer),
    };
  };

  app.post(
    '/register',
    { schema: { tags: ['auth'], body: RegisterBody, response: replies(SessionResponse) } },
    async (request) => {
      const { email, password, first_name, last_name } = request.body;
      const customer = await store.customers.create({
        email,
        passwordHash: await hashPassword(password, cost),
        firstName: first_name,
        lastName: last_name,
      });
      if (!customer) throw conflict('email: already registered');
      return startSession(customer, 'Registered successfully');
    },
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], body: LoginBody, response: replies(SessionResponse) } },
    async (request) => {
      const { email, password } = request.body;
      if (!perAddress.hit(request.ip) || perAccount.isBlocked(email)) throw tooManyRequests(TOO_MANY);
      const customer = await store.customers.findByEmail(email);
      const valid = await verifyPassword(password, customer?.passwordHash ?? (await decoyHash()));
      if (!customer || !valid) {
        perAccount.hit(email);
        throw badRequest('Invalid email or password');
      }
      perAccount.reset(email);
      return startSession(customer, 'Logged in successfully');
    },
  );

  app.post(
    '/logout',
    { onRequest: requireAuth('session', 'payment'), schema: { tags: ['auth'], response: okReplies } },
    async (request) => {
      const token = tokenOf(request)!;
      await store.sessions.revoke(token, 'session');
      await store.sessions.revoke(token, 'payment');
      return { code: 200 as const, message: 'Logged out' };
    },
  );

  app.post(
    '/forgot_password',
    { schema: { tags: ['auth'], body: ForgotPasswordBody, response: okReplies } },
    async (request) => {
      if (!perAddress.hit(request.ip)) throw tooManyRequests(TOO_MANY);
      const customer = await store.customers.findByEmail(request.body.email);
      if (customer) {
        const token = await store.passwordResets.issue(customer.id);
        const link = `${app.serverConfig.appOrigin}/forget-password?token=${encodeURIComponent(token)}`;
        try {
          await store.mailer.send({
            to: customer.email,
            subject: 'Reset your Pagewright password',
            body: `Open this link within an hour to choose a new password:\n${link}\n\nReset token: ${token}\n`,
          });
        } catch (error) {
          // The answer must not differ from an unknown address's: log, never fail the call.
          request.log.error({ err: error }, 'password reset mail could not be sent');
        }
      }
      return { code: 200 as const, message: 'If the email is registered, a reset link has been sent to it' };
    },
  );

  app.post(
    '/reset_password',
    { schema: { tags: ['auth'], body: ResetPasswordBody, response: okReplies } },
    async (request) => {
      const customerId = await store.passwordResets.consume(request.body.token);
      if (!customerId) throw badRequest('token: invalid or expired reset token');
      await store.customers.setPasswordHash(customerId, await hashPassword(request.body.password, cost));
      await store.sessions.revokeAll(customerId);
      return { code: 200 as const, message: 'Password changed; log in with the new password' };
    },
  );
};
