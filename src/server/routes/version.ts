/**
 * Version calls of spec §7 for projects (under /api/project) and pages (under /api/page): save, list,
 * count, rename, use (restore) and delete. Session token only; versions of other users are 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../api/common.ts';
import { PageResponse } from '../../api/page.ts';
import { ProjectResponse } from '../../api/project.ts';
import {
  RenameVersionBody,
  SavePageVersionBody,
  SaveProjectVersionBody,
  UseVersionBody,
  VersionCountResponse,
  VersionListResponse,
  VersionResponse,
} from '../../api/version.ts';
import { toPageDetail } from '../data/page-mapping.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { okReplies, replies } from './replies.ts';

const ok = <T extends object>(message: string, data: T) => ({ code: 200 as const, message, ...data });

export const projectVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { versions, projects } = app.store;
  const tags = ['project version'];
  app.addHook('onRequest', requireAuth('session'));

  app.post(
    '/save_version',
    { schema: { tags, body: SaveProjectVersionBody, response: replies(VersionResponse) } },
    async (request) => {
      const { project_id, version_name } = request.body;
      return ok('Version saved', {
        version: await versions.saveProject(ownerId(request), project_id, version_name),
      });
    },
  );

  app.get(
    '/get_version_list_by_project/:id',
    { schema: { tags, params: IdParams, response: replies(VersionListResponse) } },
    async (request) =>
      ok('Versions', { versions: await versions.listProject(ownerId(request), request.params.id) }),
  );

  app.put(
    '/update_project_version_name',
    { schema: { tags, body: RenameVersionBody, response: replies(VersionResponse) } },
    async (request) => {
      const { version_id, version_name } = request.body;
      return ok('Version renamed', {
        version: await versions.renameProject(ownerId(request), version_id, version_name),
      });
    },
  );

  app.post(
    '/use_project_version',
    { schema: { tags, body: UseVersionBody, response: replies(ProjectResponse) } },
    async (request) => {
      const owner = ownerId(request);
      const projectId = await versions.useProject(owner, request.body.version_id);
      return ok('Version restored', { project: await projects.get(owner, projectId) });
    },
  );

  app.delete(
    '/delete_version/:id',
    { schema: { tags, params: IdParams, response: okReplies } },
    async (request) => {
      await versions.deleteProject(ownerId(request), request.params.id);
      return ok('Version deleted', {});
    },
  );
};

export const pageVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { versions, pages } = app.store;
  const tags = ['page version'];
  app.addHook('onRequest', requireAuth('session'));

  app.post(
    '/save_page_version',
    { schema: { tags, body: SavePageVersionBody, response: replies(VersionResponse) } },
    async (request) => {
      const { page_id, version_name } = request.body;
      return ok('Version saved', {
        version: await versions.savePage(ownerId(request), page_id, version_name),
      });
    },
  );

  app.get(
    '/page_version_listing/:id',
    { schema: { tags, params: IdParams, response: replies(VersionListResponse) } },
    async (request) =>
      ok('Versions', { versions: await versions.listPage(ownerId(request), request.params.id) }),
  );

  app.get(
    '/page_version_count/:id',
    { schema: { tags, params: IdParams, response: replies(VersionCountResponse) } },
    async (request) =>
      ok('Version count', { count: await versions.countPage(ownerId(request), request.params.id) }),
  );

  app.put(
    '/update_page_version_name',
    { schema: { tags, body: RenameVersionBody, response: replies(VersionResponse) } },
    async (request) => {
      const { version_id, version_name } = request.body;
      return ok('Version renamed', {
        version: await versions.renamePage(ownerId(request), version_id, version_name),
      });
    },
  );

  app.post(
    '/use_page_version',
    { schema: { tags, body: UseVersionBody, response: replies(PageResponse) } },
    async (request) => {
      const owner = ownerId(request);
      const pageId = await versions.usePage(owner, request.body.version_id);
      return ok('Version restored', { page: toPageDetail(await pages.get(owner, pageId)) });
    },
  );

  app.delete(
    '/delete_page_version/:id',
    { schema: { tags, params: IdParams, response: okReplies } },
    async (request) => {
      await versions.deletePage(ownerId(request), request.params.id);
      return ok('Version deleted', {});
    },
  );
};
