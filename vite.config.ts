import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { photoCheckModel } from './scripts/build/photo-check-model.ts';
import { precompress } from './scripts/build/precompress.ts';
import { pwaAssets } from './scripts/build/pwa-assets.ts';

/** The dev API (npm run dev starts it on port 3000); the built app is served by the API itself. */
const DEV_API = 'http://127.0.0.1:3000';

/**
 * React 19 runs in every build, as in dev and the tests (docs/decisions/008-react-in-every-build.md).
 * `vite build --ssr src/entry-server.tsx` builds the same app for the server's renderer of public pages
 * (docs/decisions/009-server-rendered-public-pages.md): packages bundled in, no CSS, no compressed copies,
 * no manifest.
 */
export default defineConfig(({ isSsrBuild = false }) => ({
  root: 'web',
  // pwaAssets: the manifest, icons, offline page and service worker (docs/product-rules.md#installed-app).
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), pwaAssets(), photoCheckModel(), precompress()],
  // The photo check's worker (web/src/features/scan/photo-check/) is an ES module, split like the app.
  worker: { format: 'es' as const, plugins: () => [photoCheckModel()] },
  // The renderer carries its own production React, whatever NODE_ENV the server runs with.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: `npm run bench` reads which chunks the landing page loads first.
    manifest: !isSsrBuild,
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
