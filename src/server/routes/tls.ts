/**
 * `GET /api/tls/ask?domain=` (issue 21 "On-demand TLS"): the "ask" endpoint of Caddy's on-demand TLS.
 * Caddy calls it before getting a certificate for a name a TLS handshake asks for; 200 allows it.
 * Allowed: a customer's domain attached to its project whose DNS was verified to point here, and a
 * project's preview domain (`{slug}.{SITES_DOMAIN}` of an existing project). Anything else is 404, so
 * nobody can make the server request certificates for names it does not serve. Public, no token.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeHostname } from '../../api/domain.ts';
import { slugOfPreviewHost } from '../../api/preview-domain.ts';
import { notFound } from '../http/http-error.ts';

const AskQuery = z.object({ domain: z.string().max(300) });
const AskResponse = z.object({ code: z.literal(200), message: z.string() });

export const tlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { domains, projects } = app.store;
  app.get(
    '/ask',
    {
      schema: {
        tags: ['domain'],
        security: [],
        description:
          "Caddy's on-demand TLS `ask`: 200 for a verified attached domain or a project's preview domain, else 404.",
        querystring: AskQuery,
        response: { 200: AskResponse },
      },
    },
    async (request) => {
      const raw = request.query.domain.trim().toLowerCase().replace(/\.$/, '');
      const slug = slugOfPreviewHost(raw, app.serverConfig.sitesDomain);
      if (slug !== undefined) {
        if (await projects.findBySlug(slug)) return { code: 200 as const, message: 'Preview domain' };
        throw notFound('Domain');
      }
      const host = normalizeHostname(raw);
      if (host === raw && (await domains.mayIssueCertificate(host)))
        return { code: 200 as const, message: 'Verified domain' };
      throw notFound('Domain');
    },
  );
};
