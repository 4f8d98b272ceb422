import { Link } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { isPlusStatus, PLANS } from '#common/plans.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ChangeEmailCard } from './change-email-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { EditNameCard } from './edit-name-card.tsx';
import { ResearchConsentCard } from './research-consent-card.tsx';
import { SignOutEverywhereCard } from './sign-out-everywhere-card.tsx';

/**
 * /account: who is signed in and their plan; name, e-mail, password and
 * sessions; the way to erase everything. A trial account has no e-mail or
 * password yet, so it gets no cards that need them (signing out would lose it).
 */
export function AccountPage({ user }: { user: TUser }) {
  const plan = isPlusStatus(user.subscriptionStatus) ? PLANS.plus : PLANS.starter;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Account" />
      <h1 className="text-4xl font-extrabold">Your account</h1>
      <Card role="region" aria-labelledby="profile-card-title">
        <CardHeader>
          <CardTitle id="profile-card-title">Profile</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[8rem_1fr] gap-y-3 text-sm">
            <dt className="font-semibold text-muted-ink">Name</dt>
            <dd>{name || 'Not given yet'}</dd>
            <dt className="font-semibold text-muted-ink">Email</dt>
            <dd className="break-all">{user.email ?? 'Trial account: no email yet'}</dd>
            <dt className="font-semibold text-muted-ink">Plan</dt>
            <dd>
              {plan.name}{' '}
              {user.isTrial ? null : (
                <Link to="/account/billing" className="font-semibold text-brand-700 underline">
                  {plan.id === 'starter' ? 'Upgrade or see billing' : 'Manage billing'}
                </Link>
              )}
            </dd>
          </dl>
          {user.isTrial ? (
            <Button asChild className="mt-5">
              <Link to="/signup">Add an email and password</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <EditNameCard user={user} />
      <Card role="region" aria-labelledby="reminders-card-title">
        <CardHeader>
          <CardTitle id="reminders-card-title">Reminders</CardTitle>
          <CardDescription>
            Mails when it is time for a new dental photo of each pet, and a weekly brushing nudge. Off until
            you turn them on.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/account/reminders">Set reminders</Link>
          </Button>
        </CardContent>
      </Card>
      <ResearchConsentCard />
      {user.isTrial ? null : (
        <>
          <ChangeEmailCard />
          <ChangePasswordCard />
          <SignOutEverywhereCard />
        </>
      )}
      <DeleteAccountCard user={user} />
    </div>
  );
}
