/**
 * Template and section calls (spec §7 Templates; CONTRACT list_template, list_section; issue 6):
 * list/search templates by category with paging, increase a template's usage count, template
 * categories, website categories, a template's asset files, a project's saved pages (user
 * templates), and the sections library. Content is read from the database the seed filled.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../api/common.ts';
import { ListSectionQuery, ListSectionResponse } from '../../api/section.ts';
import {
  ListTemplateBody,
  ListTemplateResponse,
  TemplateCategoriesResponse,
  TemplateFilesBody,
  TemplateFilesResponse,
  TemplateIdParams,
  UsageCountResponse,
  UserTemplatesResponse,
  WebsiteCategoriesResponse,
} from '../../api/template.ts';
import { WEBSITE_CATEGORIES } from '../../domain/categories.ts';
import type { LibrarySectionRow, TemplateRow } from '../data/templates.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { replies } from './replies.ts';

/** Content files (thumbnails, images) are served on the app origin under this prefix. */
export const CONTENT_URL_PREFIX = '/content/';

const tags = ['template'];

function toTemplate(row: TemplateRow) {
  return {
    _id: row.id,
    template_name: row.templateName,
    slug: row.slug,
    category: row.category,
    kind: row.kind,
    description: row.description,
    thumbnail: `${CONTENT_URL_PREFIX}${row.thumbnail}`,
    usage_count: row.usageCount,
    palette: row.palette,
    pages: row.pages.map((page) => ({ page_name: page.page_name, page_slug: page.page_slug })),
  };
}

function toSection(row: LibrarySectionRow) {
  return {
    _id: row.id,
    section_id: row.id,
    section_name: row.sectionName,
    section_title: row.sectionTitle,
    section_type: { name: row.sectionType },
    category: row.category,
    description: row.description,
    section_html: row.sectionHtml,
    section_css: row.sectionCss,
    section_js: row.sectionJs,
    thumbnail: `${CONTENT_URL_PREFIX}${row.thumbnail}`,
    ...(row.settings ? { settings: row.settings } : {}),
  };
}

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store } = app;
  app.addHook('onRequest', requireAuth('session'));

  app.post(
    '/list_template',
    { schema: { tags, body: ListTemplateBody, response: replies(ListTemplateResponse) } },
    async (request) => {
      const { category_id, search, page, limit } = request.body;
      const result = await store.templates.list({ category: category_id, search, page, limit });
      return {
        code: 200 as const,
        message: 'Templates',
        templates: result.rows.map(toTemplate),
        total: result.total,
        page: result.page,
        limit: result.limit,
      };
    },
  );

  app.put(
    '/increase_usage_count/:id',
    { schema: { tags, params: TemplateIdParams, response: replies(UsageCountResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Usage count increased',
      usage_count: await store.templates.increaseUsage(request.params.id),
    }),
  );

  app.post(
    '/template_files',
    { schema: { tags, body: TemplateFilesBody, response: replies(TemplateFilesResponse) } },
    async (request) => {
      const template = await store.templates.get(request.body.template_id);
      const folder = request.body.path?.replace(/^\/+|\/+$/g, '');
      // A listing of the template's own recorded assets: no path is ever resolved on disk here.
      const files = template.templateFiles.filter(
        (file) => !folder || file.Key === folder || file.Key.startsWith(`${folder}/`),
      );
      return { code: 200 as const, message: 'Template files', files };
    },
  );
};

export const templateCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth('session'));
  app.get(
    '/list_template_category',
    { schema: { tags, response: replies(TemplateCategoriesResponse) } },
    async () => ({
      code: 200 as const,
      message: 'Template categories',
      categories: (await app.store.templates.categories()).map((row) => ({
        _id: row.name,
        name: row.name,
        template_count: row.count,
      })),
    }),
  );
};

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth('session'));
  app.get('/list_category', { schema: { tags, response: replies(WebsiteCategoriesResponse) } }, async () => ({
    code: 200 as const,
    message: 'Website categories',
    categories: WEBSITE_CATEGORIES.map((name) => ({ _id: name, name })),
  }));
};

export const userTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth('session'));
  app.get(
    '/list_user_templates/:id',
    { schema: { tags, params: IdParams, response: replies(UserTemplatesResponse) } },
    async (request) => {
      const rows = await app.store.pages.listByProject(ownerId(request), request.params.id);
      const base = `${app.serverConfig.hostedBase.replace(/\/$/, '')}/${request.params.id}`;
      return {
        code: 200 as const,
        message: 'User templates',
        user_templates: rows.map((row) => ({
          page_id: row.id,
          page_name: row.pageName,
          slug_name: row.pageSlug,
          revision: row.revision,
          html_url: `${base}/${row.pageSlug}.html`,
          css_url: `${base}/css/${row.pageSlug}.css`,
          js_url: `${base}/js/${row.pageSlug}.js`,
        })),
      };
    },
  );
};

export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth('session'));
  app.get(
    '/list_section',
    { schema: { tags: ['section'], querystring: ListSectionQuery, response: replies(ListSectionResponse) } },
    async (request) => {
      const [rows, categories] = await Promise.all([
        app.store.templates.sections(request.query),
        app.store.templates.sectionCategories(),
      ]);
      return { code: 200 as const, message: 'Sections', sections: rows.map(toSection), categories };
    },
  );
};
