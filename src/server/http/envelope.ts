/**
 * The answer envelope on every failure (spec §8, CONTRACT "HTTP"): `{code, message, ...data}` with
 * `code` = HTTP status. Schema violations name the field (400), malformed JSON is 400, over-size bodies
 * 413, unknown routes 404, a path parameter over 100 characters 414 (the router refuses it before any
 * route runs); anything unexpected is logged (log-redact.ts) and answered 500 without a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse, FieldError } from '../../api/envelope.ts';
import { HttpError } from './http-error.ts';

const STATUS_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: must not be empty when Content-Type is application/json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_MAX_PARAM_LENGTH: 'Path parameter too long: at most 100 characters',
  FST_ERR_BAD_URL: 'Path is not a valid URL encoding',
};

function fieldErrors(error: FastifyError & { validationContext?: string }): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext ?? 'body';
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    return { field: path || context, message: issue.message ?? 'invalid value' };
  });
}

export function envelopeFor(error: FastifyError): { status: number; body: ErrorResponse } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { ...error.data, code: error.statusCode, message: error.message },
    };
  }
  const errors = fieldErrors(error);
  if (errors.length > 0) {
    const message = errors.map((item) => `${item.field}: ${item.message}`).join('; ');
    return { status: 400, body: { code: 400, message, errors } };
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, body: { code: 400, message: `body: malformed JSON (${error.message})` } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = STATUS_MESSAGES[error.code] ?? error.message;
    return { status, body: { code: status, message } };
  }
  return { status: 500, body: { code: 500, message: 'Internal server error' } };
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = envelopeFor(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: status, reason: body.message }, 'request refused');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's `frameworkErrors`: the router's own refusals (bad URL encoding, over-long path parameter) in the envelope. */
export const answerFrameworkError = answerError;

/** Installs the error and not-found handlers; `fallback` may answer a miss first (the SPA's index.html). */
export function installEnvelope(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
): void {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return reply
      .code(404)
      .send({ code: 404, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
