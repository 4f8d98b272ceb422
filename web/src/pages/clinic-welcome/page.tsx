import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CLINIC_INVITE_TTL_DAYS } from '#common/contracts/clinic-staff.ts';
import { clinicInviteStateQuery } from '#web/api/clinic-staff.queries.ts';
import { AuthCard } from '#web/components/auth/auth-card.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AskForNewInvite } from './ask-for-new-invite.tsx';
import { WelcomeForm } from './welcome-form.tsx';

const SET_UP = {
  title: 'Set up your clinic account',
  subtitle: `Choose your password to see your clinic's referrals. The invite link works once, for ${CLINIC_INVITE_TTL_DAYS} days.`,
};
const USED_UP = {
  title: 'This invite link no longer works',
  subtitle: 'If you already set up your account with it, log in below.',
};

/**
 * Whether the link can still set up an account, as the page opened. Kept from the first answer: this
 * page's own use of the link clears the cache on its way to the clinic, and must not read as "used".
 * A check that fails shows the form, whose answer then says what is wrong.
 */
function useInviteUsable(token: string): boolean | undefined {
  const state = useQuery({ ...clinicInviteStateQuery(token), enabled: token !== '' });
  const [usable, setUsable] = useState<boolean>();
  const answer = state.data?.usable ?? (state.isError ? true : undefined);
  if (usable === undefined && answer !== undefined) setUsable(answer);
  return usable ?? answer;
}

/**
 * /clinic/welcome?token=…: the page a clinic invite links to (docs/product-rules.md#clinic-accounts).
 * A used or expired link says so at once, instead of after the form is filled in.
 */
export function ClinicWelcomePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const usable = useInviteUsable(token);
  const words = usable === false ? USED_UP : SET_UP;

  return (
    <AuthCard
      {...words}
      footer={
        <>
          Already set up?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Log in
          </Link>
        </>
      }
    >
      <PageTitle title="Clinic Welcome" />
      {!token ? (
        <div className="grid gap-4">
          <FormMessage>This link is incomplete. Open the link from the invite email again.</FormMessage>
          <AskForNewInvite />
        </div>
      ) : usable === undefined ? (
        <div className="flex justify-center py-6">
          <Spinner label="Checking your invite link…" />
        </div>
      ) : usable ? (
        <WelcomeForm token={token} />
      ) : (
        <div className="grid gap-4">
          <FormMessage>This invite link has expired or was already used.</FormMessage>
          <AskForNewInvite />
        </div>
      )}
    </AuthCard>
  );
}
