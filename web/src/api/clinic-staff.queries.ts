import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAcceptClinicInvite, TInviteStaffRequest } from '#common/contracts/clinic-staff.ts';
import { callEndpoint } from './call-endpoint.ts';
import { clinicStaffEndpoints as staff } from './endpoints/clinic-staff.gen.ts';
import { authKeys, clinicStaffKeys } from './query-keys.ts';

export function clinicStaffQuery() {
  return queryOptions({
    queryKey: clinicStaffKeys.list(),
    queryFn: ({ signal }) => callEndpoint(staff.list, { signal }),
  });
}

/**
 * Whether an invite link can still set up an account, asked once as its page opens: the answer only
 * changes when someone uses the link, and this page's own use of it leaves the page.
 */
export function clinicInviteStateQuery(token: string) {
  return queryOptions({
    queryKey: [...clinicStaffKeys.all, 'invite-state', token] as const,
    queryFn: ({ signal }) => callEndpoint(staff.inviteState, { query: { token }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Accepting signs this browser in as the new staff member: nothing cached for anyone before stays. */
export function useAcceptClinicInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAcceptClinicInvite) => callEndpoint(staff.acceptInvite, { body: input }),
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}

export function useInviteStaffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInviteStaffRequest) => callEndpoint(staff.invite, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clinicStaffKeys.all }),
  });
}

export function useRemoveStaffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(staff.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clinicStaffKeys.all }),
  });
}
