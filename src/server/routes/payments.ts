/**
 * Payments (issue 25 "Stripe"; calls under `/api/payment` and `/api/stripe`):
 * - the owner's list of a project's payments with totals per plan, and its CSV export (`text/csv`
 *   with a file name; another user's project is a 404);
 * - `POST /api/stripe/webhook/{project_id}`: Stripe's deliveries. The body is taken raw (the signature
 *   covers its exact bytes) and checked with `stripe.webhooks.constructEvent` against the project's
 *   stored signing secret, else `STRIPE_WEBHOOK_SECRET`, in the request. Unsigned, wrongly signed or
 *   stale → 400 and nothing queued; `checkout.session.completed` (paid) and
 *   `checkout.session.async_payment_succeeded` queue one `stripe-event` job per event id
 *   (payments/stripe-events.ts), answered 200 at once, and the job records the payment once; a
 *   redelivery answers 200 and queues nothing new.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { IdParams } from '../../api/common.ts';
import { ListPaymentsQuery, PaymentListResponse, WebhookResponse } from '../../api/payments.ts';
import { type CompletedCheckout, paymentsCsv } from '../data/payments.ts';
import { zipFileName } from '../export/site-zip.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { replies } from './replies.ts';

const tags = ['payment'];
/** Stripe's events are a few KB; far above any of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const RECORDED_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.store;
  app.addHook('onRequest', requireAuth('session'));

  app.get(
    '/list_payments/:id',
    {
      schema: {
        tags,
        description:
          '`id` is the project id: its payments newest first, paged, with totals per plan and currency.',
        params: IdParams,
        querystring: ListPaymentsQuery,
        response: replies(PaymentListResponse),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const result = await payments.list(ownerId(request), request.params.id, { page, limit });
      return { code: 200 as const, message: 'Payments', ...result, page, limit };
    },
  );

  app.get(
    '/export_payments_csv/:id',
    {
      schema: {
        tags,
        description:
          '`id` is the project id: every payment as `text/csv` (an attachment with a file name); cells starting with = + - @ are prefixed with an apostrophe.',
        params: IdParams,
        response: replies(z.string().describe('text/csv')),
      },
    },
    async (request, reply) => {
      const result = await payments.exportRows(ownerId(request), request.params.id);
      const fileName = zipFileName(`${result.projectName}-payments`).replace(/\.zip$/, '.csv');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(paymentsCsv(result.payments));
    },
  );
};

/** The payment a verified event reports, or undefined when it reports none (not paid, not ours). */
function completedCheckout(projectId: string, event: Stripe.Event): CompletedCheckout | undefined {
  if (!RECORDED_EVENTS.has(event.type)) return undefined;
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.object !== 'checkout.session' || typeof session.id !== 'string') return undefined;
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return undefined;
  // Sessions this project's buttons made carry its id; others on the same Stripe account are not its.
  if (session.metadata?.pw_project_id !== projectId) return undefined;
  const idOf = (value: string | { id: string } | null | undefined) =>
    typeof value === 'string' ? value : (value?.id ?? '');
  return {
    projectId,
    eventId: event.id,
    sessionId: session.id,
    planId: session.metadata?.pw_plan_id,
    pageId: session.metadata?.pw_page_id,
    amountMinor: Number.isSafeInteger(session.amount_total) ? (session.amount_total as number) : 0,
    currency: String(session.currency ?? '').toUpperCase(),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? '',
    paymentIntent: idOf(session.payment_intent),
    subscription: idOf(session.subscription),
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    paidAt: new Date((Number.isFinite(event.created) ? event.created : Date.now() / 1000) * 1000),
  };
}

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, stripe, stripeEvents } = app.store;
  // Only here: the raw text, because the signature covers the exact bytes Stripe sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhook/:project_id',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags,
        description:
          "Stripe's event deliveries for the project (no session: the `Stripe-Signature` header is checked with the project's webhook signing secret, else STRIPE_WEBHOOK_SECRET). The body is the event JSON as Stripe sent it.",
        params: z.object({ project_id: IdParams.shape.id }),
        response: replies(WebhookResponse),
      },
    },
    async (request) => {
      const { project_id: projectId } = request.params;
      if (!(await payments.projectOwner(projectId))) throw notFound('Project');
      const secret = (await payments.webhookSecret(projectId)) ?? stripe.fallbackWebhookSecret;
      if (!secret)
        throw badRequest('This project has no Stripe webhook signing secret; nothing was recorded');
      const body = request.body;
      const signature = request.headers['stripe-signature'];
      const event =
        typeof body === 'string'
          ? await stripe.verifyEvent(
              Buffer.from(body, 'utf8'),
              typeof signature === 'string' ? signature : undefined,
              secret,
            )
          : null;
      if (!event) throw badRequest('Missing, wrong or expired Stripe signature; nothing was recorded');
      const completed = completedCheckout(projectId, event);
      const queued = completed ? await stripeEvents.enqueue(completed) : false;
      request.log.info({ projectId, type: event.type, eventId: event.id, queued }, 'Stripe event');
      return {
        code: 200 as const,
        message: queued ? 'Payment queued to be recorded' : 'Event received',
        queued,
      };
    },
  );
};
