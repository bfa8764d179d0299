/**
 * Token authentication (CONTRACT "HTTP", spec §6/§7): `x-sh-auth` carries the session token on builder
 * calls and the payment/page token on payment/page calls. Routes opt in with `onRequest:
 * requireAuth('session')`; it runs before the body is parsed, so an anonymous request is 401 whatever
 * it sends. Handlers read the caller with `ownerId(request)`.
 */
import type { FastifyRequest } from 'fastify';
import { AUTH_HEADER } from '../../api/auth.ts';
import type { CustomerRow } from '../data/customers.ts';
import type { TokenKind } from '../data/sessions.ts';
import { forbidden, unauthorized } from './http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    customer: CustomerRow | null;
    authToken: string | null;
  }
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[AUTH_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/** An onRequest hook admitting a live token of one of `kinds`. */
export function requireAuth(...kinds: TokenKind[]) {
  return async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    for (const kind of kinds) {
      const customer = await request.server.store.sessions.findCustomer(token, kind);
      if (customer) {
        request.customer = customer;
        request.authToken = token;
        return;
      }
    }
    throw unauthorized('Invalid or expired session token');
  };
}

/** The authenticated caller's id; only valid behind `requireAuth`. */
export function ownerId(request: FastifyRequest): string {
  if (!request.customer) throw unauthorized();
  return request.customer.id;
}

/** An onRequest hook (after `requireAuth`) admitting only staff (support and help management). */
export async function requireStaff(request: FastifyRequest) {
  if (!isStaff(request)) throw forbidden('Only staff may do this');
}

export function isStaff(request: FastifyRequest): boolean {
  return request.customer?.role === 'staff';
}
