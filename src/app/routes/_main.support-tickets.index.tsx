// Spec §2 /support-tickets (the ticket calls have not reached the server yet).
import { createFileRoute } from '@tanstack/react-router';
import { SupportIcon } from '../components/icons.tsx';
import { ComingSoonScreen } from '../screens/ComingSoonScreen.tsx';

export const Route = createFileRoute('/_main/support-tickets/')({
  component: () => (
    <ComingSoonScreen
      title="Support"
      description="Ask our team for help and follow your requests."
      icon={<SupportIcon />}
      what="Support tickets"
    />
  ),
});
