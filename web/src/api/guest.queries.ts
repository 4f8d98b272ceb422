import { queryOptions } from '@tanstack/react-query';
import type { TGuestScans } from '#common/contracts/guest.ts';
import { callEndpoint } from './call-endpoint.ts';
import { guestEndpoints as guest } from './endpoints/guest.gen.ts';
import { guestKeys } from './query-keys.ts';

const isNetworkPaused = (data: TGuestScans | undefined) => Boolean(data?.networkPausedMessage);

/**
 * GET /api/guest/scans: this browser's guest results, found by the server from its guest cookie.
 * While it says this network's guest scans are paused, it is asked again on returning to the tab
 * (unlike other data, query-client.ts), so the paused photo buttons come back once scans may resume.
 */
export function guestScansQuery() {
  return queryOptions({
    queryKey: guestKeys.scans(),
    queryFn: ({ signal }) => callEndpoint(guest.scans, { signal }),
    staleTime: (query) => (isNetworkPaused(query.state.data) ? 0 : Number.POSITIVE_INFINITY),
    refetchOnWindowFocus: (query) => isNetworkPaused(query.state.data),
  });
}
