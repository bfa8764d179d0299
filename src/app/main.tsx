// The app (loaded by boot.ts): builds the runtime (API client, session actor, query client), the router, and renders.
import '@fontsource-variable/inter';
// The UI kit's reset, base styles and token variables, static so that they do not wait for its system
// (theme/ui-system.ts).
import './theme/chakra-global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders.tsx';
import { endFirstLookUnless } from './builder/first-look-state.ts';
import { withEarlyResponses } from './early-requests.ts';
import { type AppRouter, createAppRouter } from './router.tsx';
import { createAppRuntime } from './runtime.ts';
import { loadUiSystem, needsUiFirst } from './theme/ui-system.ts';

// A screen drawn with the UI kit has its system built while the router resolves (the root route awaits it).
if (needsUiFirst(window.location.pathname)) void loadUiSystem().catch(() => {});

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
// A first look (builder/first-look.ts) shows one builder address: leaving it (the login screen, for a
// session the server no longer takes) takes it off the screen.
router.subscribe('onResolved', (event) => endFirstLookUnless(event.toLocation.pathname));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const app = router;
// The first render waits for the matched routes' code and loaders (none of which waits for data: Query
// owns that). Rendered before, the router suspends its outlet until the route's code has run, and React
// holds the retried render back until 300 ms after that fallback was shown (its fallback throttle): a
// quarter of a second of idle main thread before the builder could mount (issue 28, seen in a trace).
// The router does not load again on mount when the location is already resolved.
void app
  .load()
  .catch(console.error) // as the router's own first load does; a route's failure is in its state
  .finally(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders runtime={runtime} router={app} />
      </StrictMode>,
    ),
  );
