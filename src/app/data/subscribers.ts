/**
 * Subscriber reads (spec §2 /subscribers/{project_id}) as queryOptions factories, one key scheme:
 * ['subscribers', projectId, ...]. The CSV export is a plain function: the server builds the file.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { SubscriberCsvResponse, SubscriberListResponse } from '../../api/subscriber.ts';

export const SUBSCRIBERS_PER_PAGE = 20;

export const subscriberKeys = {
  all: ['subscribers'] as const,
  project: (projectId: string) => [...subscriberKeys.all, projectId] as const,
  list: (projectId: string, search: string, page: number) =>
    [...subscriberKeys.project(projectId), 'list', search, page] as const,
};

export const subscriberListQuery = (api: ApiClient, projectId: string, search: string, page: number) =>
  queryOptions({
    queryKey: subscriberKeys.list(projectId, search, page),
    queryFn: ({ signal }) =>
      api.request<SubscriberListResponse>({
        method: 'GET',
        path: `/api/subscriber/list_subscriber/${encodeURIComponent(projectId)}`,
        query: { page, limit: SUBSCRIBERS_PER_PAGE, ...(search && { search }) },
        signal,
      }),
    // Keep the previous rows while another page or search loads, so the table does not jump.
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Could not load the subscribers' },
  });

export const exportSubscribersCsv = (api: ApiClient, projectId: string, search: string) =>
  api.request<SubscriberCsvResponse>({
    method: 'GET',
    path: `/api/subscriber/export_subscriber_csv/${encodeURIComponent(projectId)}`,
    query: { ...(search && { search }) },
  });
