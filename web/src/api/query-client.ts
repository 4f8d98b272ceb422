import { QueryClient } from '@tanstack/react-query';

/**
 * Data is loaded once and refreshed by invalidation after
 * mutations, never by polling or window focus; failures surface at once (no retry).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
