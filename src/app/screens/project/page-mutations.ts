/**
 * Page writes of the project screen: add, rename and re-slug (optimistic on the project's page list),
 * change group, delete. Each refreshes the project, its groups and the project list afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPageBody, EditPageBody } from '../../../api/page.ts';
import type { ProjectResponse } from '../../../api/project.ts';
import { addPage, deletePage, editPage, pageChanged, pageKeys } from '../../data/pages.ts';
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
