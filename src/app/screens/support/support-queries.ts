/**
 * Reads the support screens need beyond src/app/data/support.ts: the person's open tickets (to add a
 * trace to one) and their gallery pictures (to attach one to a new ticket). Gallery answers share the
 * builder gallery's cache key: same call, same answer.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import type { GalleryResponse } from '../../../api/gallery.ts';
import type { TicketListResponse } from '../../../api/support.ts';
import { ticketKeys } from '../../data/support.ts';

export const openTicketsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...ticketKeys.all, 'list', 'open'],
    queryFn: ({ signal }) =>
      api.request<TicketListResponse>({
        method: 'GET',
        path: '/api/support_ticket/list_ticket',
        query: { status: 'open', page: 1, limit: 100 },
        signal,
      }),
    select: (answer) => answer.tickets,
    meta: { errorToast: false },
  });

export const galleryPicturesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['gallery', 'user'],
    queryFn: ({ signal }) =>
      api.request<GalleryResponse>({ method: 'GET', path: '/api/customer/get_user_gallery', signal }),
    select: (answer) => answer.gallery.images,
    meta: { errorToast: false },
  });
