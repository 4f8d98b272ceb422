import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApprovedPartner, TClinicInvite } from '#common/contracts/clinic-staff.ts';
import type {
  TFinderResult,
  TGeocodeResult,
  TPartnerDashboard,
  TPartnerStatus,
  TVetPartnerInput,
  TVetRegistration,
  TVetRegistrationAccepted,
} from '#common/contracts/vet-partners.ts';
import { apiRequest } from './client.ts';
import { adminKeys, vetKeys } from './query-keys.ts';

/** GET /api/vet-partners: the finder, nearest first when a location is known. */
export function finderQuery(origin: { lat: number; lng: number } | null) {
  const search = origin ? `?lat=${origin.lat}&lng=${origin.lng}` : '';
  return queryOptions({
    queryKey: vetKeys.finder(origin),
    queryFn: ({ signal }) => apiRequest<TFinderResult>(`/api/vet-partners${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function geocode(location: string): Promise<TGeocodeResult> {
  return apiRequest<TGeocodeResult>(`/api/geocode?location=${encodeURIComponent(location)}`);
}

export function useRegisterVetMutation() {
  return useMutation({
    mutationFn: (input: TVetRegistration) =>
      apiRequest<TVetRegistrationAccepted>('/api/vet-partners/register', { method: 'POST', body: input }),
  });
}

export function partnerDashboardQuery(page: number) {
  return queryOptions({
    queryKey: vetKeys.dashboard(page),
    queryFn: ({ signal }) =>
      apiRequest<TPartnerDashboard>(`/api/admin/vet-partners?page=${page}&limit=24`, { signal }),
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
  return usePartnerMutation((input: TVetPartnerInput) =>
    apiRequest<TApprovedPartner>('/api/vet-partners', { method: 'POST', body: input }),
  );
}

export function useUpdatePartnerMutation() {
  return usePartnerMutation(
    ({ id, input }: { id: string; input: TVetPartnerInput | { status: TPartnerStatus } }) =>
      apiRequest<TApprovedPartner>(`/api/vet-partners/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: input,
      }),
  );
}

export function useDeletePartnerMutation() {
  return usePartnerMutation((id: string) =>
    apiRequest<void>(`/api/vet-partners/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export function useReviewApplicationMutation() {
  return usePartnerMutation(
    ({ id, decision }: { id: string; decision: { kind: 'approve' } | { kind: 'reject'; reason: string } }) =>
      apiRequest<TApprovedPartner>(`/api/vet-partners/${encodeURIComponent(id)}/${decision.kind}`, {
        method: 'POST',
        body: decision.kind === 'reject' ? { reason: decision.reason } : undefined,
      }),
  );
}

/** The admin sends the clinic's contact address a new staff invite (docs/product-rules.md#clinic-accounts). */
export function useSendClinicInviteMutation() {
  return usePartnerMutation((id: string) =>
    apiRequest<TClinicInvite>(`/api/vet-partners/${encodeURIComponent(id)}/invite`, { method: 'POST' }),
  );
}
