import { useQuery } from '@tanstack/react-query';
import { recentReferralsQuery } from '#web/api/admin.queries.ts';
import { Card } from '#web/components/ui/card.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { StatusBadge } from './status-badge.tsx';

/** The 10 most recent referrals. */
export function RecentReferrals() {
  const referrals = useQuery(recentReferralsQuery());
  return (
    <section aria-labelledby="recent-referrals-title" className="grid gap-3">
      <h2 id="recent-referrals-title" className="text-xl font-bold">
        Recent Referrals
      </h2>
      <Card className="p-2">
        {referrals.isPending ? <Spinner className="p-4" /> : null}
        {referrals.data?.items.length === 0 ? <p className="p-4 text-muted-ink">No referrals yet.</p> : null}
        <ul className="divide-y divide-line">
          {referrals.data?.items.map((referral) => (
            <li key={referral.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <EmailAddress email={referral.userEmail} className="font-semibold" />
                <span className="block text-muted-ink">
                  {referral.petName ?? 'Pet'} · <span className="capitalize">{referral.urgencyLevel}</span>{' '}
                  urgency · {formatDate(referral.createdAt)}
                  {referral.partnerName ? ` · ${referral.partnerName}` : ''}
                </span>
              </span>
              <StatusBadge status={referral.status} />
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
