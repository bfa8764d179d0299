// The app (loaded by boot.ts): builds the runtime (API client, session actor, query client), the router, and renders.
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders.tsx';
import { withEarlyResponses } from './early-requests.ts';
import { type AppRouter, createAppRouter } from './router.tsx';
import { createAppRuntime } from './runtime.ts';

let router: AppRouter | undefined;

const runtime = createAppRuntime({
  // Requests boot.ts started early are answered from there (early-requests.ts).
  fetch: withEarlyResponses(window.fetch.bind(window)),
  storage: window.sessionStorage,
  hostname: window.location.hostname,
  closeWindow: () => {
    window.close();
    return window.closed;
  },
  goToLogin: () => void router?.navigate({ to: '/login', replace: true }),
});
router = createAppRouter(runtime);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders runtime={runtime} router={router} />
  </StrictMode>,
);
