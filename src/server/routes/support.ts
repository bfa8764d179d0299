/**
 * Support ticket calls under /api/support_ticket: create (optional attachment: a file or a builder
 * trace), list own (staff: all, filterable by status, paged), detail with replies, reply, close, and
 * read a trace attachment back (for the replay screen). Another customer's ticket is a 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../api/common.ts';
import {
  AddTicketBody,
  ListTicketQuery,
  ReplyTicketBody,
  TicketDetailResponse,
  TicketListResponse,
  TicketResponse,
  TRACE_ATTACHMENT_MAX_BYTES,
  TraceAttachmentParams,
  TraceAttachmentResponse,
} from '../../api/support.ts';
import type { Viewer } from '../data/support.ts';
import { isStaff, ownerId, requireAuth } from '../http/authenticate.ts';
import { idempotent } from '../http/idempotency.ts';
import { replies } from './replies.ts';

/**
 * Room for a trace at the limit, pretty-printed (the size rule itself is checked on compact JSON, so
 * an over-size trace gets the data layer's clear 413 rather than a bare body-limit one).
 */
const TRACE_BODY_LIMIT = TRACE_ATTACHMENT_MAX_BYTES * 3;

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { support } = app.store;
  const tags = ['support'];
  app.addHook('onRequest', requireAuth('session'));
  const viewer = (request: Parameters<typeof ownerId>[0]): Viewer => ({
    id: ownerId(request),
    staff: isStaff(request),
  });

  app.post(
    '/add_ticket',
    {
      ...idempotent,
      bodyLimit: TRACE_BODY_LIMIT,
      schema: { tags, body: AddTicketBody, response: replies(TicketResponse) },
    },
    async (request) => {
      const { subject, message, attachment_id, trace } = request.body;
      const ticket = await support.create(viewer(request), {
        subject,
        message,
        attachmentId: attachment_id,
        trace,
      });
      return { code: 200 as const, message: 'Ticket created', ticket };
    },
  );

  app.get(
    '/list_ticket',
    { schema: { tags, querystring: ListTicketQuery, response: replies(TicketListResponse) } },
    async (request) => {
      const { page, limit } = request.query;
      const { tickets, total } = await support.list(viewer(request), request.query);
      return { code: 200 as const, message: 'Tickets', tickets, total, page, limit };
    },
  );

  app.get(
    '/detail_ticket/:id',
    { schema: { tags, params: IdParams, response: replies(TicketDetailResponse) } },
    async (request) => {
      const who = viewer(request);
      const ticket = await support.get(who, request.params.id);
      return {
        code: 200 as const,
        message: 'Ticket',
        ticket,
        replies: await support.replies(who, ticket._id),
      };
    },
  );

  app.post(
    '/reply_ticket',
    {
      ...idempotent,
      bodyLimit: TRACE_BODY_LIMIT,
      schema: { tags, body: ReplyTicketBody, response: replies(TicketDetailResponse) },
    },
    async (request) => {
      const who = viewer(request);
      const { ticket_id, message, attachment_id, trace } = request.body;
      const ticket = await support.reply(who, {
        ticketId: ticket_id,
        message,
        attachmentId: attachment_id,
        trace,
      });
      return {
        code: 200 as const,
        message: 'Reply sent',
        ticket,
        replies: await support.replies(who, ticket_id),
      };
    },
  );

  app.put(
    '/close_ticket/:id',
    { schema: { tags, params: IdParams, response: replies(TicketResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Ticket closed',
      ticket: await support.close(viewer(request), request.params.id),
    }),
  );

  app.get(
    '/trace/:ticket_id/:attachment_id',
    { schema: { tags, params: TraceAttachmentParams, response: replies(TraceAttachmentResponse) } },
    async (request) => {
      const { ticket_id, attachment_id } = request.params;
      const found = await support.trace(viewer(request), ticket_id, attachment_id);
      return { code: 200 as const, message: 'Trace', ...found };
    },
  );
};
