// The browser entry (index.html). A builder address asks for its page's data and the canvas's code
// first and paints the page (builder/early-open.ts, first-look.ts; issue 28); then the app itself
// boots (main.tsx), taking those answers and that canvas.

import { hasUnsavedMark } from '../drafts/unsaved-mark.ts';
import { startBuilderOpen } from './builder/early-open.ts';
import { preloadModules } from './preload-modules.ts';

void startBuilderOpen(window.location.pathname, {
  storage: window.sessionStorage,
  fetch: window.fetch.bind(window),
  loadCanvas: () =>
    import('./builder/canvas/canvas-preload.ts').then((module) => (assetBase: string) => {
      module.preloadCanvas(document, assetBase);
      return module.parkedCanvas(assetBase);
    }),
  loadFirstLook: () => import('./builder/first-look.ts').then((module) => module.showFirstLook),
  preloadCode: () => preloadModules(document),
  warmStylesheets: (urls) => {
    for (const url of urls)
      void fetch(url, { mode: 'cors', credentials: 'same-origin' })
        .then((response) => response.arrayBuffer())
        .catch(() => {});
  },
  hasUnsavedDraft: (pageId) => hasUnsavedMark(() => window.localStorage, pageId),
}).then(() => {
  void import('./main.tsx');
  // The screen, and the page parser its opening imports; the router's loader awaits the same module.
  void import('./builder/BuilderScreen.tsx').catch(() => {});
});
