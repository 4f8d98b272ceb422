import type { TClinicReferralDetail } from '#common/contracts/clinic-referrals.ts';
import { petDetails } from '#web/components/clinic/pet-summary.ts';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format-date.ts';

/** Who to contact and about which pet, with the owner's own words. */
export function ReferralFacts({
  referral,
  className,
}: {
  referral: TClinicReferralDetail;
  className?: string;
}) {
  const { owner, pet } = referral;
  return (
    <Card role="region" aria-labelledby="referral-owner-title" className={cn('grid gap-4 p-5', className)}>
      <h2 id="referral-owner-title" className="text-xl font-bold">
        Owner and pet
      </h2>
      <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="text-muted-ink">Owner</dt>
        <dd className="font-semibold">{owner.name ?? 'Name not given'}</dd>
        <dt className="text-muted-ink">E-mail</dt>
        <dd className="break-all">
          <a
            href={`mailto:${owner.email}`}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {owner.email}
          </a>
        </dd>
        <dt className="text-muted-ink">Area</dt>
        <dd>{owner.location}</dd>
        <dt className="text-muted-ink">Pet</dt>
        <dd>{[pet.name, petDetails(pet)].filter(Boolean).join(', ') || 'No details given'}</dd>
        <dt className="text-muted-ink">Referred</dt>
        <dd>{formatDate(referral.routedAt ?? referral.createdAt)}</dd>
      </dl>
      <div className="grid gap-1.5">
        <h3 className="text-base font-bold">Owner’s message</h3>
        {referral.concern ? (
          <p className="rounded-xl bg-sand p-3 text-sm whitespace-pre-line">{referral.concern}</p>
        ) : (
          <p className="text-sm text-muted-ink">The owner did not write a message.</p>
        )}
      </div>
    </Card>
  );
}
