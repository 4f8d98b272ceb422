import { useState } from 'react';
import type { TBillingOverview } from '#common/contracts/billing.ts';
import { type BillingInterval, priceLine } from '#common/plans.ts';
import { type PlanChangeInput, usePlanChangeMutation } from '#web/api/billing.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/hooks/use-toast.ts';

const SUCCESS: Record<PlanChangeInput['kind'], { title: string; description: string }> = {
  cancel: { title: 'Plan cancelled', description: 'Plus stays until the end of the period you paid for.' },
  resume: { title: 'Plan resumed', description: 'Your Plus plan will renew as before.' },
  switch: { title: 'Billing changed', description: 'The new interval starts at your next renewal.' },
};

/** Cancel (with one confirmation), resume, and switch monthly/yearly, all in-app. */
export function PlanActions({ overview }: { overview: TBillingOverview }) {
  const change = usePlanChangeMutation();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const sub = overview.subscription;
  if (!overview.isPlus || !sub) return null;

  const run = (input: PlanChangeInput) =>
    change.mutate(input, {
      onSuccess: () => {
        setIsConfirmingCancel(false);
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
  if (isConfirmingCancel) {
    return (
      <section
        aria-label="Confirm cancellation"
        className="grid gap-3 rounded-xl border border-line bg-sand/50 p-4"
      >
        <p className="text-sm">
          Cancel Plus? You keep Plus until the end of the period you paid for and are not charged again. You
          can resume before then.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="accent" onClick={() => run({ kind: 'cancel' })} disabled={change.isPending}>
            {change.isPending ? 'Cancelling...' : 'Yes, cancel Plus'}
          </Button>
          <Button variant="outline" onClick={() => setIsConfirmingCancel(false)} disabled={change.isPending}>
            Keep Plus
          </Button>
        </div>
      </section>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={() => run({ kind: 'switch', interval: other })}
        disabled={change.isPending}
      >
        Switch to {other} ({priceLine(other)})
      </Button>
      <Button variant="ghost" onClick={() => setIsConfirmingCancel(true)} disabled={change.isPending}>
        Cancel plan
      </Button>
    </div>
  );
}
