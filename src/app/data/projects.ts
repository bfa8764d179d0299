/**
 * Project and page-group reads (spec §7 "Project") as queryOptions factories shared by route loaders
 * and components, one key scheme: ['projects', ...]. Writes are plain functions; screens wrap them in
 * mutations that update or invalidate these keys.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { OkResponse } from '../../api/common.ts';
import type { PageGroupsResponse } from '../../api/page.ts';
import type {
  AddProjectBody,
  EditProjectBody,
  Project,
  ProjectListResponse,
  ProjectResponse,
} from '../../api/project.ts';

export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
  groups: (projectId: string) => [...projectKeys.all, 'detail', projectId, 'groups'] as const,
};

export const projectListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) =>
      api.request<ProjectListResponse>({ method: 'GET', path: '/api/project/list_project', signal }),
    select: (answer) => answer.projects,
    meta: { errorTitle: 'Could not load your projects' },
  });

export const projectQuery = (api: ApiClient, projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) =>
      api.request<ProjectResponse>({
        method: 'GET',
        path: `/api/project/detail_project/${encodeURIComponent(projectId)}`,
        signal,
      }),
    select: (answer) => answer.project,
    meta: { errorTitle: 'Could not load the project' },
  });

export const pageGroupsQuery = (api: ApiClient, projectId: string) =>
  queryOptions({
    queryKey: projectKeys.groups(projectId),
    queryFn: ({ signal }) =>
      api.request<PageGroupsResponse>({
        method: 'GET',
        path: `/api/page/list_page_group/${encodeURIComponent(projectId)}`,
        signal,
      }),
    meta: { errorTitle: 'Could not load the funnel' },
  });

export const addProject = (api: ApiClient, body: AddProjectBody) =>
  api.request<ProjectResponse>({ method: 'POST', path: '/api/project/add_project', body });

export const renameProject = (api: ApiClient, projectId: string, projectName: string) =>
  api.request<ProjectResponse>({
    method: 'PUT',
    path: `/api/project/edit_project_name/${encodeURIComponent(projectId)}`,
    body: { project_name: projectName },
  });

export const editProject = (api: ApiClient, projectId: string, body: EditProjectBody) =>
  api.request<ProjectResponse>({
    method: 'PUT',
    path: `/api/project/edit_project/${encodeURIComponent(projectId)}`,
    body,
  });

export const deleteProject = (api: ApiClient, projectId: string) =>
  api.request<OkResponse>({
    method: 'DELETE',
    path: `/api/project/delete_project/${encodeURIComponent(projectId)}`,
  });

/** The list answer with one project changed (for optimistic updates and write-through). */
export function replaceInList(
  answer: ProjectListResponse | undefined,
  projectId: string,
  change: (project: Project) => Project | null,
): ProjectListResponse | undefined {
  if (!answer) return answer;
  const projects = answer.projects.flatMap((project) => {
    if (project._id !== projectId) return [project];
    const next = change(project);
    return next ? [next] : [];
  });
  return { ...answer, projects };
}
