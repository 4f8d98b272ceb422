import { ChevronRight, Image, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import type { TClinicReferralSummary } from '#common/contracts/clinic-referrals.ts';
import { petDetails, petName } from '#web/components/clinic/pet-summary.ts';
import { ReferralStatusBadge, UrgencyBadge } from '#web/components/clinic/referral-badges.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatDate } from '#web/lib/format-date.ts';

/** One row per referral, each a link to its page; a friendly empty state when there are none. */
export function InboxList({ items, isFiltered }: { items: TClinicReferralSummary[]; isFiltered: boolean }) {
  if (items.length === 0) {
    return (
      <Card className="grid justify-items-center gap-3 p-8 text-center">
        <Inbox aria-hidden="true" className="size-10 text-brand-700" />
        <h2 className="text-xl font-bold">
          {isFiltered ? 'No referrals with this status' : 'No referrals yet'}
        </h2>
        <p className="max-w-md text-muted-ink">
          {isFiltered
            ? 'Choose another status, or all referrals.'
            : 'When PawSmile refers a pet owner near you to your clinic, they appear here and we e-mail your clinic’s address.'}
        </p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Referrals">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={`/clinic/referrals/${item.id}`}
            className="flex items-center gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-xs hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <div className="grid min-w-0 flex-1 gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-bold text-ink">{petName(item.pet)}</span>
                <UrgencyBadge urgency={item.urgencyLevel} />
                <ReferralStatusBadge status={item.status} />
              </div>
              <p className="text-sm text-muted-ink">{petDetails(item.pet) ?? 'No pet details given'}</p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-ink">
                <span>{item.routedAt ? `Referred ${formatDate(item.routedAt)}` : 'Referred'}</span>
                {item.hasSharedScan ? (
                  <span className="inline-flex items-center gap-1">
                    <Image aria-hidden="true" className="size-4" />
                    Scan shared
                  </span>
                ) : null}
              </p>
            </div>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-ink" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
