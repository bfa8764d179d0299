/**
 * `POST /_pw/forms` on a published site or a preview domain (issue 21 "Live forms → subscribers"):
 * the site's own origin takes its forms, so a visitor's details never cross to another origin.
 *
 * - The form it accepts is the one the visitor was served: read from that page's html (form-schema.ts),
 *   never from the submission; its fields are checked again here (form-validate.ts, spec §5).
 * - Spam guards: the honeypot (a filled one is answered as a success and stores nothing), a minimum
 *   fill time when the page script measured one, and per-address and per-project rate limits.
 * - A resend with the same key (the page script's, per form load) answers the first answer again and
 *   stores one subscriber.
 * - With `Accept: application/json` (the page script) the answer is JSON `{code, message, redirect?}`;
 *   otherwise a real POST: 303 to the next address or to a thank-you page, or a styled error page.
 * Bad input is a 4xx with words a visitor understands; nothing partial is stored.
 */
import { createHash } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SyncTarget } from '../../api/campaign.ts';
import { Id } from '../../api/common.ts';
import type { CounterStore } from '../auth/counters.ts';
import { createRateLimiter, type RateLimitRule } from '../auth/rate-limit.ts';
import type { Claim, IdempotencyScope } from '../data/idempotency.ts';
import { retryAfterSeconds } from '../http/http-error.ts';
import { sanitizeInput } from '../http/request-guards.ts';
import { FORM_INDEX_FIELD, type FormSchema, wiredForms } from './form-schema.ts';
import { checkSubmission, type FieldProblem } from './form-validate.ts';
import { ELAPSED_FIELD, FORMS_PATH, HONEYPOT_FIELD, KEY_FIELD, PAGE_FIELD } from './form-wiring.ts';
import { visitorPage } from './visitor-page.ts';

export const THANKS_PATH = `${FORMS_PATH}/thanks`;
/** A form's whole submission; far above any real form (50 fields of 1 000 characters is 50 KB). */
export const FORM_BODY_LIMIT = 128 * 1024;

export interface FormLimits {
  readonly perAddress: RateLimitRule;
  readonly perProject: RateLimitRule;
  /** A submission measured faster than this is a script's, not a person's. */
  readonly minFillMs: number;
}

export const DEFAULT_FORM_LIMITS: FormLimits = {
  perAddress: { max: 10, windowMs: 60_000 },
  perProject: { max: 300, windowMs: 60_000 },
  minFillMs: 1_500,
};

/** The site a request's `Host` names, with the html it serves for a page. */
export interface FormSite {
  readonly projectId: string;
  pageHtml(slug: string): Promise<string | undefined>;
}

export interface FormsBackend {
  /** The slug of `pageId` when it is a page of `projectId`. */
  pageSlug(projectId: string, pageId: string): Promise<string | undefined>;
  submit(input: {
    projectId: string;
    pageId: string;
    fields: Record<string, string>;
    required: string[];
    /** The email list the form names: the stored subscriber is synced to it by a queued job. */
    syncTarget?: SyncTarget | undefined;
  }): Promise<string>;
  readonly idempotency: {
    claim(id: IdempotencyScope, requestHash: string): Promise<Claim>;
    complete(id: IdempotencyScope, statusCode: number, response: string): Promise<void>;
    release(id: IdempotencyScope): Promise<void>;
  };
}

export interface FormRoutesOptions {
  readonly backend: FormsBackend;
  readonly siteOf: (request: FastifyRequest) => Promise<FormSite | undefined>;
  readonly limits?: FormLimits;
  /** Where the limits count (the app's database: shared by instances); default: in the process. */
  readonly counters?: CounterStore | undefined;
}

interface Answer {
  readonly status: number;
  readonly message: string;
  readonly redirect?: string | undefined;
  readonly errors?: readonly FieldProblem[];
  /** The page the form was on, for the no-JavaScript pages' links. */
  readonly pagePath?: string;
  readonly thanks?: string;
  /** A 429's wait, sent as `Retry-After`. */
  readonly retryAfterMs?: number;
}

const SPAM_PAUSE_MESSAGE = 'That was very quick. Please check your details and send the form again.';
const RATE_MESSAGE = 'Too many forms were sent from here just now. Please wait a minute and try again.';
const UNSTORABLE_MESSAGE =
  'One of your answers holds a character a form cannot take. Please retype it and try again.';
const STALE_MESSAGE =
  'This form has changed since the page was opened. Please reload the page and try again.';

const pagePathOf = (slug: string) => (slug === 'index' ? '/' : `/${slug}`);
const wantsJson = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('application/json');

/** Where a successful submission goes next, when somewhere. */
function nextAddress(schema: FormSchema): string | undefined {
  const after = schema.afterSubmit ?? (schema.nextPath ? 'next_page' : 'message');
  if (after === 'next_page') return schema.nextPath;
  if (after !== 'url') return undefined;
  try {
    const url = new URL(schema.redirectUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, options) => {
  const limits = options.limits ?? DEFAULT_FORM_LIMITS;
  const { counters } = options;
  const perAddress = createRateLimiter(limits.perAddress, { name: 'form-address', counters });
  const perProject = createRateLimiter(limits.perProject, { name: 'form-project', counters });
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });

  /** The visitor's answer: JSON for the page script, a redirect or a page for a plain POST. */
  const send = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
    if (answer.retryAfterMs !== undefined)
      reply.header('retry-after', String(retryAfterSeconds(answer.retryAfterMs)));
    if (wantsJson(request)) {
      return reply.code(answer.status).send({
        code: answer.status,
        message: answer.message,
        ...(answer.redirect && { redirect: answer.redirect }),
        ...(answer.errors && { errors: answer.errors }),
      });
    }
    if (answer.status === 200) return reply.redirect(answer.redirect ?? answer.thanks ?? '/', 303);
    return reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        visitorPage({
          title: 'Your details were not sent',
          heading: 'Your details were not sent',
          paragraphs: answer.errors?.length ? answer.errors.map((error) => error.message) : [answer.message],
          link: { href: answer.pagePath ?? '/', text: 'Back to the form' },
          alert: true,
        }),
      );
  };

  /** Parse and size errors (malformed body, 413) come here too: a plain POST gets a page, not JSON. */
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    const message =
      status === 413
        ? 'This form sent more than a form can hold. Please shorten your answers.'
        : status === 415
          ? 'This form was sent in a way the site does not take.'
          : 'This form could not be read. Please reload the page and try again.';
    request.log.info({ status }, 'form submission refused before reading');
    return send(request, reply, { status, message });
  });

  const handle = async (request: FastifyRequest): Promise<Answer> => {
    const site = await options.siteOf(request);
    if (!site) return { status: 404, message: 'This site takes no forms at this address.' };
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return { status: 400, message: 'This form could not be read. Please reload the page and try again.' };
    const raw = body as Record<string, unknown>;
    const pageId = raw[PAGE_FIELD];
    const formIndex = raw[FORM_INDEX_FIELD];
    if (typeof pageId !== 'string' || !Id.safeParse(pageId).success || typeof formIndex !== 'string')
      return { status: 400, message: STALE_MESSAGE };
    const slug = await options.backend.pageSlug(site.projectId, pageId);
    const html = slug === undefined ? undefined : await site.pageHtml(slug);
    const schema = html === undefined ? undefined : wiredForms(html).get(formIndex);
    if (slug === undefined || !schema) return { status: 400, message: STALE_MESSAGE };
    const pagePath = pagePathOf(slug);
    const thanks = `${THANKS_PATH}?page=${pageId}&form=${encodeURIComponent(formIndex)}`;
    const success: Answer = {
      status: 200,
      message: schema.successMessage,
      redirect: nextAddress(schema),
      pagePath,
      thanks,
    };

    const honeypot = raw[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      request.log.info({ projectId: site.projectId }, 'form honeypot filled: not stored');
      return success;
    }
    const elapsed = Number(raw[ELAPSED_FIELD]);
    if (raw[ELAPSED_FIELD] && Number.isFinite(elapsed) && elapsed < limits.minFillMs)
      return { status: 400, message: SPAM_PAUSE_MESSAGE, pagePath };
    if (!(await perAddress.hit(request.ip)) || !(await perProject.hit(site.projectId))) {
      const waitOf = async (limiter: typeof perAddress, key: string) =>
        (await limiter.isBlocked(key)) ? limiter.retryAfterMs(key) : 0;
      const retryAfterMs = Math.max(
        await waitOf(perAddress, request.ip),
        await waitOf(perProject, site.projectId),
      );
      return { status: 429, message: RATE_MESSAGE, pagePath, retryAfterMs };
    }

    // PostgreSQL cannot store a NUL or a lone surrogate (request-guards.ts): refused in words a
    // visitor reads, or made well-formed.
    const { problem } = sanitizeInput(raw, 'form');
    if (problem)
      return {
        status: 400,
        message: UNSTORABLE_MESSAGE,
        errors: [{ field: problem.field, message: UNSTORABLE_MESSAGE }],
        pagePath,
      };
    const fields = Object.fromEntries(Object.entries(raw).filter(([name]) => !name.startsWith('_pw_')));
    const checked = checkSubmission(schema, fields);
    if (!checked.ok) {
      const [first] = checked.problems;
      return {
        status: 400,
        message: first?.message ?? schema.failureMessage,
        errors: checked.problems,
        pagePath,
      };
    }
    const required = schema.fields.filter((field) => field.required).map((field) => field.name);
    const key = raw[KEY_FIELD];
    const store = () =>
      options.backend.submit({
        projectId: site.projectId,
        pageId,
        fields: checked.fields,
        required,
        syncTarget: schema.syncTarget,
      });
    if (typeof key !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(key)) {
      await store();
      return success;
    }
    const scope: IdempotencyScope = { scope: `form:${site.projectId}`, route: FORMS_PATH, key };
    const hash = createHash('sha256')
      .update(JSON.stringify([pageId, formIndex, checked.fields]))
      .digest('hex');
    const claim = await options.backend.idempotency.claim(scope, hash);
    if (claim.kind === 'done') return { ...success, ...(JSON.parse(claim.response) as { message: string }) };
    if (claim.kind === 'pending')
      return { status: 409, message: 'This form is being sent already. Please wait a moment.', pagePath };
    if (claim.kind === 'mismatch')
      return {
        status: 409,
        message:
          'These details differ from the ones this form already sent. Please reload the page to send new ones.',
        pagePath,
      };
    try {
      await store();
    } catch (error) {
      await options.backend.idempotency.release(scope);
      throw error;
    }
    await options.backend.idempotency.complete(scope, 200, JSON.stringify({ message: success.message }));
    return success;
  };

  app.post(FORMS_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) =>
    send(request, reply, await handle(request)),
  );

  app.get(THANKS_PATH, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const site = await options.siteOf(request);
    const pageId = query.page ?? '';
    const slug =
      site && Id.safeParse(pageId).success
        ? await options.backend.pageSlug(site.projectId, pageId)
        : undefined;
    const html = site && slug !== undefined ? await site.pageHtml(slug) : undefined;
    const schema = html === undefined ? undefined : wiredForms(html).get(query.form ?? '');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return visitorPage({
      title: 'Thank you',
      heading: 'Thank you',
      paragraphs: [schema?.successMessage ?? 'Your details were sent.'],
      link: { href: slug === undefined ? '/' : pagePathOf(slug), text: 'Back to the site' },
    });
  });
};
