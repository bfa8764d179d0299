/** The app's configuration from the server (hosted base, …): read once per session, shared by every screen. */
import { queryOptions } from '@tanstack/react-query';
import type { AppConfigResponse } from '../../api/app-config.ts';
import type { ApiClient } from '../../api/client.ts';

export const appConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) =>
      api.request<AppConfigResponse>({ method: 'GET', path: '/api/app_setting/config', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
