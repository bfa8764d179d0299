/**
 * Login-link calls under /api/app_api (spec §2 auth-controller routes, issue 3 "Auth and users"):
 * staff create a single-use link for a customer (never for another staff member; the admin CLI can),
 * and the app exchanges a link's token for a session. Exchange is rate-limited per address like
 * login; an unknown, used, expired or mismatched token is one 400.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateLoginLinkBody,
  ExchangeLoginTokenBody,
  ExchangeLoginTokenResponse,
  LoginLinkResponse,
  loginLinkPath,
} from '../../api/login-link.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import { toCustomer } from '../data/customers.ts';
import { ownerId, requireAuth, requireStaff } from '../http/authenticate.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../http/http-error.ts';
import { type AuthRouteOptions, DEFAULT_AUTH_LIMITS } from './auth.ts';
import { replies } from './replies.ts';

export const loginLinkRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { store } = app;
  const perAddress = createRateLimiter(options.loginPerAddress ?? DEFAULT_AUTH_LIMITS.loginPerAddress, {
    name: 'login-link',
    counters: app.counters,
  });
  const tags = ['auth'];

  app.post(
    '/create_login_link',
    {
      onRequest: [requireAuth('session'), requireStaff],
      schema: { tags, body: CreateLoginLinkBody, response: replies(LoginLinkResponse) },
    },
    async (request) => {
      const { email, kind, project_id, page_id } = request.body;
      const customer = await store.customers.findByEmail(email);
      if (!customer) throw notFound('Customer');
      if (customer.role === 'staff') throw forbidden('Login links are not issued for staff accounts');
      const { token, expiresAt } = await store.loginLinks.issue({
        customerId: customer.id,
        kind,
        projectId: project_id,
        pageId: page_id,
        createdBy: ownerId(request),
      });
      request.log.info({ customer: customer.id, kind, by: ownerId(request) }, 'login link issued');
      return {
        code: 200 as const,
        message: 'Login link created; it works once',
        url: `${app.serverConfig.appOrigin}${loginLinkPath(kind, token, project_id, page_id)}`,
        token,
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/exchange_login_token',
    { schema: { tags, body: ExchangeLoginTokenBody, response: replies(ExchangeLoginTokenResponse) } },
    async (request, reply) => {
      if (!(await perAddress.hit(request.ip)))
        throw tooManyRequests(
          reply,
          await perAddress.retryAfterMs(request.ip),
          'Too many login attempts; try again later',
        );
      const { token, project_id, page_id } = request.body;
      const link = await store.loginLinks.consume(token, project_id, page_id);
      const customer = link && (await store.customers.findById(link.customerId));
      if (!link || !customer) throw badRequest('token: invalid, used or expired login link');
      const session = await store.sessions.create(customer.id);
      return {
        code: 200 as const,
        message: 'Logged in successfully',
        token: session.token,
        payment_token: session.paymentToken,
        customer: toCustomer(customer),
        kind: link.kind as 'admin' | 'client',
        project_id: link.projectId,
        page_id: link.pageId,
      };
    },
  );
};
