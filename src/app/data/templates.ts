/**
 * Template reads (spec §7 Templates) as queryOptions factories, one key scheme: ['templates', ...].
 * Using a template happens through add_project (data/projects.ts), which counts the use.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { ListTemplateResponse, TemplateCategoriesResponse } from '../../api/template.ts';

export const templateKeys = {
  all: ['templates'] as const,
  list: (category: string, search: string) => [...templateKeys.all, 'list', category, search] as const,
  categories: () => [...templateKeys.all, 'categories'] as const,
};

export const templateListQuery = (api: ApiClient, category: string, search: string) =>
  queryOptions({
    queryKey: templateKeys.list(category, search),
    queryFn: ({ signal }) =>
      api.request<ListTemplateResponse>({
        method: 'POST',
        path: '/api/template/list_template',
        body: { limit: 100, ...(category && { category_id: category }), ...(search && { search }) },
        signal,
      }),
    // Keep the previous grid while a new filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Could not load templates' },
  });

export const templateCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: templateKeys.categories(),
    queryFn: ({ signal }) =>
      api.request<TemplateCategoriesResponse>({
        method: 'GET',
        path: '/api/template_category/list_template_category',
        signal,
      }),
    select: (answer) => answer.categories,
    staleTime: 5 * 60 * 1000,
    meta: { errorTitle: 'Could not load template categories' },
  });
