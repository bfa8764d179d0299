/** Providers every screen relies on: Chakra UI, TanStack Query, the session runtime, and the router. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router.tsx';
import type { AppRuntime } from './runtime.ts';
import { SessionProvider } from './session/SessionProvider.tsx';
import { BOOT_SYSTEM, useUiSystem } from './theme/ui-system.ts';

export function AppProviders({ runtime, router }: { runtime: AppRuntime; router: AppRouter }) {
  // The kit's system is built on first need (ui-system.ts); the provider stays the same element, so
  // nothing under it remounts when it arrives.
  const system = useUiSystem(false) ?? BOOT_SYSTEM;
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={runtime.queryClient}>
        <SessionProvider runtime={runtime}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
