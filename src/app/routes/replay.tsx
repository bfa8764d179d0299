// /replay (issue 5): the trace replay screen, full screen like the builder (the canvas and the log need
// the width), for staff and developers; needs a session. `?ticket=…&attachment=…` opens a ticket's trace.
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { ReplayScreen } from '../screens/replay/ReplayScreen.tsx';
import { useSession } from '../session/SessionProvider.tsx';

export const Route = createFileRoute('/replay')({
  validateSearch: (search: Record<string, unknown>): { ticket?: string; attachment?: string } => ({
    ...(typeof search.ticket === 'string' && search.ticket !== '' && { ticket: search.ticket }),
    ...(typeof search.attachment === 'string' &&
      search.attachment !== '' && { attachment: search.attachment }),
  }),
  beforeLoad: ({ context, location }) => {
    if (!context.session.current()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: function Replay() {
    const session = useSession();
    const { ticket, attachment } = Route.useSearch();
    if (!session) return <Navigate to="/login" replace />;
    return <ReplayScreen ticketId={ticket} attachmentId={attachment} />;
  },
});
