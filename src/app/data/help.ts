/**
 * Help article reads (spec §2 /helping-articles-categories, /helping-articles/{category_id}) as
 * queryOptions factories, one key scheme: ['help', ...]. Customers only read; staff management is not
 * part of the app screens.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';
import type {
  HelpArticleListResponse,
  HelpArticleResponse,
  HelpCategoryArticlesResponse,
  HelpCategoryListResponse,
} from '../../api/help.ts';

export const helpKeys = {
  all: ['help'] as const,
  categories: () => [...helpKeys.all, 'categories'] as const,
  category: (categoryId: string) => [...helpKeys.all, 'category', categoryId] as const,
  article: (articleId: string) => [...helpKeys.all, 'article', articleId] as const,
  search: (search: string) => [...helpKeys.all, 'search', search] as const,
};

export const helpCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: helpKeys.categories(),
    queryFn: ({ signal }) =>
      api.request<z.infer<typeof HelpCategoryListResponse>>({
        method: 'GET',
        path: '/api/help/list_help_category',
        signal,
      }),
    select: (answer) => answer.categories,
    staleTime: 5 * 60 * 1000,
    meta: { errorTitle: 'Could not load the help categories' },
  });

export const helpCategoryQuery = (api: ApiClient, categoryId: string) =>
  queryOptions({
    queryKey: helpKeys.category(categoryId),
    queryFn: ({ signal }) =>
      api.request<z.infer<typeof HelpCategoryArticlesResponse>>({
        method: 'GET',
        path: `/api/help/list_help_article_by_category/${encodeURIComponent(categoryId)}`,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
    meta: { errorTitle: 'Could not load the help articles' },
  });

export const helpArticleQuery = (api: ApiClient, articleId: string) =>
  queryOptions({
    queryKey: helpKeys.article(articleId),
    queryFn: ({ signal }) =>
      api.request<z.infer<typeof HelpArticleResponse>>({
        method: 'GET',
        path: `/api/help/detail_help_article/${encodeURIComponent(articleId)}`,
        signal,
      }),
    select: (answer) => answer.article,
    staleTime: 5 * 60 * 1000,
    meta: { errorTitle: 'Could not load the article' },
  });

export const helpSearchQuery = (api: ApiClient, search: string) =>
  queryOptions({
    queryKey: helpKeys.search(search),
    queryFn: ({ signal }) =>
      api.request<z.infer<typeof HelpArticleListResponse>>({
        method: 'GET',
        path: '/api/help/search_help_article',
        query: { search },
        signal,
      }),
    select: (answer) => answer.articles,
    enabled: search !== '',
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Could not search the help articles' },
  });
