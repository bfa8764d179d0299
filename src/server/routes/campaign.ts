/**
 * The campaign calls of spec §7 (issue 25), each for the owner's project, with the session token:
 * - `/api/active_compaign/`: `update_active_campaign` (connect: the key is checked with
 *   ActiveCampaign first), `add_active_compaign` (create or update a contact, optionally into a list
 *   with tags), `get_active_compaign_users` (search contacts), `delete_active_compaign_user`;
 * - `/api/active_campaign/`: `get_list/{id}`, `get_tag/{id}`, plus `get_connection/{id}` and
 *   `disconnect` for the settings screen;
 * - `/api/mailchimp/`: `get_mailchimp_list/{id}`, `get_mailchimp_segment_by_list/{listId}/{segmentId}`
 *   (`?project_id=`; `segmentId` `all` lists every segment), plus `update_mailchimp` (connect),
 *   `get_connection/{id}` and `disconnect`.
 * `{id}` is the project id. Failures: 400 for bad input, a key the provider refused (its 401 is not
 * passed on: our 401 means the session) or a project not connected; 404 for another owner's project;
 * 429 with Retry-After when the provider limits us; 502 when the provider is down.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddContactBody,
  CampaignConnectionResponse,
  CampaignListsResponse,
  type CampaignProvider,
  CampaignSegmentsResponse,
  CampaignTagsResponse,
  ContactResponse,
  ContactsResponse,
  DeleteContactBody,
  DisconnectBody,
  ListContactsBody,
  ProjectQuery,
  SegmentParams,
  UpdateActiveCampaignBody,
  UpdateMailchimpBody,
} from '../../api/campaign.ts';
import { IdParams } from '../../api/common.ts';
import { failureMessage } from '../campaign/campaign-service.ts';
import type { ProviderResult } from '../campaign/provider-http.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { badRequest, HttpError, tooManyRequests } from '../http/http-error.ts';
import { okReplies, replies } from './replies.ts';

const ok = <T extends object>(message: string, data: T) => ({ code: 200 as const, message, ...data });

/** The body of a provider success, or the HttpError its failure answers as. */
function unwrap<T>(reply: FastifyReply, provider: CampaignProvider, result: ProviderResult<T>): T {
  if (result.ok) return result.body;
  const message = failureMessage(provider, result);
  switch (result.kind) {
    case 'auth':
    case 'refused':
      throw badRequest(message);
    case 'rate':
      throw tooManyRequests(reply, result.retryAfterMs ?? 60_000, message);
    case 'unavailable':
      throw new HttpError(502, message);
  }
}

const connectionRoutes =
  (provider: CampaignProvider): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['campaign'];
    app.get(
      '/get_connection/:id',
      {
        schema: {
          tags,
          description: '`id` is the project id.',
          params: IdParams,
          response: replies(CampaignConnectionResponse),
        },
      },
      async (request) =>
        ok('Connection', {
          connection: await app.store.campaignConnections.status(
            ownerId(request),
            request.params.id,
            provider,
          ),
        }),
    );
    app.post(
      '/disconnect',
      { schema: { tags, body: DisconnectBody, response: replies(CampaignConnectionResponse) } },
      async (request) =>
        ok('Disconnected', {
          connection: await app.store.campaignConnections.remove(
            ownerId(request),
            request.body.project_id,
            provider,
          ),
        }),
    );
  };

/** `/api/active_compaign/*` (the spec's spelling). */
export const activeCompaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth('session'));
  const { campaign, campaignConnections } = app.store;
  const tags = ['campaign'];
  const client = async (owner: string, projectId: string) =>
    campaign.activeCampaign(await campaignConnections.credentials(owner, projectId, 'activecampaign'));

  app.post(
    '/update_active_campaign',
    {
      schema: {
        tags,
        description: 'Connects the project: the key is checked with ActiveCampaign, then stored encrypted.',
        body: UpdateActiveCampaignBody,
        response: replies(CampaignConnectionResponse),
      },
    },
    async (request, reply) => {
      const { project_id, api_key } = request.body;
      const account_url = request.body.account_url.replace(/\/$/, '');
      await campaignConnections.status(ownerId(request), project_id, 'activecampaign');
      const account = unwrap(
        reply,
        'activecampaign',
        await campaign.verify('activecampaign', api_key, account_url),
      );
      return ok('ActiveCampaign connected', {
        connection: await campaignConnections.save(ownerId(request), {
          projectId: project_id,
          provider: 'activecampaign',
          apiKey: api_key,
          accountUrl: account_url,
          accountName: account.name,
        }),
      });
    },
  );

  app.post(
    '/add_active_compaign',
    { schema: { tags, body: AddContactBody, response: replies(ContactResponse) } },
    async (request, reply) => {
      const { project_id, email, first_name, last_name, list_id, tags: names } = request.body;
      const ac = await client(ownerId(request), project_id);
      const contact = unwrap(
        reply,
        'activecampaign',
        await ac.upsertContact(
          { email, firstName: first_name ?? '', lastName: last_name ?? '' },
          list_id,
          names ?? [],
        ),
      );
      return ok('Contact saved', { contact });
    },
  );

  app.post(
    '/get_active_compaign_users',
    { schema: { tags, body: ListContactsBody, response: replies(ContactsResponse) } },
    async (request, reply) => {
      const ac = await client(ownerId(request), request.body.project_id);
      const found = unwrap(
        reply,
        'activecampaign',
        await ac.contacts(request.body.search, request.body.limit),
      );
      return ok('Contacts', found);
    },
  );

  app.post(
    '/delete_active_compaign_user',
    { schema: { tags, body: DeleteContactBody, response: okReplies } },
    async (request, reply) => {
      const ac = await client(ownerId(request), request.body.project_id);
      unwrap(reply, 'activecampaign', await ac.deleteContact(request.body.contact_id));
      return ok('Contact deleted', {});
    },
  );
};

/** `/api/active_campaign/*`. */
export const activeCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth('session'));
  const { campaign, campaignConnections } = app.store;
  const tags = ['campaign'];
  const client = async (owner: string, projectId: string) =>
    campaign.activeCampaign(await campaignConnections.credentials(owner, projectId, 'activecampaign'));

  app.get(
    '/get_list/:id',
    {
      schema: {
        tags,
        description: '`id` is the project id.',
        params: IdParams,
        response: replies(CampaignListsResponse),
      },
    },
    async (request, reply) => {
      const ac = await client(ownerId(request), request.params.id);
      return ok('Lists', { lists: unwrap(reply, 'activecampaign', await ac.lists()) });
    },
  );
  app.get(
    '/get_tag/:id',
    {
      schema: {
        tags,
        description: '`id` is the project id.',
        params: IdParams,
        response: replies(CampaignTagsResponse),
      },
    },
    async (request, reply) => {
      const ac = await client(ownerId(request), request.params.id);
      return ok('Tags', { tags: unwrap(reply, 'activecampaign', await ac.tags()) });
    },
  );
  await app.register(connectionRoutes('activecampaign'));
};

/** `/api/mailchimp/*`. */
export const mailchimpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth('session'));
  const { campaign, campaignConnections } = app.store;
  const tags = ['campaign'];
  const client = async (owner: string, projectId: string) =>
    campaign.mailchimp((await campaignConnections.credentials(owner, projectId, 'mailchimp')).apiKey);

  app.post(
    '/update_mailchimp',
    {
      schema: {
        tags,
        description: 'Connects the project: the key is checked with Mailchimp, then stored encrypted.',
        body: UpdateMailchimpBody,
        response: replies(CampaignConnectionResponse),
      },
    },
    async (request, reply) => {
      const { project_id, api_key } = request.body;
      await campaignConnections.status(ownerId(request), project_id, 'mailchimp');
      const account = unwrap(reply, 'mailchimp', await campaign.verify('mailchimp', api_key, ''));
      return ok('Mailchimp connected', {
        connection: await campaignConnections.save(ownerId(request), {
          projectId: project_id,
          provider: 'mailchimp',
          apiKey: api_key,
          accountUrl: '',
          accountName: account.name,
        }),
      });
    },
  );
  app.get(
    '/get_mailchimp_list/:id',
    {
      schema: {
        tags,
        description: '`id` is the project id.',
        params: IdParams,
        response: replies(CampaignListsResponse),
      },
    },
    async (request, reply) => {
      const mc = await client(ownerId(request), request.params.id);
      return ok('Lists', { lists: unwrap(reply, 'mailchimp', await mc.lists()) });
    },
  );
  app.get(
    '/get_mailchimp_segment_by_list/:listId/:segmentId',
    {
      schema: {
        tags,
        description: 'The segments (tags included) of a list: `segmentId` is one segment, or `all`.',
        params: SegmentParams,
        querystring: ProjectQuery,
        response: replies(CampaignSegmentsResponse),
      },
    },
    async (request, reply) => {
      const mc = await client(ownerId(request), request.query.project_id);
      const { listId, segmentId } = request.params;
      return ok('Segments', { segments: unwrap(reply, 'mailchimp', await mc.segments(listId, segmentId)) });
    },
  );
  await app.register(connectionRoutes('mailchimp'));
};
