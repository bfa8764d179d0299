// Public entry screens (login, register, password) in the auth frame; a signed-in person goes to /projects.
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AuthLayout } from '../layouts/AuthLayout.tsx';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => {
    if (context.session.current()) throw redirect({ to: '/projects', replace: true });
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
