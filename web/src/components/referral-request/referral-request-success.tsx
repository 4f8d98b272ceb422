import { CircleCheck } from 'lucide-react';
import type { TReferralRequestReceipt } from '#common/contracts/waitlist.ts';

/**
 * Shown in place of the form once the entry exists; it repeats what happens next, mail included: only
 * the day's first request from a mailbox is confirmed by mail (docs/product-rules.md#vet-referral-requests).
 */
export function ReferralRequestSuccess({ entry }: { entry: TReferralRequestReceipt }) {
  const email = <strong className="wrap-anywhere">{entry.email}</strong>;
  const contact = `we’ll contact you about a partner veterinary practice near ${entry.location}.`;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-2xl border border-healthy/30 bg-healthy-soft p-5 text-ink"
    >
      <p className="flex items-center gap-2 font-display text-lg font-bold text-healthy">
        <CircleCheck aria-hidden="true" className="size-5" />
        {entry.confirmationMail === 'existing-request'
          ? 'You already asked about this scan'
          : 'Vet referral requested!'}
      </p>
      <p className="text-sm">
        {entry.confirmationMail === 'queued' ? (
          <>
            We’ll email a confirmation to {email} and {contact}
          </>
        ) : null}
        {entry.confirmationMail === 'sent-earlier-today' ? (
          <>
            We’ve added this request. {email} already had our confirmation email today, so no second one will
            come; {contact}
          </>
        ) : null}
        {entry.confirmationMail === 'existing-request' ? (
          <>
            Your earlier request is still open, so nothing new was sent to {email}; {contact}
          </>
        ) : null}
      </p>
    </div>
  );
}
