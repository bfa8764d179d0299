/**
 * `Idempotency-Key` on saves, uploads, creations and form submissions (issue 3 "Security baseline"):
 * spread `idempotent` into a route's options. With the header, the first request runs and its answer
 * (status and body, any status below 500) is kept for 24 hours per caller (customer, or client
 * address for the public form), route and key; a retry gets the same answer with
 * `Idempotent-Replayed: true` and changes nothing. The same key with a different request is a 422;
 * while the first is still running, 409. A 5xx answer is not kept, so a retry runs again.
 * The request is identified by method, URL and JSON body (multipart: method and URL).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyScope } from '../data/idempotency.ts';
import { badRequest, conflict, HttpError } from './http-error.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyScope;
  }
}

function requestHash(request: FastifyRequest): string {
  const multipart = (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
  const body = multipart ? 'multipart' : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

async function preHandler(request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw badRequest('Idempotency-Key: 1 to 255 visible ASCII characters');
  const id: IdempotencyScope = {
    scope: request.customer ? `customer:${request.customer.id}` : `address:${request.ip}`,
    route: `${request.method} ${request.routeOptions.url}`,
    key,
  };
  const claim = await request.server.store.idempotency.claim(id, requestHash(request));
  if (claim.kind === 'claimed') {
    request.idempotency = id;
    return;
  }
  if (claim.kind === 'mismatch')
    throw new HttpError(422, 'Idempotency-Key: already used with a different request; send a new key');
  if (claim.kind === 'pending')
    throw conflict('Idempotency-Key: the first request with this key is still running');
  return reply
    .code(claim.statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(claim.response);
}

async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const id = request.idempotency;
  if (!id) return payload;
  request.idempotency = undefined;
  const store = request.server.store.idempotency;
  if (reply.statusCode >= 500 || typeof payload !== 'string') await store.release(id);
  else await store.complete(id, reply.statusCode, payload);
  return payload;
}

/** Route options to spread: `{ ...idempotent, schema: … }`. */
export const idempotent = { preHandler, onSend };
