// Spec §2 /support-tickets.
import { createFileRoute } from '@tanstack/react-router';
import { ticketListQuery } from '../data/support.ts';
import { SupportTicketsScreen } from '../screens/support/SupportTicketsScreen.tsx';

export const Route = createFileRoute('/_main/support-tickets/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(ticketListQuery(context.api, 1));
  },
  component: SupportTicketsScreen,
});
