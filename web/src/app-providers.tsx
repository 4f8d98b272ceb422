import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { LazyToaster } from './components/ui/lazy-toaster.tsx';

/**
 * What wraps the router in the browser (main.tsx) and on the server (entry-server.tsx) alike: the two
 * trees must be the same for a server-rendered page to hydrate.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
