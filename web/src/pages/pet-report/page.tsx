import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { isPlusStatus } from '#common/plans.ts';
import { petDetailQuery, petReportQuery } from '#web/api/pets.queries.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { PetNotFound } from '#web/components/pets/pet-not-found.tsx';
import { UpgradePrompt } from '#web/components/pets/upgrade-prompt.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ReportDocument } from './report-document.tsx';
import { VetLinksPanel } from './vet-links-panel.tsx';

/**
 * /pets/:petId/report (Plus): a one-page summary to show or send the vet. The browser's print
 * dialog makes the PDF (styles.css keeps site chrome off paper); a revocable link sends it without paper.
 */
export function PetReportPage({ user }: { user: TUser }) {
  const { petId = '' } = useParams();
  const isPlus = isPlusStatus(user.subscriptionStatus);
  const { data, isPending, isError } = useQuery({ ...petReportQuery(petId), enabled: isPlus });
  // Without Plus there is no report, but links made with Plus stay open until they expire: list them to revoke.
  const { data: pet } = useQuery({ ...petDetailQuery(petId), enabled: !isPlus });
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
      {/* The report document carries its own heading; without Plus the page still needs one. */}
      {!isPlus && pet ? <h1 className="text-3xl font-extrabold">Vet report: {pet.name}</h1> : null}
      {!isPlus ? (
        <UpgradePrompt title="The vet report is a Plus feature">
          Plus prints a one-page summary of your pet’s recent scans and logged visits to take to the vet.
        </UpgradePrompt>
      ) : null}
      {!isPlus && pet ? <VetLinksPanel petId={pet.id} petName={pet.name} canCreate={false} /> : null}
      {isPlus && isPending ? <PageSpinner label="Preparing the report…" /> : null}
      {isError ? <PetNotFound /> : null}
      {data ? (
        <>
          <ReportDocument
            pet={data.pet}
            scans={data.scans}
            events={data.events}
            generatedAt={data.generatedAt}
            summary={data}
          />
          <VetLinksPanel petId={data.pet.id} petName={data.pet.name} canCreate />
        </>
      ) : null}
    </div>
  );
}
