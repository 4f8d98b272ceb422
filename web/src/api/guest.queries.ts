import { queryOptions } from '@tanstack/react-query';
import type { TGuestScans } from '#common/contracts/guest.ts';
import { apiRequest } from './client.ts';

export const guestKeys = {
  all: ['guest'] as const,
  scans: () => [...guestKeys.all, 'scans'] as const,
};

/** GET /api/guest/scans: this browser's guest results, found by the server from its guest cookie. */
export function guestScansQuery() {
  return queryOptions({
    queryKey: guestKeys.scans(),
    queryFn: ({ signal }) => apiRequest<TGuestScans>('/api/guest/scans', { signal }),
  });
}
