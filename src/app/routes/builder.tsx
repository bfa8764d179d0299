// Builder layout (spec §2 "Builder-layout routes"): full screen, no main navigation; needs a session.
// Not code-split: these few lines as a chunk of their own were one more round trip before the builder
// could mount on a cold open (issue 28).
import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { useSession } from '../session/SessionProvider.tsx';
import '../builder/builder-screen.css';

export const Route = createFileRoute('/builder')({
  codeSplitGroupings: [],
  beforeLoad: ({ context, location }) => {
    if (!context.session.current()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: function BuilderLayout() {
    const session = useSession();
    if (!session) return <Navigate to="/login" replace />;
    return (
      // A plain element (builder/builder-screen.css): the builder's first frame is drawn before the UI
      // kit's system is built (theme/ui-system.ts).
      <div className="pw-builder-layout">
        <Outlet />
      </div>
    );
  },
});
