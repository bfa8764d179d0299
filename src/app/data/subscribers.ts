/**
 * Subscriber reads (spec §2 /subscribers/{project_id}) as queryOptions factories, one key scheme:
 * ['subscribers', projectId, ...]. The list and the CSV export take the same filters (text, page, a
 * range of local calendar days); the server builds the file.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { SubscriberCsvResponse, SubscriberListResponse } from '../../api/subscriber.ts';

export const SUBSCRIBERS_PER_PAGE = 20;

/** Filters beyond the search text; days are `YYYY-MM-DD` in the viewer's time zone, both inclusive. */
export interface SubscriberFilters {
  readonly pageId: string;
  readonly fromDay: string;
  readonly toDay: string;
}
export const NO_FILTERS: SubscriberFilters = { pageId: '', fromDay: '', toDay: '' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight starting `day` (+ `offset` days) as an ISO instant, or undefined for no/bad day. */
export function localMidnight(day: string, offset = 0): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offset);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The call's query for search and filters: `to` is the midnight after the last day (exclusive). */
export function filterQuery(search: string, filters: SubscriberFilters): Record<string, string> {
  const from = localMidnight(filters.fromDay);
  const to = localMidnight(filters.toDay, 1);
  return {
    ...(search && { search }),
    ...(filters.pageId && { page_id: filters.pageId }),
    ...(from && { from }),
    ...(to && { to }),
  };
}

export const subscriberKeys = {
  all: ['subscribers'] as const,
  project: (projectId: string) => [...subscriberKeys.all, projectId] as const,
  list: (projectId: string, search: string, page: number, filters: SubscriberFilters = NO_FILTERS) =>
    [
      ...subscriberKeys.project(projectId),
      'list',
      search,
      filters.pageId,
      filters.fromDay,
      filters.toDay,
      page,
    ] as const,
};

export const subscriberListQuery = (
  api: ApiClient,
  projectId: string,
  search: string,
  page: number,
  filters: SubscriberFilters = NO_FILTERS,
) =>
  queryOptions({
    queryKey: subscriberKeys.list(projectId, search, page, filters),
    queryFn: ({ signal }) =>
      api.request<SubscriberListResponse>({
        method: 'GET',
        path: `/api/subscriber/list_subscriber/${encodeURIComponent(projectId)}`,
        query: { page, limit: SUBSCRIBERS_PER_PAGE, ...filterQuery(search, filters) },
        signal,
      }),
    // Keep the previous rows while another page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // While a subscriber is still being sent to its email list, look again every few seconds.
    refetchInterval: (query) =>
      query.state.data?.subscribers.some((subscriber) => subscriber.sync_state === 'pending') ? 3_000 : false,
    meta: { errorTitle: 'Could not load the subscribers' },
  });

export const exportSubscribersCsv = (
  api: ApiClient,
  projectId: string,
  search: string,
  filters: SubscriberFilters = NO_FILTERS,
) =>
  api.request<SubscriberCsvResponse>({
    method: 'GET',
    path: `/api/subscriber/export_subscriber_csv/${encodeURIComponent(projectId)}`,
    query: filterQuery(search, filters),
  });
