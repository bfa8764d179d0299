/**
 * Domain and publish calls under /api/project (spec §7 "Project", §4 "Publish", §8 messages):
 * add a domain, attach it (hostname validated and normalised to punycode by the schema; another
 * user's hostname is a 409), record an SSL request, list a project's domains, and publish the saved
 * files to the attached domain (400 with the spec's message when there is none).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, okEnvelope } from '../../api/common.ts';
import {
  DomainBody,
  DomainResponse,
  isOwnHostname,
  OWN_DOMAIN_MESSAGE,
  ProjectDomain,
  PublishBody,
  PublishResponse,
  SslBody,
} from '../../api/domain.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { NO_EARLIER_PUBLISH } from '../data/domains.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { heavyCall } from '../http/heavy-calls.ts';
import { badRequest } from '../http/http-error.ts';
import { idempotent } from '../http/idempotency.ts';
import { replies } from './replies.ts';

const DomainListResponse = okEnvelope({ domains: z.array(ProjectDomain) });

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { domains } = app.store;
  const tags = ['domain'];
  app.addHook('onRequest', requireAuth('session'));

  // A customer's domain is never this service's own address, a parent of it or a name under it.
  // The sites domain too: a name under it is some project's free address.
  const ownHosts = [
    ...[app.serverConfig.appOrigin, app.serverConfig.hostedBase].map((url) => new URL(url).hostname),
    app.serverConfig.sitesDomain,
  ];
  const customerDomain = (domain: string) => {
    if (isOwnHostname(domain, ownHosts)) throw badRequest(OWN_DOMAIN_MESSAGE);
    return domain;
  };

  app.post(
    '/add_project_domain',
    { schema: { tags, body: DomainBody, response: replies(DomainResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Domain added',
      domain: await domains.add(
        ownerId(request),
        request.body.project_id,
        customerDomain(request.body.domain),
      ),
    }),
  );

  app.post(
    '/attach_domain_with_project',
    { schema: { tags, body: DomainBody, response: replies(DomainResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Domain attached',
      domain: await domains.attach(
        ownerId(request),
        request.body.project_id,
        customerDomain(request.body.domain),
      ),
    }),
  );

  app.post(
    '/add_ssl_against_domain',
    { schema: { tags, body: SslBody, response: replies(DomainResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'SSL requested',
      domain: await domains.requestSsl(ownerId(request), request.body.project_id, request.body.domain),
    }),
  );

  app.post(
    '/check_domain_dns',
    {
      schema: {
        tags,
        description:
          'Resolves the domain (the attached one by default, 3 s timeout) and answers it with `dns_status`: `verified` when it points at the sites server, `wrong_target` when elsewhere (`dns_found` says where), `pending` when it does not resolve yet.',
        body: SslBody,
        response: replies(DomainResponse),
      },
    },
    async (request) => {
      const domain = await domains.checkDns(ownerId(request), request.body.project_id, request.body.domain);
      const message =
        domain.dns_status === 'verified'
          ? 'DNS verified: the domain points here.'
          : domain.dns_status === 'wrong_target'
            ? 'The domain points somewhere else: change its records as shown.'
            : 'No records found yet: DNS changes can take up to a few hours to show.';
      return { code: 200 as const, message, domain };
    },
  );

  app.get(
    '/list_project_domain/:id',
    { schema: { tags, params: IdParams, response: replies(DomainListResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Domains',
      domains: await domains.listByProject(ownerId(request), request.params.id),
    }),
  );

  app.post(
    '/publish',
    {
      ...idempotent,
      // One publish per account at a time, a few per server (429 + Retry-After beyond: issue 22 §6).
      ...heavyCall('publish'),
      schema: {
        tags,
        description: `Copies the saved files into a new publish folder and switches the attached domain to it. Without a domain: 400 '${MESSAGES.domainRequired}'.`,
        body: PublishBody,
        response: replies(PublishResponse),
      },
    },
    async (request) =>
      publishAnswer(
        MESSAGES.projectPublished,
        await domains.publish(ownerId(request), request.body.project_id),
      ),
  );

  app.post(
    '/restore_previous_publish',
    {
      ...idempotent,
      schema: {
        tags,
        description: `Switches the attached domain back to the publish before the live one (every publish keeps it); again, forward. Without one: 400 '${NO_EARLIER_PUBLISH}'.`,
        body: PublishBody,
        response: replies(PublishResponse),
      },
    },
    async (request) =>
      publishAnswer(
        PREVIOUS_PUBLISH_RESTORED,
        await domains.restorePrevious(ownerId(request), request.body.project_id),
      ),
  );
};

const PREVIOUS_PUBLISH_RESTORED = 'The previous publish is live again';

function publishAnswer(
  message: string,
  published: { publishId: string; hostname: string; filesCount: number; publishedAt: Date },
) {
  return {
    code: 200 as const,
    message,
    publish_id: published.publishId,
    domain: published.hostname,
    url: `https://${published.hostname}/`,
    files_count: published.filesCount,
    published_at: published.publishedAt.toISOString(),
  };
}
