/**
 * What the replay screen reads from the server besides who is looking (the shared current customer,
 * src/app/data/customer.ts): where pages are hosted (the canvas loads images and vendor css from the
 * page's folder there), and a ticket's trace attachment (server-checked: the ticket's owner or staff).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import type { TraceAttachmentResponse } from '../../../api/support.ts';

export { appConfigQuery } from '../../data/app-config.ts';

export const traceAttachmentQuery = (api: ApiClient, ticketId: string, attachmentId: string) =>
  queryOptions({
    queryKey: ['support-tickets', 'trace', ticketId, attachmentId],
    queryFn: ({ signal }) =>
      api.request<TraceAttachmentResponse>({
        method: 'GET',
        path: `/api/support_ticket/trace/${encodeURIComponent(ticketId)}/${encodeURIComponent(attachmentId)}`,
        signal,
      }),
    // A trace never changes once attached.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorTitle: 'Could not load the trace' },
  });
