/**
 * Project writes as mutations: rename is optimistic (the new name shows at once and rolls back on
 * failure), delete removes the project from every cache once the server agrees.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectListResponse, ProjectResponse } from '../../../api/project.ts';
import { deleteProject, projectKeys, renameProject, replaceInList } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';

export function useRenameProject() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, name }: { projectId: string; name: string }) =>
      renameProject(api, projectId, name),
    meta: { errorTitle: 'Could not rename the project' },
    onMutate: async ({ projectId, name }) => {
      await queryClient.cancelQueries({ queryKey: projectKeys.all });
      const list = queryClient.getQueryData<ProjectListResponse>(projectKeys.list());
      const detail = queryClient.getQueryData<ProjectResponse>(projectKeys.detail(projectId));
      queryClient.setQueryData<ProjectListResponse>(projectKeys.list(), (current) =>
        replaceInList(current, projectId, (project) => ({ ...project, project_name: name })),
      );
      if (detail) {
        queryClient.setQueryData<ProjectResponse>(projectKeys.detail(projectId), {
          ...detail,
          project: { ...detail.project, project_name: name },
        });
      }
      return { list, detail };
    },
    onError: (_error, { projectId }, context) => {
      queryClient.setQueryData(projectKeys.list(), context?.list);
      queryClient.setQueryData(projectKeys.detail(projectId), context?.detail);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(projectKeys.detail(answer.project._id), answer);
      toastSuccess('Project renamed');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
  });
}

export function useDeleteProject() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => deleteProject(api, projectId),
    meta: { errorTitle: 'Could not delete the project' },
    onSuccess: (_answer, projectId) => {
      queryClient.setQueryData<ProjectListResponse>(projectKeys.list(), (current) =>
        replaceInList(current, projectId, () => null),
      );
      queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
      toastSuccess('Project deleted');
      return queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
