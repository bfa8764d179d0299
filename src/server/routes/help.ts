/**
 * Help article calls under /api/help: categories, articles of a category, detail and search for
 * every signed-in user; category and article management for staff only (403 otherwise).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, OkResponse } from '../../api/common.ts';
import {
  EditHelpArticleBody,
  EditHelpCategoryBody,
  HelpArticleBody,
  HelpArticleListResponse,
  HelpArticleResponse,
  HelpCategoryArticlesResponse,
  HelpCategoryBody,
  HelpCategoryListResponse,
  HelpCategoryResponse,
  SearchHelpQuery,
} from '../../api/help.ts';
import { requireAuth, requireStaff } from '../http/authenticate.ts';
import { replies } from './replies.ts';

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { help } = app.store;
  const tags = ['help'];
  const session = requireAuth('session');
  const staff = [session, requireStaff];
  const ok = <T extends object>(message: string, data: T) => ({ code: 200 as const, message, ...data });

  app.get(
    '/list_help_category',
    { onRequest: session, schema: { tags, response: replies(HelpCategoryListResponse) } },
    async () => ok('Help categories', { categories: await help.categories() }),
  );

  app.get(
    '/list_help_article_by_category/:id',
    {
      onRequest: session,
      schema: { tags, params: IdParams, response: replies(HelpCategoryArticlesResponse) },
    },
    async (request) => ok('Help articles', await help.articlesOf(request.params.id)),
  );

  app.get(
    '/detail_help_article/:id',
    { onRequest: session, schema: { tags, params: IdParams, response: replies(HelpArticleResponse) } },
    async (request) => ok('Help article', { article: await help.article(request.params.id) }),
  );

  app.get(
    '/search_help_article',
    {
      onRequest: session,
      schema: { tags, querystring: SearchHelpQuery, response: replies(HelpArticleListResponse) },
    },
    async (request) => ok('Help articles', { articles: await help.search(request.query.search) }),
  );

  app.post(
    '/add_help_category',
    { onRequest: staff, schema: { tags, body: HelpCategoryBody, response: replies(HelpCategoryResponse) } },
    async (request) => ok('Help category created', { category: await help.addCategory(request.body) }),
  );

  app.put(
    '/edit_help_category/:id',
    {
      onRequest: staff,
      schema: { tags, params: IdParams, body: EditHelpCategoryBody, response: replies(HelpCategoryResponse) },
    },
    async (request) =>
      ok('Help category updated', { category: await help.editCategory(request.params.id, request.body) }),
  );

  app.delete(
    '/delete_help_category/:id',
    { onRequest: staff, schema: { tags, params: IdParams, response: replies(OkResponse) } },
    async (request) => {
      await help.deleteCategory(request.params.id);
      return ok('Help category deleted', {});
    },
  );

  app.post(
    '/add_help_article',
    { onRequest: staff, schema: { tags, body: HelpArticleBody, response: replies(HelpArticleResponse) } },
    async (request) => ok('Help article created', { article: await help.addArticle(request.body) }),
  );

  app.put(
    '/edit_help_article/:id',
    {
      onRequest: staff,
      schema: { tags, params: IdParams, body: EditHelpArticleBody, response: replies(HelpArticleResponse) },
    },
    async (request) =>
      ok('Help article updated', { article: await help.editArticle(request.params.id, request.body) }),
  );

  app.delete(
    '/delete_help_article/:id',
    { onRequest: staff, schema: { tags, params: IdParams, response: replies(OkResponse) } },
    async (request) => {
      await help.deleteArticle(request.params.id);
      return ok('Help article deleted', {});
    },
  );
};
