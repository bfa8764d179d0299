/** The router of the file routes (src/app/routes), with the context every loader receives. */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { AppRuntime } from './runtime.ts';

export function createAppRouter(runtime: AppRuntime, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history && { history }),
    context: {
      queryClient: runtime.queryClient,
      api: runtime.api,
      session: { current: () => runtime.session.getSnapshot().context.session },
    },
    defaultPreload: 'intent',
    // Query owns caching: the router always asks the loader, which reads Query's cache.
    defaultPreloadStaleTime: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
