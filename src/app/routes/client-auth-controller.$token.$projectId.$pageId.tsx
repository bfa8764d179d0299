// Spec §2 /client-auth-controller/{token}/{project_id}/{page_id}: exchange, then the builder on that page.
import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../layouts/AuthLayout.tsx';
import { LoginLinkScreen } from '../screens/auth/LoginLinkScreen.tsx';

export const Route = createFileRoute('/client-auth-controller/$token/$projectId/$pageId')({
  component: function ClientAuthController() {
    const { token, projectId, pageId } = Route.useParams();
    return (
      <AuthLayout>
        <LoginLinkScreen token={token} projectId={projectId} pageId={pageId} />
      </AuthLayout>
    );
  },
});
