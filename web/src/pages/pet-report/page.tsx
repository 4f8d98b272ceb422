import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PRODUCT_NAME } from '#common/brand.ts';
import type { TUser } from '#common/contracts/auth.ts';
import { PET_EVENT_LABELS } from '#common/contracts/pets.ts';
import { isPlusStatus } from '#common/plans.ts';
import { petReportQuery } from '#web/api/pets.queries.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { PetAvatar, petSummary } from '#web/components/pets/pet-avatar.tsx';
import { PetNotFound } from '#web/components/pets/pet-not-found.tsx';
import { UpgradePrompt } from '#web/components/pets/upgrade-prompt.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { formatCalendarDate, formatDate } from '#web/lib/format-date.ts';
import { ReportScan } from './report-scan.tsx';

/**
 * /pets/:petId/report (Plus): a one-page summary to show or send the vet. The browser's print
 * dialog makes the PDF (styles.css keeps site chrome off paper).
 */
export function PetReportPage({ user }: { user: TUser }) {
  const { petId = '' } = useParams();
  const isPlus = isPlusStatus(user.subscriptionStatus);
  const { data, isPending, isError } = useQuery({ ...petReportQuery(petId), enabled: isPlus });
  return (
    <div className="mx-auto grid grid-cols-1 max-w-4xl gap-5 px-4 py-8 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <PageTitle title={data ? `${data.pet.name}: vet report` : 'Vet report'} />
      <div data-print-hidden className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to={`/pets/${petId}`}>
            <ArrowLeft aria-hidden="true" />
            Back to the pet
          </Link>
        </Button>
        {data ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print or save as PDF
          </Button>
        ) : null}
      </div>
      {!isPlus ? (
        <UpgradePrompt title="The vet report is a Plus feature">
          Plus prints a one-page summary of your pet’s recent scans and logged visits to take to the vet.
        </UpgradePrompt>
      ) : null}
      {isPlus && isPending ? <PageSpinner label="Preparing the report…" /> : null}
      {isError ? <PetNotFound /> : null}
      {data ? (
        <div
          data-print-report
          className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:p-6 print:border-0 print:p-0"
        >
          <div className="flex items-center gap-4">
            <PetAvatar pet={data.pet} className="size-16" />
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-extrabold">{data.pet.name}: dental screening report</h1>
              <p className="text-sm text-muted-ink">
                {petSummary(data.pet)}
                {data.pet.birthDate && !data.pet.isBirthDateEstimated
                  ? ` · born ${formatCalendarDate(data.pet.birthDate)}`
                  : ''}
              </p>
            </div>
            <p className="text-right text-xs text-muted-ink">
              {PRODUCT_NAME}
              <br />
              {formatDate(data.generatedAt)}
            </p>
          </div>
          <p className="rounded-lg bg-sand px-3 py-2 text-xs text-ink">
            Photo screenings by the owner’s phone, graded by {PRODUCT_NAME}’s colour analysis: gingival index
            on the Löe–Silness scale (0–3) and calculus index (0–3). A screening, not a diagnosis: a photo
            cannot stage periodontal disease.
          </p>
          <section className="grid gap-2">
            <h2 className="text-lg font-bold">Recent scans ({data.scans.length})</h2>
            {data.scans.length === 0 ? (
              <p className="text-sm text-muted-ink">No scans of this pet yet.</p>
            ) : (
              <div className="grid gap-2 md:grid-cols-2 print:grid-cols-2">
                {data.scans.map((scan) => (
                  <ReportScan key={scan.id} scan={scan} />
                ))}
              </div>
            )}
          </section>
          <section className="grid gap-2">
            <h2 className="text-lg font-bold">Cleanings and vet visits</h2>
            {data.events.length === 0 ? (
              <p className="text-sm text-muted-ink">None logged in the last two years.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {data.events.map((event) => (
                  <li key={event.id}>
                    <span className="font-semibold">{formatCalendarDate(event.occurredOn)}</span>:{' '}
                    {PET_EVENT_LABELS[event.kind]}
                    {event.note ? ` (${event.note})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}
