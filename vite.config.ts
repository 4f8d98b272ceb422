import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress.ts';

/** The dev API (npm run dev starts it on port 3000); the built app is served by the API itself. */
const DEV_API = 'http://127.0.0.1:3000';

/**
 * The built app runs on Preact's React-compatible layer: React DOM alone is 67 KB gzipped, two
 * thirds of the first page's 100 KB budget (issue 14, docs/decisions/006-preact-in-the-build.md).
 * `npm run dev` keeps React for its Fast Refresh; the e2e tests run the build.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: command === 'build' ? PREACT_ALIASES : [] },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: `npm run bench` reads which chunks the landing page loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        // Each page is its own chunk (web/src/pages/lazy-pages.ts), named after its route folder so the
        // build's chunk list reads as the app's pages.
        chunkFileNames: (chunk) => {
          const page = chunk.facadeModuleId?.match(/\/pages\/([^/]+)\/page\.tsx$/)?.[1];
          return page ? `assets/route-${page}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    proxy: {
      // changeOrigin stays off so the API's same-origin check sees the browser's own Host.
      '/api': { target: DEV_API, changeOrigin: false },
      '/media': { target: DEV_API, changeOrigin: false },
      '/healthz': { target: DEV_API, changeOrigin: false },
    },
  },
}));
