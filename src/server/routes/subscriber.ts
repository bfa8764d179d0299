/**
 * Subscriber calls under /api/subscriber: `add_subscriber` is public (published pages post their forms
 * to it from any origin; CORS without credentials is set in app.ts) and rate-limited per address;
 * `list_subscriber/{projectId}` and `export_subscriber_csv/{projectId}` are the owner's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../api/common.ts';
import {
  AddSubscriberBody,
  AddSubscriberResponse,
  ExportSubscriberQuery,
  ListSubscriberQuery,
  SubscriberCsvResponse,
  SubscriberListResponse,
} from '../../api/subscriber.ts';
import { createRateLimiter, type RateLimitRule } from '../auth/rate-limit.ts';
import { subscribersCsv } from '../data/subscribers.ts';
import { zipFileName } from '../export/site-zip.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { tooManyRequests } from '../http/http-error.ts';
import { idempotent } from '../http/idempotency.ts';
import { replies } from './replies.ts';

export const SUBSCRIBE_PATH = '/api/subscriber/add_subscriber';
export const DEFAULT_FORM_LIMIT: RateLimitRule = { max: 20, windowMs: 60_000 };

export const subscriberRoutes: FastifyPluginAsyncZod<{ formLimit?: RateLimitRule }> = async (
  app,
  options,
) => {
  const { subscribers } = app.store;
  const perAddress = createRateLimiter(options.formLimit ?? DEFAULT_FORM_LIMIT);
  const tags = ['subscriber'];

  app.post(
    '/add_subscriber',
    {
      ...idempotent,
      schema: {
        tags,
        security: [],
        description:
          'Public: no token. Rate-limited per address (429). Any origin may call it, without credentials.',
        body: AddSubscriberBody,
        response: replies(AddSubscriberResponse),
      },
    },
    async (request, reply) => {
      if (!perAddress.hit(request.ip))
        throw tooManyRequests(
          reply,
          perAddress.retryAfterMs(request.ip),
          'Too many form submissions; try again in a minute',
        );
      const { project_id, page_id, fields, required } = request.body;
      const id = await subscribers.submit({
        projectId: project_id,
        pageId: page_id,
        fields,
        required: required ?? [],
      });
      return { code: 200 as const, message: 'Thank you! Your details were sent.', subscriber_id: id };
    },
  );

  app.get(
    '/list_subscriber/:id',
    {
      onRequest: requireAuth('session'),
      schema: {
        tags,
        description:
          '`id` is the project id. Filters: `search` (any answer), `page_id`, `from` (inclusive) and `to` (exclusive) ISO 8601 date-times.',
        params: IdParams,
        querystring: ListSubscriberQuery,
        response: replies(SubscriberListResponse),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const result = await subscribers.list(ownerId(request), request.params.id, request.query);
      return { code: 200 as const, message: 'Subscribers', ...result, page, limit };
    },
  );

  app.get(
    '/export_subscriber_csv/:id',
    {
      onRequest: requireAuth('session'),
      schema: {
        tags,
        description:
          '`id` is the project id; the same filters as the list; the CSV travels in the JSON answer.',
        params: IdParams,
        querystring: ExportSubscriberQuery,
        response: replies(SubscriberCsvResponse),
      },
    },
    async (request) => {
      const { projectName, rows } = await subscribers.exportRows(
        ownerId(request),
        request.params.id,
        request.query,
      );
      return {
        code: 200 as const,
        message: 'Subscribers CSV',
        file_name: zipFileName(`${projectName}-subscribers`).replace(/\.zip$/, '.csv'),
        csv: subscribersCsv(rows),
        rows: rows.length,
      };
    },
  );
};
