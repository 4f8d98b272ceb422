import { useState } from 'react';
import type { TBillingOverview } from '#common/contracts/billing.ts';
import { type BillingInterval, formatCents, PRICES, priceLine } from '#common/plans.ts';
import { type PlanChangeInput, usePlanChangeMutation } from '#web/api/billing.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { formatDate } from '#web/lib/format-date.ts';

const SUCCESS: Record<PlanChangeInput['kind'], { title: string; description: string }> = {
  cancel: { title: 'Plan cancelled', description: 'Plus stays until the end of the period you paid for.' },
  resume: { title: 'Plan resumed', description: 'Your Plus plan will renew as before.' },
  switch: { title: 'Billing changed', description: 'The new interval starts at your next renewal.' },
};

type Confirming = 'cancel' | 'switch' | null;

/** Cancel and switch monthly/yearly (each after a confirmation that says what happens), and resume. */
export function PlanActions({ overview }: { overview: TBillingOverview }) {
  const change = usePlanChangeMutation();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const sub = overview.subscription;
  if (!overview.isPlus || !sub) return null;

  const run = (input: PlanChangeInput) =>
    change.mutate(input, {
      onSuccess: () => {
        setConfirming(null);
        toast({ ...SUCCESS[input.kind], variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Could not change your plan',
          description: isApiError(error) && error.userMessage ? error.userMessage : 'Please try again.',
          variant: 'error',
        }),
    });

  if (sub.cancelAtPeriodEnd) {
    return (
      <Button onClick={() => run({ kind: 'resume' })} disabled={change.isPending}>
        {change.isPending ? 'Resuming...' : 'Resume Plus'}
      </Button>
    );
  }
  const nextInterval = sub.pendingInterval ?? sub.interval;
  const other: BillingInterval = nextInterval === 'monthly' ? 'yearly' : 'monthly';
  if (confirming === 'cancel') {
    return (
      <ConfirmPanel
        label="Confirm cancellation"
        confirmLabel={change.isPending ? 'Cancelling...' : 'Yes, cancel Plus'}
        keepLabel="Keep Plus"
        isPending={change.isPending}
        onConfirm={() => run({ kind: 'cancel' })}
        onKeep={() => setConfirming(null)}
      >
        Cancel Plus? You keep Plus until the end of the period you paid for and are not charged again. You can
        resume before then.
      </ConfirmPanel>
    );
  }
  if (confirming === 'switch') {
    const price = PRICES[other];
    const amount = formatCents(price.cents);
    const renewal = sub.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : 'your next renewal';
    return (
      <ConfirmPanel
        label="Confirm the billing change"
        confirmLabel={
          change.isPending ? 'Switching...' : `Yes, switch to ${other} (${amount} per ${price.per})`
        }
        keepLabel={`Keep ${nextInterval} billing`}
        isPending={change.isPending}
        onConfirm={() => run({ kind: 'switch', interval: other, confirmedAmountCents: price.cents })}
        onKeep={() => setConfirming(null)}
      >
        Switch to {other} billing? From your renewal on {renewal} you pay{' '}
        <strong data-testid="switch-amount">{amount}</strong> per {price.per}, charged to your card on that
        day and every {price.per} after. Nothing is charged today, and Plus continues without a break.
      </ConfirmPanel>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setConfirming('switch')} disabled={change.isPending}>
        Switch to {other} ({priceLine(other)})
      </Button>
      <Button variant="ghost" onClick={() => setConfirming('cancel')} disabled={change.isPending}>
        Cancel plan
      </Button>
    </div>
  );
}

function ConfirmPanel({
  label,
  confirmLabel,
  keepLabel,
  isPending,
  onConfirm,
  onKeep,
  children,
}: {
  label: string;
  confirmLabel: string;
  keepLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={label} className="grid gap-3 rounded-xl border border-line bg-sand/50 p-4">
      <p className="text-sm">{children}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="accent" onClick={onConfirm} disabled={isPending}>
          {confirmLabel}
        </Button>
        <Button variant="outline" onClick={onKeep} disabled={isPending}>
          {keepLabel}
        </Button>
      </div>
    </section>
  );
}
