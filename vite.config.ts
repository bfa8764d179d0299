import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const UI_CORE =
  /node_modules[\\/](@emotion|@pandacss|stylis|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|preset-base|utils|merge-props|create-context))[\\/.]/;
const UI_PRIMITIVE =
  /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|center|stack|text|heading|typography|link|button|span|absolute-center|loader|spinner|icon|icons|visually-hidden|separator|badge|group)([\\/]|\.js)/;
const DOCUMENT_CORE =
  /[\\/]src[\\/](domain[\\/](document|tree-paths|ids|inline-style|placeholder|root-values|section-animation|video-url|html-tree|rules[\\/](columns|editable|links|event-link))|commands[\\/]types)\.ts$/;
/**
 * What a builder address paints its first look with (src/app/builder/first-look.ts): the canvas
 * document, its patcher and view, the saved page's reader and the projections they render with. One
 * chunk rather than the ten the importers made, each a request the first look waited on (issue 28).
 */
const FIRST_LOOK =
  /[\\/]src[\\/](app[\\/]builder[\\/](canvas[\\/](patch-in-place|patch-canvas|section-sheets|canvas-fit|resolve-assets|canvas-view)\.ts|first-look\.(ts|css)|after-paint\.ts|page-source\.ts|left-drawer\.css|top-bar-shell\.css)|domain[\\/](font-manifest|font-usage|font-ids|css-rules)\.ts|projections[\\/](root-css|section-html|load-page|saved-css|animation-script|save-payload|font-face-css)\.ts)$/;
/**
 * The canvas document's opening (src/app/builder/canvas/canvas-preload.ts), asked for first on a builder
 * address: small and on its own, so the canvas's stylesheets are asked for as soon as the configuration
 * is in, not once the first look's code has downloaded.
 */
const CANVAS_OPEN =
  /[\\/]src[\\/](app[\\/]builder[\\/](canvas[\\/](canvas-preload|canvas-document|legend-rule|offscreen-sections)|text-edit[\\/]toolbar-css)|domain[\\/](section-kit-vars|escape-attribute))\.ts$/;
const SHELL =
  /[\\/]src[\\/](app[\\/]session[\\/](SessionProvider|use-current-customer)\.tsx?|app[\\/]data[\\/](versions|help|support)\.ts|api[\\/]preview-domain\.ts)$/;

/**
 * Lists in index.html every JS module the boot entry imports later, its chunks and theirs (issue 28): a
 * builder address preloads them while its first look is painted (src/app/preload-modules.ts), so the app
 * starts from the cache instead of downloading then.
 */
/** The chunks of the boot's first look (src/app/boot.ts), which it imports before anything else. */
const FIRST_LOOK_CHUNKS = ['canvas-open', 'first-look'];

function bootCodeList(): Plugin {
  return {
    name: 'pagewright-boot-code-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === entry.fileName) return;
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          files.add(fileName);
          for (const next of chunk.imports) visit(next);
        };
        // The first look's own code is imported at once; the rest waits for it.
        const firstLook = entry.dynamicImports.filter((fileName) => {
          const chunk = bundle[fileName];
          return chunk?.type === 'chunk' && FIRST_LOOK_CHUNKS.includes(chunk.name);
        });
        for (const fileName of firstLook) visit(fileName);
        const early = new Set([...files, ...entry.imports]);
        files.clear();
        for (const fileName of entry.dynamicImports) visit(fileName);
        for (const fileName of early) files.delete(fileName);
        const list = JSON.stringify([...files].map((fileName) => `/${fileName}`));
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'pw-boot-code' },
              children: list,
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

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
    bootCodeList(),
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
            { name: 'canvas-open', test: CANVAS_OPEN, priority: 2, includeDependenciesRecursively: false },
            { name: 'first-look', test: FIRST_LOOK, priority: 1, includeDependenciesRecursively: false },
            // The app shell's small shared modules: the session hooks and a few API calls.
            { name: 'shell', test: SHELL, priority: 1 },
          ],
        },
      },
    },
  },
});
