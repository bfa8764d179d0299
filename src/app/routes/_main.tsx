// Main-layout routes (spec §2) need a session: without one, /login remembers where the person was going.
import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { MainLayout } from '../layouts/MainLayout.tsx';
import { useSession } from '../session/SessionProvider.tsx';

export const Route = createFileRoute('/_main')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.current()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: function Main() {
    const session = useSession();
    // The session can end while a screen is open (logout, a 401): leave the signed-in screens at once.
    if (!session) return <Navigate to="/login" replace />;
    return (
      <MainLayout>
        <Outlet />
      </MainLayout>
    );
  },
});
