/**
 * Versions of projects and pages (spec §7): list queries (keys ['versions', 'project'|'page', id]) and
 * the save / rename / use / delete calls. Using a version changes pages, so callers refresh the
 * project and page keys afterwards (`versionRestored`).
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { OkResponse } from '../../api/common.ts';
import type { PageResponse } from '../../api/page.ts';
import type { ProjectResponse } from '../../api/project.ts';
import type { VersionListResponse, VersionResponse } from '../../api/version.ts';
import { pageKeys } from './pages.ts';
import { projectKeys } from './projects.ts';

export type VersionScope =
  | { readonly kind: 'project'; readonly id: string }
  | { readonly kind: 'page'; readonly id: string };

export const versionKeys = {
  all: ['versions'] as const,
  list: (scope: VersionScope) => [...versionKeys.all, scope.kind, scope.id] as const,
};

export const versionListQuery = (api: ApiClient, scope: VersionScope) =>
  queryOptions({
    queryKey: versionKeys.list(scope),
    queryFn: ({ signal }) =>
      api.request<VersionListResponse>({
        method: 'GET',
        path:
          scope.kind === 'project'
            ? `/api/project/get_version_list_by_project/${encodeURIComponent(scope.id)}`
            : `/api/page/page_version_listing/${encodeURIComponent(scope.id)}`,
        signal,
      }),
    select: (answer) => answer.versions,
    meta: { errorTitle: 'Could not load the versions' },
  });

export const saveVersion = (api: ApiClient, scope: VersionScope, versionName: string) =>
  scope.kind === 'project'
    ? api.request<VersionResponse>({
        method: 'POST',
        path: '/api/project/save_version',
        body: { project_id: scope.id, version_name: versionName },
      })
    : api.request<VersionResponse>({
        method: 'POST',
        path: '/api/page/save_page_version',
        body: { page_id: scope.id, version_name: versionName },
      });

export const renameVersion = (api: ApiClient, scope: VersionScope, versionId: string, versionName: string) =>
  api.request<VersionResponse>({
    method: 'PUT',
    path:
      scope.kind === 'project'
        ? '/api/project/update_project_version_name'
        : '/api/page/update_page_version_name',
    body: { version_id: versionId, version_name: versionName },
  });

export const restoreVersion = (api: ApiClient, scope: VersionScope, versionId: string) =>
  scope.kind === 'project'
    ? api.request<ProjectResponse>({
        method: 'POST',
        path: '/api/project/use_project_version',
        body: { version_id: versionId },
      })
    : api.request<PageResponse>({
        method: 'POST',
        path: '/api/page/use_page_version',
        body: { version_id: versionId },
      });

export const deleteVersion = (api: ApiClient, scope: VersionScope, versionId: string) =>
  api.request<OkResponse>({
    method: 'DELETE',
    path:
      scope.kind === 'project'
        ? `/api/project/delete_version/${encodeURIComponent(versionId)}`
        : `/api/page/delete_page_version/${encodeURIComponent(versionId)}`,
  });

/** A restore rewrote pages: every page and project answer of this project may be stale. */
export async function versionRestored(queryClient: QueryClient, projectId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
    queryClient.invalidateQueries({ queryKey: pageKeys.all }),
    queryClient.invalidateQueries({ queryKey: versionKeys.all }),
  ]);
}

/** "Version of 3 Mar 2026, 14:05" — the default name of a version saved now. */
export function defaultVersionName(now: Date): string {
  const date = now.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const time = now.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `Version of ${date}, ${time}`;
}
