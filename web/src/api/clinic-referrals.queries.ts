import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClinicReferralListQuery, TClinicStatusChange } from '#common/contracts/clinic-referrals.ts';
import { callEndpoint } from './call-endpoint.ts';
import { clinicReferralEndpoints as inbox } from './endpoints/clinic-referrals.gen.ts';
import { clinicReferralKeys } from './query-keys.ts';

export const CLINIC_INBOX_PAGE_SIZE = 20;

/** A status the inbox filters by: any but pending (a pending referral is not routed to a clinic). */
export type ClinicInboxStatus = NonNullable<TClinicReferralListQuery['status']>;

export const clinicInboxQuery = (page: number, status: ClinicInboxStatus | null) =>
  queryOptions({
    queryKey: clinicReferralKeys.list(page, status),
    queryFn: ({ signal }) =>
      callEndpoint(inbox.list, {
        query: { page, limit: CLINIC_INBOX_PAGE_SIZE, status: status ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const clinicReferralQuery = (id: string) =>
  queryOptions({
    queryKey: clinicReferralKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(inbox.get, { params: { id }, signal }),
  });

/** Sends the status the page shows (`fromStatus`); the answer is the referral as it is now. */
export function useClinicStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: TClinicStatusChange & { id: string }) =>
      callEndpoint(inbox.changeStatus, {
        params: { id },
        body: { ...change, reason: change.reason || null },
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(clinicReferralKeys.detail(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: [...clinicReferralKeys.all, 'list'] });
    },
    // A colleague may have moved it first (409): show the referral, and the inbox, as they are now.
    onError: () => queryClient.invalidateQueries({ queryKey: clinicReferralKeys.all }),
  });
}
