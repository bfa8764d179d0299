// The browser entry (index.html). A builder address starts its code and its page's data first
// (builder/early-open.ts, issue 28); then the app itself boots (main.tsx), taking those answers.
import { startBuilderOpen } from './builder/early-open.ts';

startBuilderOpen(
  window.location.pathname,
  window.sessionStorage,
  window.fetch.bind(window),
  // The screen, and the page parser it imports when it mounts (with the save projection it needs).
  () => Promise.all([import('./builder/BuilderScreen.tsx'), import('./builder/page-source.ts')]),
  // The canvas document's code, asked for first: the canvas opens with it as soon as the data allows.
  () =>
    import('./builder/canvas/canvas-preload.ts').then(
      (module) => (assetBase: string) => void module.preloadCanvas(document, assetBase),
    ),
);
void import('./main.tsx');
