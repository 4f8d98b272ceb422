import { KeyRound, Save, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { TScanResult } from '#common/contracts/scans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FREE_SCAN_USED_TEXT, KEEP_RESULT_TITLE, TRIAL_KEEP_TEXT } from './scan-copy.ts';

/**
 * Under a guest's result (and a trial account's): the result is reachable from this
 * browser for now, and an account keeps it for good. Signup moves the guest's scans
 * into the new account (a trial account is upgraded in place), so the promise holds.
 */
export function KeepResultNotice({ scan }: { scan: TScanResult }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || scan.status === 'unclear') return null;
  const isTrial = Boolean(user?.isTrial);
  if (!isTrial && (user || !scan.isGuestScan)) return null;
  return (
    <section
      aria-labelledby={`keep-result-${scan.id}`}
      className="grid gap-3 rounded-(--radius-card) border border-brand-200 bg-brand-50/60 p-5"
    >
      <h3 id={`keep-result-${scan.id}`} className="flex items-start gap-2 text-base font-bold">
        <Save aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {isTrial ? 'Add an e-mail and password to keep this result' : KEEP_RESULT_TITLE}
      </h3>
      <p className="text-sm text-ink">
        {isTrial
          ? `Your trial account has no e-mail or password yet, so signing out would lose it. ${TRIAL_KEEP_TEXT}`
          : `It is kept in this browser for now. ${FREE_SCAN_USED_TEXT}`}
      </p>
      <Button asChild className="h-auto min-h-11 w-fit whitespace-normal py-2">
        <Link to="/signup">
          {isTrial ? <KeyRound aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {isTrial ? 'Add e-mail and password' : 'Create a free account'}
        </Link>
      </Button>
    </section>
  );
}
