/**
 * A project's SEO, social sharing and scripts with their mode selectors (spec §3, stored on the
 * project) as a queryOptions factory under ['projects', 'detail', id, 'settings'], and its write.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { ProjectSettingsResponse, UpdateProjectSettingsBody } from '../../api/project-settings.ts';
import { projectKeys } from './projects.ts';

export const projectSettingsKey = (projectId: string) =>
  [...projectKeys.detail(projectId), 'settings'] as const;

export const projectSettingsQuery = (api: ApiClient, projectId: string) =>
  queryOptions({
    queryKey: projectSettingsKey(projectId),
    queryFn: ({ signal }) =>
      api.request<ProjectSettingsResponse>({
        method: 'GET',
        path: `/api/project/get_project_settings/${encodeURIComponent(projectId)}`,
        signal,
      }),
    select: (answer) => answer.project_settings,
    meta: { errorTitle: 'Could not load the SEO and script settings' },
  });

export const updateProjectSettings = (api: ApiClient, projectId: string, body: UpdateProjectSettingsBody) =>
  api.request<ProjectSettingsResponse>({
    method: 'PUT',
    path: `/api/project/update_project_settings/${encodeURIComponent(projectId)}`,
    body,
  });
