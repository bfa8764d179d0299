/**
 * Project calls of spec §7 "Project" (add, delete, detail, rename, edit, list, zip export) and the page
 * saves `user_template` / `user_template_html` fixed by CONTRACT "HTTP" (files to storage, new revision;
 * stale `base_revision` → 409). All behind the session token; isolation lives in the data layer.
 * Versions are in version.ts; domains, SSL and publish in domain.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../api/common.ts';
import {
  AddProjectBody,
  EditProjectBody,
  EditProjectNameBody,
  MakeZipBody,
  ProjectListResponse,
  ProjectResponse,
  SAVE_CSS_MAX,
  SAVE_HTML_MAX,
  SAVE_JS_MAX,
  SaveResponse,
  UserTemplateBody,
  UserTemplateHtmlBody,
  ZipResponse,
} from '../../api/project.ts';
import { ProjectSettingsResponse, UpdateProjectSettingsBody } from '../../api/project-settings.ts';
import { readSiteFiles } from '../data/page-files.ts';
import { loadSiteRenderInput } from '../data/project-settings.ts';
import { streamZipAnswer, zipFileName, zipProjectSite } from '../export/site-zip.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { heavyCall, holdHeavyCallUntil } from '../http/heavy-calls.ts';
import { idempotent } from '../http/idempotency.ts';
import { okReplies, replies } from './replies.ts';

/** JSON escaping can grow text up to 6×; this caps the raw body of a save a little above the content caps. */
const SAVE_BODY_LIMIT = Math.ceil((SAVE_HTML_MAX + SAVE_CSS_MAX + SAVE_JS_MAX) * 1.25);

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store } = app;
  app.addHook('onRequest', requireAuth('session'));
  const tags = ['project'];

  app.post(
    '/add_project',
    { ...idempotent, schema: { tags, body: AddProjectBody, response: replies(ProjectResponse) } },
    async (request) => {
      const { project_name, template_id } = request.body;
      const project =
        template_id === undefined
          ? await store.projects.create(ownerId(request), request.body)
          : await store.templates.createProject(ownerId(request), project_name, template_id);
      return { code: 200 as const, message: 'Project created', project };
    },
  );

  app.delete(
    '/delete_project/:id',
    { schema: { tags, params: IdParams, response: okReplies } },
    async (request) => {
      await store.projects.delete(ownerId(request), request.params.id);
      return { code: 200 as const, message: 'Project deleted' };
    },
  );

  app.get(
    '/detail_project/:id',
    { schema: { tags, params: IdParams, response: replies(ProjectResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Project',
      project: await store.projects.get(ownerId(request), request.params.id),
    }),
  );

  app.put(
    '/edit_project_name/:id',
    { schema: { tags, params: IdParams, body: EditProjectNameBody, response: replies(ProjectResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Project renamed',
      project: await store.projects.rename(ownerId(request), request.params.id, request.body.project_name),
    }),
  );

  app.put(
    '/edit_project/:id',
    { schema: { tags, params: IdParams, body: EditProjectBody, response: replies(ProjectResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Project updated',
      project: await store.projects.edit(ownerId(request), request.params.id, request.body),
    }),
  );

  app.get('/list_project', { schema: { tags, response: replies(ProjectListResponse) } }, async (request) => ({
    code: 200 as const,
    message: 'Projects',
    projects: await store.projects.list(ownerId(request)),
  }));

  app.post(
    '/user_template',
    {
      ...idempotent,
      bodyLimit: SAVE_BODY_LIMIT,
      schema: { tags, body: UserTemplateBody, response: replies(SaveResponse) },
    },
    async (request) => {
      const { project_id, slug_name, html, css, javascript, base_revision } = request.body;
      const saved = await store.pages.saveContent(ownerId(request), {
        projectId: project_id,
        slug: slug_name,
        html,
        css,
        js: javascript,
        baseRevision: base_revision,
      });
      return saveAnswer(saved);
    },
  );

  app.post(
    '/user_template_html',
    {
      ...idempotent,
      bodyLimit: SAVE_BODY_LIMIT,
      schema: { tags, body: UserTemplateHtmlBody, response: replies(SaveResponse) },
    },
    async (request) => {
      const { project_id, slug_name, html, base_revision } = request.body;
      const saved = await store.pages.saveContent(ownerId(request), {
        projectId: project_id,
        slug: slug_name,
        html,
        baseRevision: base_revision,
      });
      return saveAnswer(saved);
    },
  );

  const settingsAnswer = (
    settings: Awaited<ReturnType<typeof store.projectSettings.get>>,
    message: string,
  ) => ({
    code: 200 as const,
    message,
    project_settings: { ...settings.values, updated_at: settings.updatedAt?.toISOString() ?? null },
  });

  app.get(
    '/get_project_settings/:id',
    {
      schema: {
        tags,
        description: "The project's SEO, social sharing and scripts with their mode selectors (spec §3).",
        params: IdParams,
        response: replies(ProjectSettingsResponse),
      },
    },
    async (request) =>
      settingsAnswer(
        await store.projectSettings.get(ownerId(request), request.params.id),
        'Project settings',
      ),
  );

  app.put(
    '/update_project_settings/:id',
    {
      schema: {
        tags,
        description: 'Changes the given project settings; the others keep their values.',
        params: IdParams,
        body: UpdateProjectSettingsBody,
        response: replies(ProjectSettingsResponse),
      },
    },
    async (request) =>
      settingsAnswer(
        await store.projectSettings.update(ownerId(request), request.params.id, request.body),
        'Project settings saved',
      ),
  );

  app.post(
    '/make_zip_file_of_project',
    {
      // One export per account at a time, a few per server (429 + Retry-After beyond: issue 22 §6).
      ...heavyCall('export'),
      schema: {
        tags,
        description:
          'The saved site as a zip, base64 in the JSON answer (streamed). One export per account at a time: another answers 429 with Retry-After.',
        body: MakeZipBody,
        response: replies(ZipResponse),
      },
    },
    async (request, reply) => {
      const project = await store.projects.getRow(ownerId(request), request.body.project_id);
      // Only the reads happen here; a worker renders the pages as published (scripts by mode, SEO
      // fallbacks), compresses and base64-encodes, and the answer streams (export/site-zip.ts).
      const zip = zipProjectSite(
        await readSiteFiles(store.db, store.storage, project.id),
        await loadSiteRenderInput(store.db, project.id),
      );
      holdHeavyCallUntil(request, zip.settled);
      const fileName = zipFileName(request.body.project_name || project.projectName);
      // A stream skips the serializer; its bytes are a ZipResponse (streamZipAnswer writes that shape).
      // Until the worker's first piece, a failure still answers the usual envelope.
      const answer = (await streamZipAnswer(fileName, zip)) as unknown as ZipResponse;
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  );
};

function saveAnswer(saved: { id: string; revision: number; updatedAt: Date }) {
  return {
    code: 200 as const,
    message: 'Page saved',
    page_id: saved.id,
    revision: saved.revision,
    updated_at: saved.updatedAt.toISOString(),
  };
}
