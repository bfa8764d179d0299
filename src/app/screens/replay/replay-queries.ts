/**
 * What the replay screen reads from the server: who is looking (staff and developers only), where
 * pages are hosted (the canvas loads images and vendor css from the page's folder there), and a
 * ticket's trace attachment (server-checked: the ticket's owner or staff).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import type { Customer, CustomerResponse } from '../../../api/customer.ts';
import type { TraceAttachmentResponse } from '../../../api/support.ts';

export const viewerQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['customer', 'me'],
    queryFn: ({ signal }) =>
      api.request<CustomerResponse>({
        method: 'GET',
        path: '/api/customer/detail_customer_by_token',
        signal,
      }),
    select: (answer) => answer.customer,
    meta: { errorTitle: 'Could not check your account' },
  });

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

/** Staff and developers (is_dev) may use the replay screen. */
export function canReplay(customer: Pick<Customer, 'role' | 'is_dev'>): boolean {
  return customer.role === 'staff' || customer.is_dev;
}
