// The root route: the router context every loader receives, the app frame (scroll reset, toasts, the
// blocking alert), and unknown paths → /page404 (spec §2).
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { ApiClient } from '../../api/client.ts';
import type { StoredSession } from '../../machines/session.machine.ts';
import { useRuntime } from '../session/SessionProvider.tsx';
import { AlertHost } from '../shell/AlertHost.tsx';
import { ScrollToTop } from '../shell/ScrollToTop.tsx';
import { Toaster } from '../shell/toaster.tsx';

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  session: { current(): StoredSession | null };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppFrame,
  notFoundComponent: () => <Navigate to="/page404" replace />,
});

function AppFrame() {
  const { alerts } = useRuntime();
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Toaster />
      <AlertHost store={alerts} />
    </>
  );
}
