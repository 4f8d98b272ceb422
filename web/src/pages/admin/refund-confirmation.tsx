import { useEffect, useRef } from 'react';
import type { TAdminPayment } from '#common/contracts/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { dollars } from './money.ts';

/**
 * Asked before an admin refund, naming what it does: the whole amount goes back, and the plan that
 * payment paid for ends now, later charges of it refunded too (docs/product-rules.md#billing).
 */
export function RefundConfirmation({
  payment,
  isRefunding,
  onKeep,
  onRefund,
}: {
  payment: TAdminPayment;
  isRefunding: boolean;
  onKeep: () => void;
  onRefund: () => void;
}) {
  const amount = dollars(payment.amountCents);
  const keep = useRef<HTMLButtonElement>(null);
  // The Refund button that opened this is gone: focus the safe answer, which also brings the
  // question into view at the foot of a phone's dialog.
  useEffect(() => keep.current?.focus(), []);
  return (
    <section aria-label="Confirm the refund" className="grid w-full gap-2 rounded-xl bg-sand p-3 text-sm">
      <p className="font-semibold">
        Refund {amount} to{' '}
        {payment.userEmail ? <EmailAddress email={payment.userEmail} /> : 'a deleted account'}?
      </p>
      <p className="text-muted-ink">
        Their Plus ends now, and any later charge of the same plan is refunded with it. The owner is mailed.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={keep} size="sm" variant="outline" onClick={onKeep}>
          Keep the payment
        </Button>
        <Button size="sm" variant="accent" disabled={isRefunding} onClick={onRefund}>
          Yes, refund {amount}
        </Button>
      </div>
    </section>
  );
}
