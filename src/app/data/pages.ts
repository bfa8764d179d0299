/**
 * Page reads and writes (spec §7 "Page"): the detail as a queryOptions factory (key ['pages', id]),
 * add, edit, duplicate, reorder, meta settings and delete. A page change also changes its project's page list, so
 * `pageChanged` says which keys to refresh.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { OkResponse } from '../../api/common.ts';
import type {
  AddPageBody,
  EditPageBody,
  PageGroupsResponse,
  PageResponse,
  ReorderPagesBody,
  UpdatePageMetaBody,
} from '../../api/page.ts';
import { projectKeys } from './projects.ts';

export const pageKeys = {
  all: ['pages'] as const,
  detail: (pageId: string) => [...pageKeys.all, pageId] as const,
};

export const pageQuery = (api: ApiClient, pageId: string) =>
  queryOptions({
    queryKey: pageKeys.detail(pageId),
    queryFn: ({ signal }) =>
      api.request<PageResponse>({
        method: 'GET',
        path: `/api/page/detail_page/${encodeURIComponent(pageId)}`,
        signal,
      }),
    select: (answer) => answer.page,
    meta: { errorTitle: 'Could not load the page' },
  });

export const addPage = (api: ApiClient, body: AddPageBody) =>
  api.request<PageResponse>({ method: 'POST', path: '/api/page/add_page', body });

export const editPage = (api: ApiClient, pageId: string, body: EditPageBody) =>
  api.request<PageResponse>({
    method: 'PUT',
    path: `/api/page/edit_page/${encodeURIComponent(pageId)}`,
    body,
  });

export const duplicatePage = (api: ApiClient, pageId: string) =>
  api.request<PageResponse>({
    method: 'POST',
    path: `/api/page/duplicate_page/${encodeURIComponent(pageId)}`,
  });

/** Answers the project's page groups in their new order. */
export const reorderPages = (api: ApiClient, body: ReorderPagesBody) =>
  api.request<PageGroupsResponse>({ method: 'PUT', path: '/api/page/reorder_pages', body });

export const updatePageMeta = (api: ApiClient, body: UpdatePageMetaBody) =>
  api.request<PageResponse>({ method: 'PUT', path: '/api/page/update_page_meta_setting', body });

export const deletePage = (api: ApiClient, pageId: string) =>
  api.request<OkResponse>({ method: 'DELETE', path: `/api/page/delete_page/${encodeURIComponent(pageId)}` });

/** After a page write: its project (page list, groups) and the project list (page counts) are stale. */
export async function pageChanged(
  queryClient: QueryClient,
  projectId: string,
  answer?: PageResponse,
): Promise<void> {
  if (answer) queryClient.setQueryData(pageKeys.detail(answer.page._id), answer);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
  ]);
}
