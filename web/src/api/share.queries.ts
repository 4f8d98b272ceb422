import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint.ts';
import { shareEndpoints as share } from './endpoints/share.gen.ts';
import { scanKeys, shareKeys } from './query-keys.ts';

/** GET /api/share/:shareId: the public view of a shared scan (404 once revoked). */
export function sharedScanQuery(shareId: string) {
  return queryOptions({
    queryKey: shareKeys.detail(shareId),
    queryFn: ({ signal }) => callEndpoint(share.get, { params: { shareId }, signal }),
    // A link can be revoked at any moment; the API answers no-store, so never serve it from cache.
    staleTime: 0,
  });
}

/** The share link is the app's own origin plus /share/{shareId} (docs/product-rules.md#sharing). */
export function shareUrlFor(shareId: string): string {
  return `${window.location.origin}/share/${encodeURIComponent(shareId)}`;
}

/** POST /api/scans/:id/share: sharing twice answers the same link. */
export function useEnableSharingMutation(scanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(share.enable, { params: { id: scanId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scanKeys.all }),
  });
}

/** DELETE /api/scans/:id/share: the old link stops working; sharing again makes a new one. */
export function useRevokeSharingMutation(scanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(share.revoke, { params: { id: scanId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scanKeys.all }),
        queryClient.removeQueries({ queryKey: shareKeys.all }),
      ]),
  });
}
