/** `POST /api/key/get_key` (spec §7 "Keys"): a configured integration key by name (docs/configuration.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetKeyBody, GetKeyResponse } from '../../api/key.ts';
import { requireAuth } from '../http/authenticate.ts';
import { notFound } from '../http/http-error.ts';
import { replies } from './replies.ts';

export const keyRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.serverConfig.integrationKeys;
  app.post(
    '/get_key',
    {
      onRequest: requireAuth('session', 'payment'),
      schema: { tags: ['key'], body: GetKeyBody, response: replies(GetKeyResponse) },
    },
    async (request) => {
      const name = request.body.key_name;
      if (!Object.hasOwn(keys, name)) throw notFound('Key');
      return { code: 200 as const, message: 'Key', key_name: name, data: keys[name]! };
    },
  );
};
