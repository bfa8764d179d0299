// The root route: the router context every loader receives, the UI kit's system for the screens drawn
// with it, the app frame (scroll reset, toasts, the blocking alert), and unknown paths → /page404 (spec §2).
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { ApiClient } from '../../api/client.ts';
import type { StoredSession } from '../../machines/session.machine.ts';
import { useRuntime } from '../session/SessionProvider.tsx';
import { AlertHost } from '../shell/AlertHost.tsx';
import { ScrollToTop } from '../shell/ScrollToTop.tsx';
import { Toaster } from '../shell/toaster.tsx';
import { loadUiSystem, needsUiFirst } from '../theme/ui-system.ts';

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  session: { current(): StoredSession | null };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen but the builder draws its first frame with the UI kit, whose system is built on first
  // need (theme/ui-system.ts); the builder loads it with its panels, after the canvas has painted.
  beforeLoad: async ({ location }) => {
    if (needsUiFirst(location.pathname)) await loadUiSystem();
  },
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
