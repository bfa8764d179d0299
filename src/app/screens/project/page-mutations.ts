/**
 * Page writes of the project screen: add, rename and re-slug (optimistic on the project's page list),
 * change group, duplicate, delete, and reorder (optimistic on the page groups). Each refreshes the
 * project, its groups and the project list afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPageBody, EditPageBody, PageGroupsResponse, ReorderPagesBody } from '../../../api/page.ts';
import type { ProjectResponse } from '../../../api/project.ts';
import {
  addPage,
  deletePage,
  duplicatePage,
  editPage,
  pageChanged,
  pageKeys,
  reorderPages,
} from '../../data/pages.ts';
import { projectKeys } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';

export function useAddPage(projectId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AddPageBody, 'project_id'>) => addPage(api, { project_id: projectId, ...body }),
    meta: { errorToast: false },
    onSuccess: async (answer) => {
      await pageChanged(queryClient, projectId, answer);
      await queryClient.invalidateQueries({ queryKey: projectKeys.groups(projectId) });
      toastSuccess('Page added', `“${answer.page.page_name}” is at /${answer.page.page_slug}.`);
    },
  });
}

/** `inline`: the caller shows failures itself (a dialog keeps them beside the field). */
export function useEditPage(projectId: string, { inline = false }: { inline?: boolean } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, body }: { pageId: string; body: EditPageBody; success?: string }) =>
      editPage(api, pageId, body),
    meta: inline ? { errorToast: false } : { errorTitle: 'Could not change the page' },
    onMutate: async ({ pageId, body }) => {
      await queryClient.cancelQueries({ queryKey: projectKeys.detail(projectId) });
      const before = queryClient.getQueryData<ProjectResponse>(projectKeys.detail(projectId));
      if (before) {
        const page_list = before.project.page_list.map((page) =>
          page._id === pageId
            ? {
                ...page,
                ...(body.page_name !== undefined && { page_name: body.page_name }),
                ...(body.page_slug !== undefined && { page_slug: body.page_slug }),
                ...(body.page_group_type !== undefined && { page_group_type: body.page_group_type }),
              }
            : page,
        );
        queryClient.setQueryData<ProjectResponse>(projectKeys.detail(projectId), {
          ...before,
          project: { ...before.project, page_list },
        });
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(projectKeys.detail(projectId), context.before);
    },
    onSuccess: async (answer, variables) => {
      if (variables.success) toastSuccess(variables.success);
      await pageChanged(queryClient, projectId, answer);
      await queryClient.invalidateQueries({ queryKey: projectKeys.groups(projectId) });
    },
  });
}

export function useDeletePage(projectId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageId: string) => deletePage(api, pageId),
    meta: { errorTitle: 'Could not delete the page' },
    onSuccess: async (_answer, pageId) => {
      queryClient.removeQueries({ queryKey: pageKeys.detail(pageId) });
      toastSuccess('Page deleted');
      await pageChanged(queryClient, projectId);
      await queryClient.invalidateQueries({ queryKey: projectKeys.groups(projectId) });
    },
  });
}

export function useDuplicatePage(projectId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageId: string) => duplicatePage(api, pageId),
    meta: { errorTitle: 'Could not duplicate the page' },
    onSuccess: async (answer) => {
      toastSuccess('Page duplicated', `“${answer.page.page_name}” is at /${answer.page.page_slug}.`);
      await pageChanged(queryClient, projectId, answer);
      await queryClient.invalidateQueries({ queryKey: projectKeys.groups(projectId) });
    },
  });
}

/** The groups answer with the named pages of one group put in the given order (optimistic reorder). */
export function withGroupOrder(
  answer: PageGroupsResponse,
  groupId: string,
  pageIds: readonly string[],
): PageGroupsResponse {
  return {
    ...answer,
    page_group_detail: answer.page_group_detail.map((group) => {
      if (group._id !== groupId) return group;
      const byId = new Map(group.page_group_pages_list.map((page) => [page._id, page]));
      const ordered = pageIds.flatMap((id) => byId.get(id) ?? []);
      const rest = group.page_group_pages_list.filter((page) => !pageIds.includes(page._id));
      return { ...group, page_group_pages_list: [...ordered, ...rest] };
    }),
  };
}

/** Reorders one group's pages: the list moves at once and moves back when the server refuses. */
export function useReorderPages(projectId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = projectKeys.groups(projectId);
  const mutationKey = ['reorder-pages', projectId];
  return useMutation({
    mutationKey,
    mutationFn: ({ pageIds }: { groupId: string; pageIds: ReorderPagesBody['page_ids'] }) =>
      reorderPages(api, { project_id: projectId, page_ids: pageIds }),
    meta: { errorTitle: 'Could not reorder the steps' },
    onMutate: async ({ groupId, pageIds }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<PageGroupsResponse>(key);
      if (before) queryClient.setQueryData(key, withGroupOrder(before, groupId, pageIds));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: async (answer) => {
      // A later move still in flight already shows its own order; its answer will settle the list.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, answer);
      await queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true });
    },
  });
}
