/**
 * Support ticket reads (spec §2 /support-tickets) as queryOptions factories, one key scheme:
 * ['support-tickets', ...]. Writes are plain functions; screens wrap them in mutations that invalidate
 * these keys.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';
import type {
  AddTicketBody,
  ReplyTicketBody,
  TicketDetailResponse,
  TicketListResponse,
  TicketResponse,
} from '../../api/support.ts';

type TicketAnswer = z.infer<typeof TicketResponse>;

export const TICKETS_PER_PAGE = 20;

export const ticketKeys = {
  all: ['support-tickets'] as const,
  list: (page: number) => [...ticketKeys.all, 'list', page] as const,
  detail: (ticketId: string) => [...ticketKeys.all, 'detail', ticketId] as const,
};

export const ticketListQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ticketKeys.list(page),
    queryFn: ({ signal }) =>
      api.request<TicketListResponse>({
        method: 'GET',
        path: '/api/support_ticket/list_ticket',
        query: { page, limit: TICKETS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Could not load your support tickets' },
  });

export const ticketQuery = (api: ApiClient, ticketId: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(ticketId),
    queryFn: ({ signal }) =>
      api.request<TicketDetailResponse>({
        method: 'GET',
        path: `/api/support_ticket/detail_ticket/${encodeURIComponent(ticketId)}`,
        signal,
      }),
    meta: { errorTitle: 'Could not load the ticket' },
  });

export const addTicket = (api: ApiClient, body: AddTicketBody) =>
  api.request<TicketAnswer>({ method: 'POST', path: '/api/support_ticket/add_ticket', body });

export const replyTicket = (api: ApiClient, body: ReplyTicketBody) =>
  api.request<TicketDetailResponse>({ method: 'POST', path: '/api/support_ticket/reply_ticket', body });

export const closeTicket = (api: ApiClient, ticketId: string) =>
  api.request<TicketAnswer>({
    method: 'PUT',
    path: `/api/support_ticket/close_ticket/${encodeURIComponent(ticketId)}`,
  });
