import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TClinicReferralDetail,
  TClinicReferralList,
  TClinicStatusChange,
} from '#common/contracts/clinic-referrals.ts';
import type { TReferralStatus } from '#common/contracts/referrals.ts';
import { apiRequest } from './client.ts';
import { clinicReferralKeys } from './query-keys.ts';

export const CLINIC_INBOX_PAGE_SIZE = 20;

export const clinicInboxQuery = (page: number, status: TReferralStatus | null) =>
  queryOptions({
    queryKey: clinicReferralKeys.list(page, status),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(CLINIC_INBOX_PAGE_SIZE) });
      if (status) query.set('status', status);
      return apiRequest<TClinicReferralList>(`/api/clinic/referrals?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const clinicReferralQuery = (id: string) =>
  queryOptions({
    queryKey: clinicReferralKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<TClinicReferralDetail>(`/api/clinic/referrals/${encodeURIComponent(id)}`, { signal }),
  });

/**
 * POST /api/clinic/referrals/:id/status with the status the page shows (`fromStatus`); the answer is
 * the referral as it is now.
 */
export function useClinicStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: TClinicStatusChange & { id: string }) =>
      apiRequest<TClinicReferralDetail>(`/api/clinic/referrals/${encodeURIComponent(id)}/status`, {
        method: 'POST',
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
