import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { cardLabel } from '#common/card-label.ts';
import type { TBillingOverview } from '#common/contracts/billing.ts';
import { formatCents, MONEY_BACK_DAYS } from '#common/plans.ts';
import { useGuaranteeRefundMutation } from '#web/api/billing.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { formatDate } from '#web/lib/format-date.ts';

/**
 * The 30-day money-back guarantee, self-serve (docs/product-rules.md#billing): within 30 days of
 * their first payment a member asks here and the refund is made at once; once per member.
 */
export function GuaranteeCard({ overview }: { overview: TBillingOverview }) {
  const refund = useGuaranteeRefundMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  const { guarantee } = overview;
  const payment = overview.receipts.find((receipt) => receipt.id === guarantee.paymentId);
  const amount = guarantee.amountCents === null ? '' : formatCents(guarantee.amountCents, payment?.currency);
  // A renewal inside the 30 days pays for time Plus will not run, so it comes back with the first payment.
  const totalCents = guarantee.totalRefundCents ?? guarantee.amountCents;
  const total = totalCents === null ? '' : formatCents(totalCents, payment?.currency);
  const laterCents =
    totalCents !== null && guarantee.amountCents !== null ? totalCents - guarantee.amountCents : 0;

  const ask = () =>
    refund.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({
          title: 'Refund issued',
          description: `We refunded ${total}. Plus has ended, and the confirmation is on its way to your inbox.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'No refund was made',
          description: isApiError(error) && error.userMessage ? error.userMessage : 'Please try again.',
          variant: 'error',
        }),
    });

  let body: React.ReactNode;
  if (guarantee.state === 'available' && payment && guarantee.endsAt) {
    body = isConfirming ? (
      <section
        aria-label="Confirm the refund"
        className="grid gap-3 rounded-xl border border-line bg-sand/50 p-4"
      >
        <p className="text-sm">
          Refund <strong>{total}</strong> to{' '}
          {cardLabel({ brand: payment.cardBrand, last4: payment.cardLast4 })} and end Plus now? The guarantee
          can be used once.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="accent" onClick={ask} disabled={refund.isPending}>
            {refund.isPending ? 'Refunding...' : `Yes, refund ${total}`}
          </Button>
          <Button variant="outline" onClick={() => setIsConfirming(false)} disabled={refund.isPending}>
            Keep Plus
          </Button>
        </div>
      </section>
    ) : (
      <>
        <p className="text-sm">
          You can have your first payment ({amount}, paid {formatDate(payment.paidAt)}) back in full until{' '}
          {formatDate(guarantee.endsAt)}. The refund is made at once and Plus ends with it
          {laterCents > 0
            ? `, so the ${formatCents(laterCents, payment.currency)} charged since for time after now is refunded too (${total} in all).`
            : '.'}
        </p>
        <div>
          <Button variant="outline" onClick={() => setIsConfirming(true)}>
            Refund my first payment
          </Button>
        </div>
      </>
    );
  } else if (guarantee.state === 'used' && guarantee.usedAt) {
    body = <p className="text-sm">You used the money-back guarantee on {formatDate(guarantee.usedAt)}.</p>;
  } else if (guarantee.state === 'expired' && guarantee.endsAt) {
    body = (
      <p className="text-sm text-muted-ink">
        The guarantee on your first payment ended on {formatDate(guarantee.endsAt)}.
      </p>
    );
  } else if (guarantee.state === 'refunded') {
    body = <p className="text-sm text-muted-ink">Your first payment was refunded already.</p>;
  } else {
    body = (
      <p className="text-sm text-muted-ink">
        After your first payment you can have it back in full within {MONEY_BACK_DAYS} days, here on this
        page.
      </p>
    );
  }
  return (
    <Card role="region" aria-labelledby="guarantee-title">
      <CardHeader>
        <CardTitle id="guarantee-title" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-healthy" />
          {MONEY_BACK_DAYS}-day money-back guarantee
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">{body}</CardContent>
    </Card>
  );
}
