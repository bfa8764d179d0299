/**
 * Domain and publish calls (src/api/domain.ts; spec §7 add_project_domain, attach_domain_with_project,
 * add_ssl_against_domain; §4 Publish): the project's domains as a query (['projects', 'detail', id,
 * 'domains']) and the writes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { DomainBody, DomainResponse, ProjectDomain, PublishResponse } from '../../api/domain.ts';
import { projectKeys } from './projects.ts';

/**
 * The answer of `GET /api/project/list_project_domain/{id}`. Its schema lives in the server route, not in
 * src/api/domain.ts (reported to the lead); this is the same shape from the exported `ProjectDomain`.
 */
export interface DomainListAnswer {
  readonly code: 200;
  readonly message: string;
  readonly domains: ProjectDomain[];
}

export const domainKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), 'domains'] as const,
};

export const domainListQuery = (api: ApiClient, projectId: string) =>
  queryOptions({
    queryKey: domainKeys.list(projectId),
    queryFn: ({ signal }) =>
      api.request<DomainListAnswer>({
        method: 'GET',
        path: `/api/project/list_project_domain/${encodeURIComponent(projectId)}`,
        signal,
      }),
    select: (answer) => answer.domains,
    meta: { errorTitle: 'Could not load the domains' },
  });

export const attachDomain = (api: ApiClient, body: DomainBody) =>
  api.request<DomainResponse>({ method: 'POST', path: '/api/project/attach_domain_with_project', body });

export const requestSsl = (api: ApiClient, projectId: string, domain?: string) =>
  api.request<DomainResponse>({
    method: 'POST',
    path: '/api/project/add_ssl_against_domain',
    body: { project_id: projectId, ...(domain && { domain }) },
  });

/** Resolves the attached domain and answers what it points at (`dns_status`). */
export const checkDomainDns = (api: ApiClient, projectId: string) =>
  api.request<DomainResponse>({
    method: 'POST',
    path: '/api/project/check_domain_dns',
    body: { project_id: projectId },
  });

export const publishProject = (api: ApiClient, projectId: string) =>
  api.request<PublishResponse>({
    method: 'POST',
    path: '/api/project/publish',
    body: { project_id: projectId },
  });

/** Switches the domain back to the publish before the live one (again: forward). */
export const restorePreviousPublish = (api: ApiClient, projectId: string) =>
  api.request<PublishResponse>({
    method: 'POST',
    path: '/api/project/restore_previous_publish',
    body: { project_id: projectId },
  });
