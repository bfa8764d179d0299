/**
 * Page calls of spec §7 "Page": add (slug generated or validated, unique per project), detail
 * (sections, theme fields, settings, revision), edit, meta settings, delete (files too; a project
 * keeps one page), duplicate (record and files), page groups and their order, and the thumbnail, which
 * the payment/page token may also set.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../api/common.ts';
import {
  AddPageBody,
  EditPageBody,
  PAGE_GROUP_TYPES,
  PageGroupsResponse,
  PageResponse,
  ReorderPagesBody,
  UpdatePageMetaBody,
  UpdatePageThumbnailBody,
} from '../../api/page.ts';
import { toPageDetail, toPageSummary } from '../data/page-mapping.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { idempotent } from '../http/idempotency.ts';
import { okReplies, replies } from './replies.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store } = app;
  const tags = ['page'];
  const session = requireAuth('session');
  const page = (row: Parameters<typeof toPageDetail>[0], message: string) => ({
    code: 200 as const,
    message,
    page: toPageDetail(row),
  });

  app.post(
    '/add_page',
    {
      onRequest: session,
      ...idempotent,
      schema: { tags, body: AddPageBody, response: replies(PageResponse) },
    },
    async (request) =>
      page(await store.pages.addToOwnedProject(ownerId(request), request.body), 'Page created'),
  );

  app.post(
    '/duplicate_page/:id',
    {
      onRequest: session,
      ...idempotent,
      schema: {
        tags,
        description: 'Copies the page record and its saved files under a new slug, named "<name> (copy)".',
        params: IdParams,
        response: replies(PageResponse),
      },
    },
    async (request) =>
      page(await store.pages.duplicate(ownerId(request), request.params.id), 'Page duplicated'),
  );

  app.get(
    '/detail_page/:id',
    {
      onRequest: session,
      schema: { tags, params: IdParams, response: replies(PageResponse) },
    },
    async (request, reply) => {
      // The hottest read: its page comes already serialised from the page cache (data/page-cache.ts),
      // so the answer skips the zod pass; toPageDetail builds exactly PageDetail (page.test.ts checks
      // it). Fastify sends a string under a JSON type as it is; the typed send wants the object.
      const json = await store.pages.detailJson(ownerId(request), request.params.id);
      return reply.type(JSON_TYPE).send(`{"code":200,"message":"Page","page":${json}}` as never);
    },
  );

  app.put(
    '/edit_page/:id',
    {
      onRequest: session,
      schema: { tags, params: IdParams, body: EditPageBody, response: replies(PageResponse) },
    },
    async (request) =>
      page(await store.pages.edit(ownerId(request), request.params.id, request.body), 'Page updated'),
  );

  app.put(
    '/update_page_meta_setting',
    { onRequest: session, schema: { tags, body: UpdatePageMetaBody, response: replies(PageResponse) } },
    async (request) => {
      const { page_id, ...meta } = request.body;
      return page(await store.pages.updateMeta(ownerId(request), page_id, meta), 'Page settings updated');
    },
  );

  app.delete(
    '/delete_page/:id',
    { onRequest: session, schema: { tags, params: IdParams, response: okReplies } },
    async (request) => {
      await store.pages.delete(ownerId(request), request.params.id);
      return { code: 200 as const, message: 'Page deleted' };
    },
  );

  type Groups = Awaited<ReturnType<typeof store.pages.groups>>;
  const groupsAnswer = (projectId: string, { byType, ungrouped }: Groups, message: string) => ({
    code: 200 as const,
    message,
    page_group_detail: PAGE_GROUP_TYPES.filter((type) => byType.has(type)).map((type) => ({
      _id: `${projectId}:${type}`,
      page_group_type: type,
      page_group_pages_list: (byType.get(type) ?? []).map(toPageSummary),
    })),
    pages_without_group: ungrouped.map(toPageSummary),
  });

  app.get(
    '/list_page_group/:id',
    { onRequest: session, schema: { tags, params: IdParams, response: replies(PageGroupsResponse) } },
    async (request) =>
      groupsAnswer(
        request.params.id,
        await store.pages.groups(ownerId(request), request.params.id),
        'Page groups',
      ),
  );

  app.put(
    '/reorder_pages',
    {
      onRequest: session,
      schema: {
        tags,
        description:
          'The named pages of the project take the places they already hold, in the given order; the answer is the page groups.',
        body: ReorderPagesBody,
        response: replies(PageGroupsResponse),
      },
    },
    async (request) => {
      const { project_id, page_ids } = request.body;
      return groupsAnswer(
        project_id,
        await store.pages.reorder(ownerId(request), project_id, page_ids),
        'Pages reordered',
      );
    },
  );

  app.put(
    '/update_page_thumbnail/:id',
    {
      onRequest: requireAuth('session', 'payment'),
      schema: { tags, params: IdParams, body: UpdatePageThumbnailBody, response: replies(PageResponse) },
    },
    async (request) =>
      page(
        await store.pages.updateThumbnail(ownerId(request), request.params.id, request.body.image),
        'Thumbnail updated',
      ),
  );
};
