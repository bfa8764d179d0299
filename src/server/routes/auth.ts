/**
 * Auth calls of CONTRACT "HTTP": register, login, logout, forgot_password (answers the same whether or
 * not the email exists; the reset link goes to the mailer, never into the answer) and reset_password
 * (one-time token; revokes every session of the account).
 *
 * Limits (issue 22 §4), each a 429 with `Retry-After`:
 * - login: failures back off per client address and per address + account (failure-backoff.ts). No
 *   account is ever locked: an address that has not failed always has its password checked.
 * - register: per client address (each one costs a password hash).
 * - forgot_password: per client address; reset mails per recipient are capped silently, so the answer
 *   never tells whether an address exists or has reached its cap.
 * A login with a hash of an older cost stores a new hash at the current cost.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SessionResponse,
} from '../../api/auth.ts';
import { type BackoffRule, createFailureBackoff } from '../auth/failure-backoff.ts';
import {
  DEFAULT_PASSWORD_COST,
  decoyHash,
  hashPassword,
  needsRehash,
  type PasswordCost,
  verifyPassword,
} from '../auth/password.ts';
import { createRateLimiter, type RateLimitRule } from '../auth/rate-limit.ts';
import { toCustomer } from '../data/customers.ts';
import { resetPasswordLink } from '../data/password-resets.ts';
import { requireAuth, tokenOf } from '../http/authenticate.ts';
import { badRequest, conflict, tooManyRequests } from '../http/http-error.ts';
import { okReplies, replies } from './replies.ts';

export interface AuthLimits {
  /** Failed logins from one client address, whichever accounts it tries. */
  readonly loginFailuresPerAddress: BackoffRule;
  /** Failed logins from one client address on one account. */
  readonly loginFailuresPerAccount: BackoffRule;
  /** forgot_password and login-link exchanges per client address. */
  readonly loginPerAddress: RateLimitRule;
  /** Registrations per client address. */
  readonly registerPerAddress: RateLimitRule;
  /** Reset mails per recipient (more are dropped without a word in the answer). */
  readonly resetMailsPerRecipient: RateLimitRule;
}

export interface AuthRouteOptions extends Partial<AuthLimits> {
  /** scrypt cost for new hashes (tests lower it; stored hashes carry their own cost). */
  readonly passwordCost?: PasswordCost;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginFailuresPerAddress: {
    freeFailures: 20,
    baseDelayMs: 1_000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
  },
  loginFailuresPerAccount: {
    freeFailures: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
  },
  loginPerAddress: { max: 30, windowMs: MINUTE },
  registerPerAddress: { max: 10, windowMs: HOUR },
  resetMailsPerRecipient: { max: 3, windowMs: HOUR },
};

const TOO_MANY_LOGINS = 'Too many failed login attempts; try again later';

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const given = Object.entries(options).filter(([, value]) => value !== undefined);
  const limits: AuthLimits = { ...DEFAULT_AUTH_LIMITS, ...Object.fromEntries(given) };
  // Counted where the app says: in the database on PostgreSQL, shared by instances (auth/counters.ts).
  const { counters } = app;
  const perAddress = createRateLimiter(limits.loginPerAddress, { name: 'reset-request', counters });
  const registrations = createRateLimiter(limits.registerPerAddress, { name: 'register', counters });
  const resetMails = createRateLimiter(limits.resetMailsPerRecipient, { name: 'reset-mail', counters });
  const addressFailures = createFailureBackoff(limits.loginFailuresPerAddress, {
    name: 'login-fail-address',
    counters,
  });
  const accountFailures = createFailureBackoff(limits.loginFailuresPerAccount, {
    name: 'login-fail-account',
    counters,
  });
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
    async (request, reply) => {
      if (!(await registrations.hit(request.ip)))
        throw tooManyRequests(
          reply,
          await registrations.retryAfterMs(request.ip),
          'Too many sign-ups from this address; try again later',
        );
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
    async (request, reply) => {
      const { email, password } = request.body;
      const address = request.ip;
      const pair = `${address}\n${email}`;
      // Checking and counting are one step per key, so parallel guesses cannot all slip past.
      const addressWait = await addressFailures.tryBegin(address);
      if (addressWait > 0) throw tooManyRequests(reply, addressWait, TOO_MANY_LOGINS);
      const accountWait = await accountFailures.tryBegin(pair);
      if (accountWait > 0) {
        await addressFailures.succeed(address, false);
        throw tooManyRequests(reply, accountWait, TOO_MANY_LOGINS);
      }
      const customer = await store.customers.findByEmail(email);
      const stored = customer?.passwordHash ?? (await decoyHash(cost));
      if (!customer || !(await verifyPassword(password, stored))) {
        await addressFailures.fail(address);
        await accountFailures.fail(pair);
        throw badRequest('Invalid email or password');
      }
      // A success ends this address's failures on the account, but not its failures on others: else
      // one account of its own would let an address reset its count between guesses at others.
      await addressFailures.succeed(address, false);
      await accountFailures.succeed(pair, true);
      if (needsRehash(stored, cost))
        await store.customers.setPasswordHash(customer.id, await hashPassword(password, cost));
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
    async (request, reply) => {
      if (!(await perAddress.hit(request.ip)))
        throw tooManyRequests(
          reply,
          await perAddress.retryAfterMs(request.ip),
          'Too many password reset requests; try again later',
        );
      const customer = await store.customers.findByEmail(request.body.email);
      if (customer && (await resetMails.hit(customer.id))) {
        const token = await store.passwordResets.issue(customer.id);
        const link = resetPasswordLink(app.serverConfig.appOrigin, token);
        try {
          await store.mailer.send({
            to: customer.email,
            subject: 'Reset your Pagewright password',
            body: `Open this link within an hour to choose a new password:\n${link}\n\nReset token: ${token}\n`,
            secrets: [link, token],
          });
        } catch (error) {
          // The answer must not differ from an unknown address's: log, never fail the call.
          request.log.error({ err: error }, 'password reset mail could not be sent');
        }
      } else if (customer) {
        request.log.info({ customer: customer.id }, 'password reset mail not sent: hourly cap reached');
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
