import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReferralDetail, TReferralStatus } from '#common/contracts/referrals.ts';
import { callEndpoint } from './call-endpoint.ts';
import { adminEndpoints as admin } from './endpoints/admin.gen.ts';
import { billingEndpoints as billing } from './endpoints/billing.gen.ts';
import { referralEndpoints as referrals } from './endpoints/referrals.gen.ts';
import { adminKeys } from './query-keys.ts';

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => callEndpoint(admin.stats, { signal }),
  });

export const recentReferralsQuery = () =>
  queryOptions({
    queryKey: adminKeys.referrals(),
    queryFn: ({ signal }) => callEndpoint(referrals.list, { query: { page: 1, limit: 10 }, signal }),
  });

export const referralEntriesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.referralEntries(page),
    queryFn: ({ signal }) => callEndpoint(referrals.entries, { query: { page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const referralQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.referral(id),
    queryFn: ({ signal }) => callEndpoint(referrals.get, { params: { id }, signal }),
  });

export const candidatesQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.candidates(id),
    queryFn: ({ signal }) => callEndpoint(referrals.candidates, { params: { id }, signal }),
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
    callEndpoint(referrals.route, { params: { id }, body: { partnerId } }),
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
      callEndpoint(referrals.changeStatus, {
        params: { id },
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
