import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuthResponse } from '#common/contracts/auth.ts';
import type {
  TAcceptClinicInvite,
  TClinicInvite,
  TClinicStaffList,
  TInviteStaffRequest,
} from '#common/contracts/clinic-staff.ts';
import { apiRequest } from './client.ts';
import { authKeys, clinicStaffKeys } from './query-keys.ts';

export function clinicStaffQuery() {
  return queryOptions({
    queryKey: clinicStaffKeys.list(),
    queryFn: ({ signal }) => apiRequest<TClinicStaffList>('/api/clinic/staff', { signal }),
  });
}

/** Accepting signs this browser in as the new staff member: nothing cached for anyone before stays. */
export function useAcceptClinicInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAcceptClinicInvite) =>
      apiRequest<TAuthResponse>('/api/auth/clinic-invite', { method: 'POST', body: input }),
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}

export function useInviteStaffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInviteStaffRequest) =>
      apiRequest<TClinicInvite>('/api/clinic/staff', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clinicStaffKeys.all }),
  });
}

export function useRemoveStaffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/clinic/staff/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clinicStaffKeys.all }),
  });
}
