import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubscriptionSuccessRequest, TTestCardRequest } from '#common/contracts/billing.ts';
import type { BillingInterval } from '#common/plans.ts';
import { callEndpoint } from './call-endpoint.ts';
import { billingEndpoints as billing } from './endpoints/billing.gen.ts';
import { authKeys, billingKeys, meKeys } from './query-keys.ts';

export function billingOverviewQuery() {
  return queryOptions({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => callEndpoint(billing.overview, { signal }),
  });
}

export function receiptQuery(paymentId: string) {
  return queryOptions({
    queryKey: billingKeys.receipt(paymentId),
    queryFn: ({ signal }) => callEndpoint(billing.receipt, { params: { id: paymentId }, signal }),
  });
}

/**
 * The subscription awaiting its first payment, for either provider. The server returns the same one
 * to every call (get-or-create), so loading it as a query is safe; it is never reused from an old visit.
 */
export function subscriptionSetupQuery(interval: BillingInterval) {
  return queryOptions({
    queryKey: billingKeys.setup(interval),
    queryFn: () => callEndpoint(billing.setup, { body: { interval } }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function confirmTestCard(input: TTestCardRequest) {
  return callEndpoint(billing.confirmTestCard, { body: input });
}

export function getTestCardPayment(paymentIntentId: string) {
  return callEndpoint(billing.testCardPayment, { params: { paymentIntentId } });
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
    mutationFn: (input: TSubscriptionSuccessRequest) => callEndpoint(billing.paymentSuccess, { body: input }),
    onSuccess: refresh,
  });
}

export function useActivateSubscriptionMutation() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: () => callEndpoint(billing.activate),
    onSuccess: refresh,
  });
}

export type PlanChangeInput =
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'switch'; interval: BillingInterval; confirmedAmountCents: number };

function changePlan(change: PlanChangeInput) {
  switch (change.kind) {
    case 'cancel':
      return callEndpoint(billing.cancel);
    case 'resume':
      return callEndpoint(billing.resume);
    case 'switch':
      return callEndpoint(billing.switchInterval, {
        body: { interval: change.interval, confirmedAmountCents: change.confirmedAmountCents },
      });
  }
}

export function usePlanChangeMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: changePlan,
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
    mutationFn: () => callEndpoint(billing.guaranteeRefund),
    onSuccess: async (overview) => {
      queryClient.setQueryData(billingKeys.overview(), overview);
      await refresh();
    },
  });
}
