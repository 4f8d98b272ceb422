import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { LazyToaster } from './components/ui/lazy-toaster.tsx';
import { markAppReady } from './lib/early-taps.ts';

/**
 * What wraps the router in the browser (start-app.tsx) and on the server (entry-server.tsx) alike: the two
 * trees must be the same for a server-rendered page to hydrate.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // From here on the page's controls answer taps themselves (lib/early-taps.ts).
  useEffect(() => markAppReady(), []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
