/** Business info calls (spec §7 "AI and business info"): add (create or patch) and get by project id. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddBusinessInfoBody, BusinessInfoResponse } from '../../api/business-info.ts';
import { IdParams } from '../../api/common.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { replies } from './replies.ts';

export const businessInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { businessInfo } = app.store;
  const tags = ['business info'];
  app.addHook('onRequest', requireAuth('session'));

  app.post(
    '/add_business_info',
    { schema: { tags, body: AddBusinessInfoBody, response: replies(BusinessInfoResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Business info saved',
      business_info: await businessInfo.save(ownerId(request), request.body),
    }),
  );

  app.get(
    '/get_business_info/:id',
    {
      schema: {
        tags,
        description: '`id` is the project id.',
        params: IdParams,
        response: replies(BusinessInfoResponse),
      },
    },
    async (request) => ({
      code: 200 as const,
      message: 'Business info',
      business_info: await businessInfo.get(ownerId(request), request.params.id),
    }),
  );
};
