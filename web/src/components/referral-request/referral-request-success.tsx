import { CircleCheck } from 'lucide-react';
import type { TWaitlistEntry } from '#common/contracts/waitlist.ts';

/** Shown in place of the form once the entry exists; it repeats what happens next. */
export function ReferralRequestSuccess({ entry }: { entry: TWaitlistEntry }) {
  return (
    <div
      role="status"
      className="grid gap-2 rounded-2xl border border-healthy/30 bg-healthy-soft p-5 text-ink"
    >
      <p className="flex items-center gap-2 font-display text-lg font-bold text-healthy">
        <CircleCheck aria-hidden="true" className="size-5" />
        Vet referral requested!
      </p>
      <p className="text-sm">
        We’ll email a confirmation to <strong className="wrap-anywhere">{entry.email}</strong> and contact you
        about a partner veterinary practice near {entry.location}.
      </p>
    </div>
  );
}
