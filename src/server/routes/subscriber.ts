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
  RetrySyncBody,
  RetrySyncResponse,
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
  const perAddress = createRateLimiter(options.formLimit ?? DEFAULT_FORM_LIMIT, {
    name: 'subscribe',
    counters: app.counters,
  });
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
      if (!(await perAddress.hit(request.ip)))
        throw tooManyRequests(
          reply,
          await perAddress.retryAfterMs(request.ip),
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

  app.post(
    '/retry_sync',
    {
      onRequest: requireAuth('session'),
      schema: {
        tags,
        description: "Queues again the sync of a subscriber whose sync to the form's email list failed.",
        body: RetrySyncBody,
        response: replies(RetrySyncResponse),
      },
    },
    async (request) => {
      const id = request.body.subscriber_id;
      const { round } = await app.store.campaignConnections.startRetry(ownerId(request), id);
      await app.store.campaign.enqueueSync(id, round);
      return {
        code: 200 as const,
        message: 'Sync queued',
        subscriber_id: id,
        sync_state: 'pending' as const,
      };
    },
  );
};
