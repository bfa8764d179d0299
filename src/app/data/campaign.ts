/**
 * Email tools (issue 25, spec §7 "Campaign") as queryOptions factories and calls, one key scheme:
 * ['campaign', projectId, provider, ...]. A connection's status, its lists (loaded only once
 * connected), the tags a form may add (ActiveCampaign's account tags; a Mailchimp list's tags, its
 * static segments), connecting (the server checks the key with the provider first) and
 * disconnecting; and the subscribers screen's Retry of a failed sync.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  CampaignConnectionResponse,
  CampaignListsResponse,
  CampaignProvider,
  CampaignSegmentsResponse,
  CampaignTagsResponse,
  UpdateActiveCampaignBody,
  UpdateMailchimpBody,
} from '../../api/campaign.ts';
import type { ApiClient } from '../../api/client.ts';

export const campaignKeys = {
  all: ['campaign'] as const,
  provider: (projectId: string, provider: CampaignProvider) =>
    [...campaignKeys.all, projectId, provider] as const,
  connection: (projectId: string, provider: CampaignProvider) =>
    [...campaignKeys.provider(projectId, provider), 'connection'] as const,
  lists: (projectId: string, provider: CampaignProvider) =>
    [...campaignKeys.provider(projectId, provider), 'lists'] as const,
  tags: (projectId: string, provider: CampaignProvider, listId: string) =>
    [...campaignKeys.provider(projectId, provider), 'tags', listId] as const,
};

const family = (provider: CampaignProvider) => (provider === 'mailchimp' ? 'mailchimp' : 'active_campaign');

export const connectionQuery = (api: ApiClient, projectId: string, provider: CampaignProvider) =>
  queryOptions({
    queryKey: campaignKeys.connection(projectId, provider),
    queryFn: ({ signal }) =>
      api.request<CampaignConnectionResponse>({
        method: 'GET',
        path: `/api/${family(provider)}/get_connection/${encodeURIComponent(projectId)}`,
        signal,
      }),
    select: (answer) => answer.connection,
    meta: { errorTitle: 'Could not load the email tool connection' },
  });

export const campaignListsQuery = (api: ApiClient, projectId: string, provider: CampaignProvider) =>
  queryOptions({
    queryKey: campaignKeys.lists(projectId, provider),
    queryFn: ({ signal }) =>
      api.request<CampaignListsResponse>({
        method: 'GET',
        path:
          provider === 'mailchimp'
            ? `/api/mailchimp/get_mailchimp_list/${encodeURIComponent(projectId)}`
            : `/api/active_campaign/get_list/${encodeURIComponent(projectId)}`,
        signal,
      }),
    select: (answer) => answer.lists,
    staleTime: 60_000,
    meta: { errorTitle: 'Could not load the email lists' },
  });

/**
 * The tag names a form's subscribers may be given in the chosen list, sorted: ActiveCampaign's
 * account tags (they are not per list), or the Mailchimp list's tags — its static segments, the only
 * segments a member can be put in (saved segments are conditions, not memberships).
 */
export const campaignTagsQuery = (
  api: ApiClient,
  projectId: string,
  provider: CampaignProvider,
  listId: string,
) =>
  queryOptions({
    queryKey: campaignKeys.tags(projectId, provider, listId),
    queryFn: async ({ signal }): Promise<string[]> => {
      const names =
        provider === 'mailchimp'
          ? (
              await api.request<CampaignSegmentsResponse>({
                method: 'GET',
                path: `/api/mailchimp/get_mailchimp_segment_by_list/${encodeURIComponent(listId)}/all?project_id=${encodeURIComponent(projectId)}`,
                signal,
              })
            ).segments
              .filter((segment) => segment.type === 'static')
              .map((segment) => segment.name)
          : (
              await api.request<CampaignTagsResponse>({
                method: 'GET',
                path: `/api/active_campaign/get_tag/${encodeURIComponent(projectId)}`,
                signal,
              })
            ).tags.map((tag) => tag.name);
      return [...new Set(names.map((name) => name.trim()).filter(Boolean))].sort((a, b) =>
        a.localeCompare(b),
      );
    },
    staleTime: 60_000,
    meta: { errorTitle: 'Could not load the email tags' },
  });

export const connectMailchimp = (api: ApiClient, body: UpdateMailchimpBody) =>
  api.request<CampaignConnectionResponse>({ method: 'POST', path: '/api/mailchimp/update_mailchimp', body });

export const connectActiveCampaign = (api: ApiClient, body: UpdateActiveCampaignBody) =>
  api.request<CampaignConnectionResponse>({
    method: 'POST',
    path: '/api/active_compaign/update_active_campaign',
    body,
  });

export const disconnectProvider = (api: ApiClient, projectId: string, provider: CampaignProvider) =>
  api.request<CampaignConnectionResponse>({
    method: 'POST',
    path: `/api/${family(provider)}/disconnect`,
    body: { project_id: projectId },
  });

export const retrySync = (api: ApiClient, subscriberId: string) =>
  api.request<{ code: 200; message: string }>({
    method: 'POST',
    path: '/api/subscriber/retry_sync',
    body: { subscriber_id: subscriberId },
  });
