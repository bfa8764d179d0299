import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
        // React and the UI kit change less often than the app and every screen needs them: their own
        // chunks stay cached across deploys. Other libraries stay with the routes that import them
        // (a catch-all vendor chunk made every screen load the builder's editor libraries).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The styling engine and theme every screen needs; components (and the zag machines behind
            // them) stay with the screens that use them, so the builder's first paint does not load the
            // menus, sliders and tabs of other screens.
            {
              name: 'ui',
              test: /node_modules[\\/](@emotion|@pandacss|stylis|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|preset-base|utils|merge-props|create-context))[\\/.]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
