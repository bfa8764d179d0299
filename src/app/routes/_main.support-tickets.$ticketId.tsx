// Spec §2 /support-tickets/{ticket_id}.
import { createFileRoute } from '@tanstack/react-router';
import { ticketQuery } from '../data/support.ts';
import { TicketScreen } from '../screens/support/TicketScreen.tsx';

export const Route = createFileRoute('/_main/support-tickets/$ticketId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(ticketQuery(context.api, params.ticketId));
  },
  component: function SupportTicket() {
    const { ticketId } = Route.useParams();
    return <TicketScreen ticketId={ticketId} />;
  },
});
