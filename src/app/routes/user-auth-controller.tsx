// Spec §2 /user-auth-controller (no path token): a link carrying `?token=` is exchanged like an admin link;
// without one it is the invalid-link screen.
import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../layouts/AuthLayout.tsx';
import { LoginLinkScreen } from '../screens/auth/LoginLinkScreen.tsx';

export const Route = createFileRoute('/user-auth-controller')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  component: function UserAuthController() {
    const { token } = Route.useSearch();
    return (
      <AuthLayout>
        <LoginLinkScreen token={token} />
      </AuthLayout>
    );
  },
});
