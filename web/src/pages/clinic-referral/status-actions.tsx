import { useRef, useState } from 'react';
import type { TClinicMove, TClinicReferralDetail } from '#common/contracts/clinic-referrals.ts';
import { isApiError } from '#web/api/client.ts';
import { useClinicStatusMutation } from '#web/api/clinic-referrals.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { DeclineDialog } from './decline-dialog.tsx';

const ACTION: Record<Exclude<TClinicMove, 'declined'>, { label: string; done: string }> = {
  contacted: { label: 'Mark contacted', done: 'Marked contacted' },
  booked: { label: 'Mark booked', done: 'Visit booked' },
  completed: { label: 'Mark completed', done: 'Referral completed' },
};

const FINAL_WORDS: Partial<Record<TClinicReferralDetail['status'], string>> = {
  completed: 'This referral is completed. Thank you for seeing this pet.',
  declined: 'Your clinic declined this referral; PawSmile will find the owner another clinic.',
  cancelled: 'PawSmile closed this referral.',
};

/** The clinic's next moves; the owner is mailed each one (docs/product-rules.md#referral-inbox). */
export function StatusActions({ referral }: { referral: TClinicReferralDetail }) {
  const move = useClinicStatusMutation();
  const [isDeclining, setDeclining] = useState(false);
  // The button pressed is gone once the step is saved: focus moves to this section's heading instead.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());
  /**
   * Moves the referral from the status this page shows. Resolves true when the step is over: saved,
   * or refused because a colleague moved the referral first (409), which the toast says in words
   * while the page reloads the referral as it is now; false when it can be tried again.
   */
  const apply = (status: TClinicMove, reason?: string) =>
    move.mutateAsync({ id: referral.id, status, fromStatus: referral.status, reason }).then(
      () => {
        toast({
          title: status === 'declined' ? 'Referral declined' : ACTION[status].done,
          variant: 'success',
        });
        if (status !== 'declined') focusHeading();
        return true;
      },
      (error: unknown) => {
        const isChanged = isApiError(error) && error.status === 409;
        toast({
          title: isChanged ? 'Someone else changed this referral' : 'Not saved',
          description: isApiError(error) ? error.userMessage : 'Please try again.',
          variant: 'error',
        });
        if (isChanged && status !== 'declined') focusHeading();
        return isChanged;
      },
    );
  const moves = referral.nextStatuses;
  return (
    <Card role="region" aria-labelledby="referral-actions-title" className="grid gap-3 p-5">
      <h2
        id="referral-actions-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold outline-none"
      >
        Next step
      </h2>
      {moves.length === 0 ? (
        <p className="text-sm text-muted-ink">{FINAL_WORDS[referral.status] ?? 'Nothing to do here.'}</p>
      ) : (
        <>
          <p className="text-sm text-muted-ink">We e-mail the owner each step you record.</p>
          <div className="flex flex-wrap gap-2">
            {moves.map((status) =>
              status === 'declined' ? (
                <Button
                  key={status}
                  variant="outline"
                  disabled={move.isPending}
                  onClick={() => setDeclining(true)}
                >
                  Decline…
                </Button>
              ) : (
                <Button
                  key={status}
                  variant={status === moves[0] ? 'primary' : 'subtle'}
                  disabled={move.isPending}
                  onClick={() => void apply(status)}
                >
                  {ACTION[status].label}
                </Button>
              ),
            )}
          </div>
        </>
      )}
      <DeclineDialog
        open={isDeclining}
        onOpenChange={setDeclining}
        isPending={move.isPending}
        onDecline={async (reason) => {
          if (!(await apply('declined', reason))) return false;
          setDeclining(false);
          return true;
        }}
        onDeclined={focusHeading}
      />
    </Card>
  );
}
