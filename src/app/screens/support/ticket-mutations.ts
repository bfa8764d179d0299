/**
 * Support ticket writes as mutations: create (then open the list fresh), reply and close (the detail
 * answer is written through, the list invalidated so status and activity stay right), and attaching
 * a builder trace to a new or an open ticket.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddTicketBody } from '../../../api/support.ts';
import type { Trace } from '../../../commands/trace.ts';
import { addTicket, closeTicket, replyTicket, ticketKeys } from '../../data/support.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';

export function useAddTicket() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTicketBody) => addTicket(api, body),
    // The dialog shows the failure beside its fields.
    meta: { errorToast: false },
    onSuccess: () => {
      toastSuccess('Ticket sent', 'We answer here, usually within a working day.');
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}

export function useReplyTicket(ticketId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyTicket(api, { ticket_id: ticketId, message }),
    meta: { errorTitle: 'Could not send the reply' },
    onSuccess: (answer) => {
      queryClient.setQueryData(ticketKeys.detail(ticketId), answer);
      return queryClient.invalidateQueries({ queryKey: [...ticketKeys.all, 'list'] });
    },
  });
}

export function useCloseTicket(ticketId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeTicket(api, ticketId),
    meta: { errorTitle: 'Could not close the ticket' },
    onSuccess: () => {
      toastSuccess('Ticket closed');
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}

/** Where a trace goes: a new ticket, or a reply on one of the person's open tickets. */
export type TraceTarget =
  | { readonly kind: 'new'; readonly subject: string; readonly message: string }
  | { readonly kind: 'reply'; readonly ticketId: string; readonly message: string };

/** Attaches a builder trace (issue 5); answers the ticket's id. Failures show in the dialog. */
export function useAttachTrace(trace: Trace) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: TraceTarget): Promise<string> => {
      const json = { ...trace };
      if (target.kind === 'new') {
        const answer = await addTicket(api, {
          subject: target.subject,
          message: target.message,
          trace: json,
        });
        return answer.ticket._id;
      }
      await replyTicket(api, { ticket_id: target.ticketId, message: target.message, trace: json });
      return target.ticketId;
    },
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
