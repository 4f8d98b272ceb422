import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM build of the provider: it hands React Router react-dom's flushSync, which the scan steps ask
// for when they navigate (features/scan/flow/use-scan-step-url.ts); the plain one warns and ignores it.
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import { createAppRoutes } from './routes/app-routes.tsx';
import { markServerRendered, readPageState } from './ssr/page-state.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A public page comes rendered from the server with the data it was rendered from
// (docs/decisions/009-server-rendered-public-pages.md); every other page is rendered here.
const serverState = readPageState(document);
if (serverState) {
  hydrate(queryClient, serverState.queries);
  markServerRendered();
}
const router = createBrowserRouter(
  createAppRoutes(queryClient),
  serverState ? { hydrationData: { loaderData: serverState.loaderData } } : undefined,
);

const app = (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>
);

if (serverState) {
  // As a transition, hydration is done in slices that yield to the browser, instead of one task
  // that blocks input for hundreds of ms on a slow phone (docs/performance.md#lighthouse).
  startTransition(() => {
    hydrateRoot(container, app, {
      // A mismatch between the server's HTML and the first render here is a bug: the e2e tests fail
      // on console errors, and production builds of React would otherwise recover silently.
      onRecoverableError: (error, info) =>
        console.error('Hydration error:', error, info.componentStack ?? ''),
    });
  });
} else {
  createRoot(container).render(app);
}

registerServiceWorker();
