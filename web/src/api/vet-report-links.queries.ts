import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint.ts';
import { vetReportLinkEndpoints as links } from './endpoints/vet-report-links.gen.ts';
import { vetReportLinkKeys } from './query-keys.ts';

/** The owner's links for one pet, newest first (docs/product-rules.md#vet-report-links). */
export function vetReportLinksQuery(petId: string) {
  return queryOptions({
    queryKey: vetReportLinkKeys.list(petId),
    queryFn: ({ signal }) => callEndpoint(links.list, { params: { id: petId }, signal }),
  });
}

/** POST: a new link; its address is in this answer only (the server keeps just its hash). */
export function useCreateVetReportLinkMutation(petId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(links.create, { params: { id: petId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vetReportLinkKeys.list(petId) }),
  });
}

/** DELETE: the link stops opening the report from the next request on. */
export function useRevokeVetReportLinkMutation(petId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => callEndpoint(links.revoke, { params: { id: petId, linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vetReportLinkKeys.list(petId) }),
  });
}

/** GET /api/vet-report/:token: the report a vet opens through a link (410 once revoked or expired). */
export function sharedPetReportQuery(token: string) {
  return queryOptions({
    queryKey: vetReportLinkKeys.shared(token),
    queryFn: ({ signal }) => callEndpoint(links.report, { params: { token }, signal }),
    // A link can be revoked at any moment: never show the report from cache.
    staleTime: 0,
    retry: false,
  });
}
