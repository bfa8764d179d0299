import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const UI_CORE =
  /node_modules[\\/](@emotion|@pandacss|stylis|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|preset-base|utils|merge-props|create-context))[\\/.]/;
const UI_PRIMITIVE =
  /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|center|stack|text|heading|typography|link|button|span|absolute-center|loader|spinner|icon|icons|visually-hidden|separator|badge|group)([\\/]|\.js)/;
const DOCUMENT_CORE =
  /[\\/]src[\\/](domain[\\/](document|tree-paths|ids|inline-style|placeholder|root-values|section-animation|video-url|html-tree|rules[\\/](columns|editable|links|event-link))|commands[\\/]types)\.ts$/;
const SHELL =
  /[\\/]src[\\/](app[\\/]session[\\/](SessionProvider|use-current-customer)\.tsx?|app[\\/]data[\\/](versions|help|support)\.ts|api[\\/]preview-domain\.ts)$/;

export default defineConfig({
  plugins: [
    // The router plugin must come before the React plugin (it generates routeTree.gen.ts and splits routes).
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    // Each text asset also as .br and .gz beside it, which the server sends to browsers that accept them
    // (src/server/app.ts, `preCompressed`): the builder's first paint is ≈ 0.26 MB compressed against
    // ≈ 0.9 MB as built, and compressing once at build time costs no request any CPU.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Chunks are grouped by layer, not left to one chunk per combination of importers: split that
        // way, a cold builder open fetched 55 chunks (twelve under 1 KB), and over HTTP/1.1's six
        // connections to one origin the last of them arrived ≈1.1 s after the first was asked for
        // (issue 28, docs/benchmarks.md "Chunks by layer"). React, the router and the UI kit change
        // less often than the app and every screen needs them, so their chunks also stay cached across
        // deploys. Other libraries stay with the routes that import them (a catch-all vendor chunk made
        // every screen load the builder's editor libraries).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The router and the query cache, which every screen starts with.
            {
              name: 'router',
              test: /node_modules[\\/]@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query)[\\/]/,
              priority: 2,
            },
            // The styling engine, the theme and the layout and text primitives every screen draws with;
            // other components (and the zag machines behind them) stay with the screens that use them,
            // so the builder's first paint does not load the menus, sliders and tabs of other screens.
            { name: 'ui', test: (id: string) => UI_CORE.test(id) || UI_PRIMITIVE.test(id), priority: 2 },
            // The page document's core: the html tree, paths, ids and the rules every command reads.
            { name: 'document', test: DOCUMENT_CORE, priority: 1 },
            // The app shell's small shared modules: the session hooks and a few API calls.
            { name: 'shell', test: SHELL, priority: 1 },
          ],
        },
      },
    },
  },
});
