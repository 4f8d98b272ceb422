import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TSubscriptionSuccessRequest } from '#common/contracts/billing.ts';
import { useSubscriptionSuccessMutation } from '#web/api/billing.queries.ts';
import { toastPaymentProcessing, toastPaymentSuccessful } from './payment-toasts.ts';

/** After a successful payment the app goes home after this long (docs/product-rules.md#billing). */
export const REDIRECT_AFTER_PAYMENT_MS = 2_000;

/**
 * The end of the payment flow: tell the server (which re-reads the provider), then the success
 * toast and a redirect home after 2 s. If the server does not see the payment yet, the user is
 * told it is processing and can use "Activate My Subscription".
 */
export function useFinishPayment(options: { onPlus?: () => void } = {}) {
  const success = useSubscriptionSuccessMutation();
  const navigate = useNavigate();
  const [isDone, setIsDone] = useState(false);

  async function finish(body: TSubscriptionSuccessRequest): Promise<void> {
    try {
      const result = await success.mutateAsync(body);
      if (!result.isPlus) {
        toastPaymentProcessing();
        return;
      }
      setIsDone(true);
      if (options.onPlus) {
        options.onPlus();
        return;
      }
      toastPaymentSuccessful();
      setTimeout(() => navigate('/'), REDIRECT_AFTER_PAYMENT_MS);
    } catch {
      toastPaymentProcessing();
    }
  }

  return { finish, isDone };
}
