import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// 'pure': Stripe.js loads when a Stripe card form first asks for it, not when this module is imported.
// The checkout imports this module with either provider, and the plain entry point injects Stripe.js
// on import: with the built-in test provider the CSP (server/plugins/security.ts) then blocked it and
// logged two console errors on /subscribe.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure/index.js';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { toastPaymentError, toastPaymentFailed, toastPaymentProcessing } from './payment-toasts.ts';

/** One Stripe.js load per publishable key for the whole visit. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  subscriptionId: string;
  onPaid: (subscriptionId: string) => Promise<void>;
}

/** Stripe Elements' card field; Stripe confirms the payment (and any 3-D Secure step) in the browser. */
export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ clientSecret, subscriptionId, onPaid }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setIsBusy(true);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) {
        toastPaymentFailed(result.error.message);
        return;
      }
      if (result.paymentIntent?.status === 'processing') toastPaymentProcessing();
      // Whatever the browser saw, the server asks Stripe before granting Plus.
      await onPaid(subscriptionId);
    } catch {
      toastPaymentError();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-busy={isBusy}>
      <div className="rounded-xl border border-field-line bg-white px-3.5 py-3.5">
        <CardElement options={{ hidePostalCode: false, style: { base: { fontSize: '16px' } } }} />
      </div>
      <Button type="submit" variant="accent" size="lg" disabled={isBusy || !stripe}>
        {isBusy ? 'Processing...' : 'Subscribe to Plus'}
      </Button>
    </form>
  );
}
