import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApprovedPartner } from '#common/contracts/clinic-staff.ts';
import type { TPartnerStatus, TVetPartnerInput, TVetRegistration } from '#common/contracts/vet-partners.ts';
import { callEndpoint } from './call-endpoint.ts';
import { geocodeEndpoints } from './endpoints/geocode.gen.ts';
import { vetPartnerEndpoints as vetPartners } from './endpoints/vet-partners.gen.ts';
import { adminKeys, vetKeys } from './query-keys.ts';

/** The finder, nearest first when a location is known. */
export function finderQuery(origin: { lat: number; lng: number } | null) {
  return queryOptions({
    queryKey: vetKeys.finder(origin),
    queryFn: ({ signal }) => callEndpoint(vetPartners.find, { query: origin ?? {}, signal }),
    placeholderData: keepPreviousData,
  });
}

export function geocode(location: string) {
  return callEndpoint(geocodeEndpoints.lookup, { query: { location } });
}

export function useRegisterVetMutation() {
  return useMutation({
    mutationFn: (input: TVetRegistration) => callEndpoint(vetPartners.register, { body: input }),
  });
}

export function partnerDashboardQuery(page: number) {
  return queryOptions({
    queryKey: vetKeys.dashboard(page),
    queryFn: ({ signal }) => callEndpoint(vetPartners.dashboard, { query: { page, limit: 24 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any partner change: the dashboard, the finder, the admin stats and the audit log are stale. */
function usePartnerMutation<TInput, TData>(request: (input: TInput) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vetKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]);
    },
  });
}

export function useCreatePartnerMutation() {
  return usePartnerMutation((input: TVetPartnerInput) => callEndpoint(vetPartners.create, { body: input }));
}

export function useUpdatePartnerMutation() {
  return usePartnerMutation(
    ({ id, input }: { id: string; input: TVetPartnerInput | { status: TPartnerStatus } }) =>
      callEndpoint(vetPartners.update, { params: { id }, body: input }),
  );
}

export function useDeletePartnerMutation() {
  return usePartnerMutation((id: string) => callEndpoint(vetPartners.remove, { params: { id } }));
}

/** Approve answers the partner with its staff invite; reject, the partner alone (no invite). */
export function useReviewApplicationMutation() {
  return usePartnerMutation(
    ({
      id,
      decision,
    }: {
      id: string;
      decision: { kind: 'approve' } | { kind: 'reject'; reason: string };
    }): Promise<TApprovedPartner> =>
      decision.kind === 'reject'
        ? callEndpoint(vetPartners.reject, { params: { id }, body: { reason: decision.reason } })
        : callEndpoint(vetPartners.approve, { params: { id } }),
  );
}

/** The admin sends the clinic's contact address a new staff invite (docs/product-rules.md#clinic-accounts). */
export function useSendClinicInviteMutation() {
  return usePartnerMutation((id: string) => callEndpoint(vetPartners.invite, { params: { id } }));
}
