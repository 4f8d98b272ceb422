import { queryOptions } from '@tanstack/react-query';
import type { TMeSummary } from '#common/contracts/me.ts';
import { apiRequest } from './client.ts';
import { meKeys } from './query-keys.ts';

export function meSummaryQuery() {
  return queryOptions({
    queryKey: meKeys.summary(),
    queryFn: ({ signal }) => apiRequest<TMeSummary>('/api/me/summary', { signal }),
  });
}
