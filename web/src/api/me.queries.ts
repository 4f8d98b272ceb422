import { queryOptions } from '@tanstack/react-query';
import type { TMeSummary } from '#common/contracts/me.ts';
import { apiRequest } from './client.ts';

export const meKeys = {
  all: ['me'] as const,
  summary: () => [...meKeys.all, 'summary'] as const,
};

export function meSummaryQuery() {
  return queryOptions({
    queryKey: meKeys.summary(),
    queryFn: ({ signal }) => apiRequest<TMeSummary>('/api/me/summary', { signal }),
  });
}
