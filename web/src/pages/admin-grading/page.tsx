import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck, Gauge, ScanLine, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import type { TGradingAgreement } from '#common/contracts/clinic-grading.ts';
import { gradingAgreementQuery } from '#web/api/clinic-grading.queries.ts';
import { RequireAdmin } from '#web/components/admin/require-admin.tsx';
import { StatCard } from '#web/components/admin/stat-card.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ConfusionTable, formatKappa } from './confusion-table.tsx';

export function AdminGradingPage() {
  return <RequireAdmin title="Vet grading">{() => <GradingAgreement />}</RequireAdmin>;
}

/** /admin/grading (docs/product-rules.md#vet-grading-and-consent): the analyser against the vets. */
function GradingAgreement() {
  const agreement = useQuery(gradingAgreementQuery());
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <PageTitle title="Vet grading" />
      <div className="grid gap-2">
        <Link to="/admin" className="text-sm font-semibold text-brand-700 underline">
          Back to the admin dashboard
        </Link>
        <h1 className="text-4xl font-extrabold">Vet grading</h1>
        <p className="max-w-3xl text-muted-ink">
          How well the analyser agrees with partner vets. Only blind grades count: a vet who had opened a
          scan’s referral, with the analyser’s findings, before grading it is left out.
        </p>
      </div>
      {agreement.isPending ? (
        <Spinner label="Loading the agreement figures…" />
      ) : agreement.isError ? (
        <FormMessage>We could not load the agreement figures. Please reload the page.</FormMessage>
      ) : agreement.data.blindGrades === 0 ? (
        <Card className="p-8">
          <h2 className="text-xl font-bold">No blind grades yet</h2>
          <p className="mt-2 text-muted-ink">
            Figures appear once partner vets grade scans on their Grading page.{' '}
            {agreement.data.totalGrades > 0
              ? `${agreement.data.totalGrades} grades so far were given after seeing the analyser’s findings.`
              : 'Owners opt in on their Account page; scans shared on referrals can be graded too.'}
          </p>
        </Card>
      ) : (
        <Figures data={agreement.data} />
      )}
    </div>
  );
}

function Figures({ data }: { data: TGradingAgreement }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Blind grades" value={data.blindGrades} icon={ClipboardCheck} />
        <StatCard label="Graded scans" value={data.gradedScans} icon={ScanLine} />
        <StatCard label="Gingival kappa" value={formatKappa(data.gingival.kappa)} icon={Gauge} />
        <StatCard label="Calculus kappa" value={formatKappa(data.calculus.kappa)} icon={Stethoscope} />
      </div>
      <Card role="region" aria-labelledby="confusion-title">
        <CardHeader>
          <CardTitle id="confusion-title">Confusion tables</CardTitle>
          <CardDescription>
            Quadratic-weighted Cohen’s kappa: 1 is full agreement, 0 what chance would give; a grade two steps
            off weighs four times one step off. A pair counts when both gave an index on a photo the vet
            called usable. {notBlindLine(data.totalGrades - data.blindGrades)}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8 md:grid-cols-2">
          <ConfusionTable id="gingival-confusion" title="Gingival index" agreement={data.gingival} />
          <ConfusionTable id="calculus-confusion" title="Calculus index" agreement={data.calculus} />
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="refusals-title">
        <CardHeader>
          <CardTitle id="refusals-title">Gate refusals vets called usable</CardTitle>
          <CardDescription>
            Photos the analyser refused as unclear that a vet, grading blind, called usable:{' '}
            {data.gateRefusalsCalledUsable.count}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.gateRefusalsCalledUsable.scans.length === 0 ? (
            <p className="text-sm text-muted-ink">None so far.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {data.gateRefusalsCalledUsable.scans.map((scan) => (
                <li key={scan.scanId}>
                  <Link to={`/scans/${scan.scanId}`} className="font-semibold text-brand-700 underline">
                    Scan of {new Date(scan.takenAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                  </Link>{' '}
                  — usable to {scan.usableVotes} {scan.usableVotes === 1 ? 'vet' : 'vets'}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function notBlindLine(count: number): string {
  if (count === 0) return 'Every grade was blind.';
  return count === 1
    ? '1 grade was not blind and is left out.'
    : `${count} grades were not blind and are left out.`;
}
