/**
 * The OpenAPI document's security requirements (CONTRACT "HTTP"): every call needs the `x-sh-auth`
 * session (the document's default) except the public ones listed here, which the document marks with
 * an empty requirement. openapi.test.ts calls every documented route without a token and checks this
 * list against the 401s, so a route that changes sides cannot go unnoticed.
 */
import type { FastifySchema } from 'fastify';

/** `METHOD /path` of every API call that takes no session token, as the document spells paths. */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'POST /api/app_api/register',
  'POST /api/app_api/login',
  'POST /api/app_api/forgot_password',
  'POST /api/app_api/reset_password',
  'POST /api/app_api/exchange_login_token',
  // The published form's subscriber call: any visitor, any origin.
  'POST /api/subscriber/add_subscriber',
  // Stripe's event deliveries: signed with the project's webhook secret instead (routes/payments.ts).
  'POST /api/stripe/webhook/{project_id}',
  // Caddy's on-demand TLS question, from the machine itself.
  'GET /api/tls/ask',
  // Load balancers' health and readiness checks (routes/health.ts).
  'GET /api/health',
  'GET /api/ready',
]);

/** The transformed route with `security: []` when it is public (a swagger `transform` step). */
export function documentSecurity(
  method: string | readonly string[],
  transformed: { schema: FastifySchema; url: string },
): { schema: FastifySchema; url: string } {
  const methods = typeof method === 'string' ? [method] : method;
  // Routes spell parameters `:name`; the document (and the list above) `{name}`.
  const url = transformed.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const isPublic = methods.some((item) => PUBLIC_OPERATIONS.has(`${item.toUpperCase()} ${url}`));
  return isPublic ? { ...transformed, schema: { ...transformed.schema, security: [] } } : transformed;
}
