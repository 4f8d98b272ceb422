import { SUPPORT_EMAIL } from '#common/brand.ts';

/** Where a new link comes from, under any message that this one does not work. */
export function AskForNewInvite() {
  return (
    <p className="text-sm text-muted-ink">
      Ask a colleague at your clinic to invite you again from their Team page, or write to{' '}
      <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
        {SUPPORT_EMAIL}
      </a>{' '}
      for a new invite.
    </p>
  );
}
