/** Customer calls of spec §7 "Customer": the caller's record by token, and the overview edit. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerResponse, EditOverViewBody } from '../../api/customer.ts';
import { toCustomer } from '../data/customers.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { unauthorized } from '../http/http-error.ts';
import { replies } from './replies.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/detail_customer_by_token',
    {
      onRequest: requireAuth('session', 'payment'),
      schema: { tags: ['customer'], response: replies(CustomerResponse) },
    },
    async (request) => ({ code: 200 as const, message: 'Customer', customer: toCustomer(request.customer!) }),
  );

  app.put(
    '/edit_over_view',
    {
      onRequest: requireAuth('session'),
      schema: { tags: ['customer'], body: EditOverViewBody, response: replies(CustomerResponse) },
    },
    async (request) => {
      const row = await app.store.customers.editOverview(ownerId(request), request.body);
      if (!row) throw unauthorized();
      return { code: 200 as const, message: 'Profile updated', customer: toCustomer(row) };
    },
  );
};
