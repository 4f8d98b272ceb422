import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReferralCandidates, TReferralDetail, TReferralStatus } from '#common/contracts/referrals.ts';
import type { TReferralList, TWaitlistList } from '#common/contracts/waitlist.ts';
import { callEndpoint } from './call-endpoint.ts';
import { apiRequest } from './client.ts';
import { adminEndpoints as admin } from './endpoints/admin.gen.ts';
import { billingEndpoints as billing } from './endpoints/billing.gen.ts';
import { adminKeys } from './query-keys.ts';

const get =
  <T>(path: string) =>
  ({ signal }: { signal: AbortSignal }) =>
    apiRequest<T>(path, { signal });

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => callEndpoint(admin.stats, { signal }),
  });

export const recentReferralsQuery = () =>
  queryOptions({
    queryKey: adminKeys.referrals(),
    queryFn: get<TReferralList>('/api/admin/referrals?limit=10'),
  });

export const waitlistQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.waitlist(page),
    queryFn: get<TWaitlistList>(`/api/admin/referrals/entries?page=${page}&limit=20`),
    placeholderData: keepPreviousData,
  });

export const referralQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.referral(id),
    queryFn: get<TReferralDetail>(`/api/admin/referrals/${encodeURIComponent(id)}`),
  });

export const candidatesQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.candidates(id),
    queryFn: get<TReferralCandidates>(`/api/admin/referrals/${encodeURIComponent(id)}/candidates`),
  });

export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => callEndpoint(admin.auditLog, { query: { page, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

export const analyticsQuery = (days: number) =>
  queryOptions({
    queryKey: adminKeys.analytics(days),
    queryFn: ({ signal }) => callEndpoint(admin.analytics, { query: { days }, signal }),
  });

export const revenueQuery = () =>
  queryOptions({
    queryKey: adminKeys.revenue(),
    queryFn: ({ signal }) => callEndpoint(admin.revenue, { signal }),
  });

function useReferralMutation<TInput>(request: (input: TInput) => Promise<TReferralDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.referral(detail.entry.id), detail);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useRouteReferralMutation() {
  return useReferralMutation(({ id, partnerId }: { id: string; partnerId: string }) =>
    apiRequest<TReferralDetail>(`/api/admin/referrals/${encodeURIComponent(id)}/route`, {
      method: 'POST',
      body: { partnerId },
    }),
  );
}

export function useReferralStatusMutation() {
  return useReferralMutation(
    ({
      id,
      status,
      fromStatus,
      note,
    }: {
      id: string;
      status: TReferralStatus;
      fromStatus: TReferralStatus;
      note?: string;
    }) =>
      apiRequest<TReferralDetail>(`/api/admin/referrals/${encodeURIComponent(id)}/status`, {
        method: 'POST',
        body: { status, fromStatus, note: note || null },
      }),
  );
}

export const paymentsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.payments(page),
    queryFn: ({ signal }) => callEndpoint(admin.payments, { query: { page, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** The billing API's admin refund: the 30-day money-back refund. */
export function useRefundPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => callEndpoint(billing.refund, { params: { id: paymentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
