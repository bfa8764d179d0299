/**
 * `POST /_pw/checkout` on a published site or a preview domain (issue 25 "Stripe"): a buy button's
 * click starts a Stripe Checkout Session with the project's own secret key and sends the visitor there.
 *
 * - What is bought is read from the page the visitor was served (checkout-wiring.ts `buyButtons`): the
 *   request names only the page and the button's index. Title, price, currency and interval come from
 *   the stored plan, which must be a plan of this site's project; an amount, currency or plan in the
 *   request is never read.
 * - Success goes to the button's or the funnel's next page, else the site's thank-you page; cancel
 *   goes back to the page.
 * - With `Accept: application/json` (checkout-script.ts) the answer is `{code, message, redirect?}`;
 *   otherwise 303 to Stripe, or a page in words a visitor understands (never a 404, which the sites
 *   origin would turn into its not-found page).
 * A per-address limit keeps a script from opening sessions on the owner's Stripe account in bulk.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Id } from '../../api/common.ts';
import type { CounterStore } from '../auth/counters.ts';
import { createRateLimiter, type RateLimitRule } from '../auth/rate-limit.ts';
import { retryAfterSeconds } from '../http/http-error.ts';
import type { CheckoutPlan, StripeGateway } from '../payments/stripe-gateway.ts';
import { BUY_INDEX_FIELD, buyButtons, CHECKOUT_PATH } from './checkout-wiring.ts';
import type { FormSite } from './form-routes.ts';
import { PAGE_FIELD } from './form-wiring.ts';
import { visitorPage } from './visitor-page.ts';

export const CHECKOUT_THANKS_PATH = `${CHECKOUT_PATH}/thanks`;
const CHECKOUT_BODY_LIMIT = 4 * 1024;
export const DEFAULT_CHECKOUT_LIMIT: RateLimitRule = { max: 20, windowMs: 60_000 };

export interface CheckoutBackend {
  /** The slug of `pageId` when it is a page of `projectId`. */
  pageSlug(projectId: string, pageId: string): Promise<string | undefined>;
  readonly payments: {
    checkoutPlan(projectId: string, planId: string): Promise<CheckoutPlan | undefined>;
    isPlanElsewhere(projectId: string, planId: string): Promise<boolean>;
    secretKey(projectId: string): Promise<string | undefined>;
  };
  readonly stripe: Pick<StripeGateway, 'createCheckout'>;
}

export interface CheckoutRoutesOptions {
  readonly backend: CheckoutBackend;
  readonly siteOf: (request: FastifyRequest) => Promise<FormSite | undefined>;
  readonly limit?: RateLimitRule;
  /** Where the per-address limit counts (the app's database: shared by instances); default: in the process. */
  readonly counters?: CounterStore | undefined;
}

interface Answer {
  readonly status: number;
  readonly message: string;
  readonly redirect?: string;
  readonly pagePath?: string;
  readonly retryAfterMs?: number;
}

export const CHECKOUT_MESSAGES = {
  noSite: 'This site takes no payments at this address.',
  stale: 'This button has changed since the page was opened. Please reload the page and try again.',
  unknownPlan: 'This item is no longer for sale. Please contact the site owner.',
  otherProject: 'This item is not sold on this site. Please contact the site owner.',
  noKey: 'This site cannot take payments yet. Please contact the site owner.',
  keyRefused:
    'This site cannot take payments right now: its payment account was refused. Please contact the site owner.',
  refused: 'The payment could not be started. Please try again later or contact the site owner.',
  unreachable: 'The payment service could not be reached. Please try again in a minute.',
  rate: 'Too many payments were started from here just now. Please wait a minute and try again.',
} as const;

const pagePathOf = (slug: string) => (slug === 'index' ? '/' : `/${slug}`);
const wantsJson = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('application/json');
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (app, options) => {
  const perAddress = createRateLimiter(options.limit ?? DEFAULT_CHECKOUT_LIMIT, {
    name: 'checkout',
    counters: options.counters,
  });
  await app.register(formbody, { bodyLimit: CHECKOUT_BODY_LIMIT });

  const send = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
    if (answer.retryAfterMs !== undefined)
      reply.header('retry-after', String(retryAfterSeconds(answer.retryAfterMs)));
    reply.header('cache-control', 'no-store');
    if (wantsJson(request))
      return reply.code(answer.status).send({
        code: answer.status,
        message: answer.message,
        ...(answer.redirect && { redirect: answer.redirect }),
      });
    if (answer.status === 200 && answer.redirect) return reply.redirect(answer.redirect, 303);
    return reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .send(
        visitorPage({
          title: 'The payment was not started',
          heading: 'The payment was not started',
          paragraphs: [answer.message],
          link: { href: answer.pagePath ?? '/', text: 'Back to the page' },
          alert: true,
        }),
      );
  };

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'checkout failed');
    return send(request, reply, {
      status,
      message: status === 500 ? CHECKOUT_MESSAGES.refused : CHECKOUT_MESSAGES.stale,
    });
  });

  const handle = async (request: FastifyRequest): Promise<Answer> => {
    const site = await options.siteOf(request);
    if (!site) return { status: 400, message: CHECKOUT_MESSAGES.noSite };
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const pageId = raw[PAGE_FIELD];
    const index = raw[BUY_INDEX_FIELD];
    if (typeof pageId !== 'string' || !Id.safeParse(pageId).success || typeof index !== 'string')
      return { status: 400, message: CHECKOUT_MESSAGES.stale };
    const slug = await options.backend.pageSlug(site.projectId, pageId);
    const html = slug === undefined ? undefined : await site.pageHtml(slug);
    const button = html === undefined ? undefined : buyButtons(html).get(index);
    if (slug === undefined || !button) return { status: 400, message: CHECKOUT_MESSAGES.stale };
    const pagePath = pagePathOf(slug);

    if (!(await perAddress.hit(request.ip)))
      return {
        status: 429,
        message: CHECKOUT_MESSAGES.rate,
        pagePath,
        retryAfterMs: await perAddress.retryAfterMs(request.ip),
      };
    const { payments, stripe } = options.backend;
    const plan = await payments.checkoutPlan(site.projectId, button.planId);
    if (!plan) {
      const elsewhere = await payments.isPlanElsewhere(site.projectId, button.planId);
      return {
        status: 409,
        message: elsewhere ? CHECKOUT_MESSAGES.otherProject : CHECKOUT_MESSAGES.unknownPlan,
        pagePath,
      };
    }
    const secretKey = await payments.secretKey(site.projectId);
    if (!secretKey) return { status: 503, message: CHECKOUT_MESSAGES.noKey, pagePath };

    const origin = originOf(request);
    const successUrl = button.nextPath
      ? `${origin}${button.nextPath}?session_id={CHECKOUT_SESSION_ID}`
      : `${origin}${CHECKOUT_THANKS_PATH}?page=${pageId}&session_id={CHECKOUT_SESSION_ID}`;
    const result = await stripe.createCheckout({
      secretKey,
      plan,
      projectId: site.projectId,
      pageId,
      successUrl,
      cancelUrl: `${origin}${pagePath}`,
    });
    if (result.ok) return { status: 200, message: 'Checkout started', redirect: result.url, pagePath };
    // The owner reads why in the log; the key itself never goes there (Stripe's message omits it).
    request.log.warn(
      { projectId: site.projectId, kind: result.kind, stripe: result.message },
      'Stripe refused a checkout',
    );
    if (result.kind === 'auth') return { status: 502, message: CHECKOUT_MESSAGES.keyRefused, pagePath };
    if (result.kind === 'unreachable')
      return { status: 502, message: CHECKOUT_MESSAGES.unreachable, pagePath };
    return { status: 502, message: CHECKOUT_MESSAGES.refused, pagePath };
  };

  app.post(CHECKOUT_PATH, { bodyLimit: CHECKOUT_BODY_LIMIT }, async (request, reply) =>
    send(request, reply, await handle(request)),
  );

  app.get(CHECKOUT_THANKS_PATH, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const site = await options.siteOf(request);
    const pageId = query.page ?? '';
    const slug =
      site && Id.safeParse(pageId).success
        ? await options.backend.pageSlug(site.projectId, pageId)
        : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return visitorPage({
      title: 'Thank you',
      heading: 'Thank you for your payment',
      paragraphs: ['Your payment went through.'],
      link: { href: slug === undefined ? '/' : pagePathOf(slug), text: 'Back to the site' },
    });
  });
};
