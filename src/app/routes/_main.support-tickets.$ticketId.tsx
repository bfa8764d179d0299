// Spec §2 /support-tickets/{ticket_id} (the ticket calls have not reached the server yet).
import { createFileRoute } from '@tanstack/react-router';
import { SupportIcon } from '../components/icons.tsx';
import { ComingSoonScreen } from '../screens/ComingSoonScreen.tsx';

export const Route = createFileRoute('/_main/support-tickets/$ticketId')({
  component: () => (
    <ComingSoonScreen
      title="Support ticket"
      description="The conversation about one request."
      icon={<SupportIcon />}
      what="Support tickets"
      back={{ label: 'Support', link: { to: '/support-tickets' } }}
    />
  ),
});
