import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TSubscriptionSuccessRequest } from '#common/contracts/billing.ts';
import { useSubscriptionSuccessMutation } from '#web/api/billing.queries.ts';
import { dismissToast } from '#web/hooks/use-toast.ts';
import { toastPaymentProcessing, toastPaymentSuccessful } from './payment-toasts.ts';

/** After a successful payment the app goes home after this long (docs/product-rules.md#billing). */
export const REDIRECT_AFTER_PAYMENT_MS = 2_000;

/**
 * Where a paid card stands: the server is confirming it, or it confirmed Plus. The checkout page
 * shows either in place of the form, so the screen is never empty while the session turns into Plus
 * (a phone once showed only the footer for 1.5 s).
 */
export type TPaymentStage = 'confirming' | 'done' | null;

/**
 * The end of the payment flow: tell the server (which re-reads the provider), then the success
 * toast and a redirect home after 2 s. If the server does not see the payment yet, the user is
 * told it is processing and can use "Activate My Subscription".
 */
export function useFinishPayment(options: { onPlus?: () => void } = {}) {
  const success = useSubscriptionSuccessMutation();
  const navigate = useNavigate();
  const [stage, setStage] = useState<TPaymentStage>(null);

  async function finish(body: TSubscriptionSuccessRequest): Promise<void> {
    setStage('confirming');
    try {
      const result = await success.mutateAsync(body);
      if (!result.isPlus) {
        setStage(null);
        toastPaymentProcessing();
        return;
      }
      setStage('done');
      if (options.onPlus) {
        options.onPlus();
        return;
      }
      const toastId = toastPaymentSuccessful();
      setTimeout(() => {
        // "Redirecting..." is about this page: it must not stay up on the page it led to.
        dismissToast(toastId);
        navigate('/');
      }, REDIRECT_AFTER_PAYMENT_MS);
    } catch {
      setStage(null);
      toastPaymentProcessing();
    }
  }

  return { finish, stage, isDone: stage === 'done' };
}
