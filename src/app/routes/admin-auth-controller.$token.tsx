// Spec §2 /admin-auth-controller/{token}: exchange the login link's token, then /projects.
import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../layouts/AuthLayout.tsx';
import { LoginLinkScreen } from '../screens/auth/LoginLinkScreen.tsx';

export const Route = createFileRoute('/admin-auth-controller/$token')({
  component: function AdminAuthController() {
    const { token } = Route.useParams();
    return (
      <AuthLayout>
        <LoginLinkScreen token={token} />
      </AuthLayout>
    );
  },
});
