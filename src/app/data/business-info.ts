/**
 * A project's business info (the AI fields of spec §7 "AI and business info") as a queryOptions
 * factory, one key scheme: ['business-info', projectId]. Saving creates or updates.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AddBusinessInfoBody, BusinessInfoResponse } from '../../api/business-info.ts';
import type { ApiClient } from '../../api/client.ts';

export const businessInfoKeys = {
  all: ['business-info'] as const,
  detail: (projectId: string) => [...businessInfoKeys.all, projectId] as const,
};

export const businessInfoQuery = (api: ApiClient, projectId: string) =>
  queryOptions({
    queryKey: businessInfoKeys.detail(projectId),
    queryFn: ({ signal }) =>
      api.request<BusinessInfoResponse>({
        method: 'GET',
        path: `/api/business_info/get_business_info/${encodeURIComponent(projectId)}`,
        signal,
      }),
    select: (answer) => answer.business_info,
    meta: { errorTitle: 'Could not load the business info' },
  });

export const saveBusinessInfo = (api: ApiClient, body: AddBusinessInfoBody) =>
  api.request<BusinessInfoResponse>({ method: 'POST', path: '/api/business_info/add_business_info', body });
