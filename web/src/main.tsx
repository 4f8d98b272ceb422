import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { createAppRoutes } from './routes/app-routes.tsx';
import { markServerRendered, readPageState } from './ssr/page-state.ts';
import './styles.css';

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
  hydrateRoot(container, app, {
    // A mismatch between the server's HTML and the first render here is a bug: the e2e tests fail
    // on console errors, and production builds of React would otherwise recover silently.
    onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack ?? ''),
  });
} else {
  createRoot(container).render(app);
}
