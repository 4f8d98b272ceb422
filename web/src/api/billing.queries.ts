import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TActivateResponse,
  TBillingOverview,
  TCardConfirmation,
  TPlanResult,
  TReceiptDocument,
  TSubscriptionSetup,
  TSubscriptionSuccessRequest,
  TTestCardRequest,
} from '#common/contracts/billing.ts';
import type { BillingInterval } from '#common/plans.ts';
import { apiRequest } from './client.ts';
import { authKeys, billingKeys, meKeys } from './query-keys.ts';

export function billingOverviewQuery() {
  return queryOptions({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => apiRequest<TBillingOverview>('/api/billing', { signal }),
  });
}

export function receiptQuery(paymentId: string) {
  return queryOptions({
    queryKey: billingKeys.receipt(paymentId),
    queryFn: ({ signal }) =>
      apiRequest<TReceiptDocument>(`/api/billing/receipts/${encodeURIComponent(paymentId)}`, { signal }),
  });
}

/**
 * The subscription awaiting its first payment, for either provider. The server returns the same one
 * to every call (get-or-create), so loading it as a query is safe; it is never reused from an old visit.
 */
export function subscriptionSetupQuery(interval: BillingInterval) {
  return queryOptions({
    queryKey: billingKeys.setup(interval),
    queryFn: () =>
      apiRequest<TSubscriptionSetup>('/api/billing/subscription', { method: 'POST', body: { interval } }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function confirmTestCard(input: TTestCardRequest): Promise<TCardConfirmation> {
  return apiRequest<TCardConfirmation>('/api/billing/test-card/confirm', { method: 'POST', body: input });
}

export function getTestCardPayment(paymentIntentId: string): Promise<TCardConfirmation> {
  return apiRequest<TCardConfirmation>(`/api/billing/test-card/${encodeURIComponent(paymentIntentId)}`);
}

/** After any plan change, the user (nav badge, quota) and the billing page are read again. */
function useRefreshPlan() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.all });
    await queryClient.invalidateQueries({ queryKey: billingKeys.overview() });
    await queryClient.invalidateQueries({ queryKey: meKeys.all });
  };
}

export function useSubscriptionSuccessMutation() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (input: TSubscriptionSuccessRequest) =>
      apiRequest<TPlanResult>('/api/billing/payment-success', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useActivateSubscriptionMutation() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: () => apiRequest<TActivateResponse>('/api/billing/activate', { method: 'POST' }),
    onSuccess: refresh,
  });
}

export type PlanChangeInput =
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'switch'; interval: BillingInterval; confirmedAmountCents: number };

export function usePlanChangeMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (change: PlanChangeInput) =>
      apiRequest<TBillingOverview>(`/api/billing/${change.kind}`, {
        method: 'POST',
        ...(change.kind === 'switch'
          ? { body: { interval: change.interval, confirmedAmountCents: change.confirmedAmountCents } }
          : {}),
      }),
    onSuccess: async (overview) => {
      queryClient.setQueryData(billingKeys.overview(), overview);
      await refresh();
    },
  });
}

/** The 30-day money-back guarantee, self-serve: the first payment back at once, and Plus ends. */
export function useGuaranteeRefundMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: () => apiRequest<TBillingOverview>('/api/billing/guarantee-refund', { method: 'POST' }),
    onSuccess: async (overview) => {
      queryClient.setQueryData(billingKeys.overview(), overview);
      await refresh();
    },
  });
}
