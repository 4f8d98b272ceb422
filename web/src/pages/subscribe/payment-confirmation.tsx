import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { TPaymentStage } from '#web/components/billing/use-finish-payment.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/**
 * What the checkout shows once the card is paid, until the redirect home: the server confirming
 * it, then Plus. It replaces the whole checkout, which is shorter than the form was, so it takes
 * the keyboard (and with it the scroll) to its heading: a phone scrolled down to the card form
 * would otherwise look at the footer alone.
 */
export function PaymentConfirmation({ stage }: { stage: Exclude<TPaymentStage, null> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const isDone = stage === 'done';
  return (
    <Card className="mx-auto grid w-full max-w-xl justify-items-center gap-3 p-8 text-center">
      {isDone ? (
        <CircleCheck aria-hidden="true" className="size-10 text-healthy" />
      ) : (
        <Spinner label="Confirming your payment" className="[&_svg]:size-10" />
      )}
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold outline-none">
        {isDone ? 'Welcome to Plus' : 'Confirming your payment…'}
      </h1>
      <p role="status" className="text-muted-ink">
        {isDone
          ? 'Your payment went through. Taking you home…'
          : 'Your card was accepted; this takes a moment. Please keep this page open.'}
      </p>
    </Card>
  );
}
