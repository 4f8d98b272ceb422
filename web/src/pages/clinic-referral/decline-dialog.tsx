import { type FormEvent, useId, useRef, useState } from 'react';
import { REASON_MAX } from '#common/contracts/clinic-referrals.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';

/** Same look as the shared Input, for a multi-line field. */
const TEXTAREA_CLASS =
  'min-h-24 w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 aria-invalid:border-urgent sm:text-sm';

/** Declining asks why: PawSmile's admins read the reason when they find the owner another clinic. */
export function DeclineDialog({
  open,
  onOpenChange,
  isPending,
  onDecline,
  onDeclined,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  /**
   * Resolves true once the dialog is done (the caller then closes it): the referral declined, or
   * found changed by a colleague meanwhile, so there is nothing left to decline here.
   */
  onDecline: (reason: string) => Promise<boolean>;
  /** Where focus goes once the dialog is done: the Decline button that opened it is gone by then. */
  onDeclined: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isDone = useRef(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError('Say why your clinic declines this referral.');
      return;
    }
    isDone.current = await onDecline(text);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!isDone.current) return;
          event.preventDefault();
          onDeclined();
        }}
        title="Decline this referral?"
        description="PawSmile will tell the owner it is finding another clinic. The owner does not see your reason."
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field
            id={id}
            label="Reason"
            hint={`For PawSmile’s team, at most ${REASON_MAX} characters`}
            error={error}
          >
            <textarea
              id={id}
              value={reason}
              maxLength={REASON_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescriptionId(id)}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              className={TEXTAREA_CLASS}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Keep it
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Declining…' : 'Decline referral'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
