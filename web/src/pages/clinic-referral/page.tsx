import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '#web/api/client.ts';
import { clinicReferralQuery } from '#web/api/clinic-referrals.queries.ts';
import { petName } from '#web/components/clinic/pet-summary.ts';
import { ReferralStatusBadge, UrgencyBadge } from '#web/components/clinic/referral-badges.tsx';
import { RequireClinic } from '#web/components/clinic/require-clinic.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ReferralFacts } from './referral-facts.tsx';
import { ReferralHistory } from './referral-history.tsx';
import { SharedScan } from './shared-scan.tsx';
import { StatusActions } from './status-actions.tsx';

export function ClinicReferralPage() {
  const { id = '' } = useParams();
  return <RequireClinic title="Referral">{() => <ClinicReferral id={id} />}</RequireClinic>;
}

function BackToInbox() {
  return (
    <Link
      to="/clinic"
      className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Referral inbox
    </Link>
  );
}

/**
 * /clinic/referrals/:id (docs/product-rules.md#referral-inbox): the owner and pet, the message, the
 * scan when the owner shared it, the clinic's next moves and the history.
 */
function ClinicReferral({ id }: { id: string }) {
  const referral = useQuery(clinicReferralQuery(id));
  if (referral.isPending) return <PageSpinner label="Loading the referral…" />;
  if (referral.isError) {
    const isMissing = isApiError(referral.error) && referral.error.status === 404;
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-16 sm:px-6">
        <PageTitle title="Referral" />
        <BackToInbox />
        <Card className="grid gap-2 p-8 text-center">
          <h1 className="text-2xl font-extrabold">
            {isMissing ? 'This referral is not in your inbox' : 'We could not load this referral'}
          </h1>
          <p className="text-muted-ink">
            {isMissing
              ? 'It may have been routed to another clinic, or the link is wrong.'
              : 'Please reload the page.'}
          </p>
        </Card>
      </div>
    );
  }
  const data = referral.data;
  const name = petName(data.pet);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <PageTitle title={`Referral: ${name}`} />
      <BackToInbox />
      <div className="grid gap-2">
        <h1 className="text-4xl font-extrabold break-words">Referral: {name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <UrgencyBadge urgency={data.urgencyLevel} />
          <ReferralStatusBadge status={data.status} />
        </div>
      </div>
      {/* Phones read down: who, the scan, what to do, what happened; desktops put the scan beside them. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr]">
        <ReferralFacts referral={data} className="lg:col-start-1 lg:row-start-1" />
        <SharedScan scan={data.scan} petName={name} className="lg:col-start-2 lg:row-span-2 lg:row-start-1" />
        <div className="grid gap-6 lg:col-start-1 lg:row-start-2">
          <StatusActions referral={data} />
          <ReferralHistory history={data.history} />
        </div>
      </div>
    </div>
  );
}
