import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreatedVetReportLink,
  TSharedPetReport,
  TVetReportLink,
  TVetReportLinkList,
} from '#common/contracts/vet-report-links.ts';
import { apiRequest } from './client.ts';
import { vetReportLinkKeys } from './query-keys.ts';

const linksPath = (petId: string) => `/api/pets/${encodeURIComponent(petId)}/vet-report-links`;

/** The owner's links for one pet, newest first (docs/product-rules.md#vet-report-links). */
export function vetReportLinksQuery(petId: string) {
  return queryOptions({
    queryKey: vetReportLinkKeys.list(petId),
    queryFn: ({ signal }) => apiRequest<TVetReportLinkList>(linksPath(petId), { signal }),
  });
}

/** POST: a new link; its address is in this answer only (the server keeps just its hash). */
export function useCreateVetReportLinkMutation(petId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TCreatedVetReportLink>(linksPath(petId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vetReportLinkKeys.list(petId) }),
  });
}

/** DELETE: the link stops opening the report from the next request on. */
export function useRevokeVetReportLinkMutation(petId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequest<TVetReportLink>(`${linksPath(petId)}/${encodeURIComponent(linkId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vetReportLinkKeys.list(petId) }),
  });
}

/** GET /api/vet-report/:token: the report a vet opens through a link (410 once revoked or expired). */
export function sharedPetReportQuery(token: string) {
  return queryOptions({
    queryKey: vetReportLinkKeys.shared(token),
    queryFn: ({ signal }) =>
      apiRequest<TSharedPetReport>(`/api/vet-report/${encodeURIComponent(token)}`, { signal }),
    // A link can be revoked at any moment: never show the report from cache.
    staleTime: 0,
    retry: false,
  });
}
