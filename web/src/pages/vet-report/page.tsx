import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '#common/brand.ts';
import { isApiError } from '#web/api/client.ts';
import { sharedPetReportQuery } from '#web/api/vet-report-links.queries.ts';
import { LoadFailedPage } from '#web/components/load-failed-page.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { ReportDocument } from '#web/pages/pet-report/report-document.tsx';
import { VetReportUnavailable } from './vet-report-unavailable.tsx';

/**
 * /vet-report/{token}: the pet's report as a vet opens it from the owner's link, read-only and
 * signed out (docs/product-rules.md#vet-report-links). The server sends it with noindex and the
 * link's status (server/routes/vet-report-page.ts).
 */
export function VetReportPage() {
  const { token = '' } = useParams();
  const query = useQuery(sharedPetReportQuery(token));

  if (query.isPending) {
    return (
      <>
        <PageTitle title="Vet report" />
        <PageSpinner label="Loading the report…" />
      </>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 410)) {
      return <VetReportUnavailable code={query.error.code} />;
    }
    return (
      <LoadFailedPage
        title="Vet report"
        heading="Couldn’t load this report"
        onRetry={() => query.refetch()}
      />
    );
  }
  const report = query.data;
  return (
    <div className="mx-auto grid grid-cols-1 max-w-4xl gap-5 px-4 py-8 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <PageTitle title={`${report.pet.name}: vet report`} />
      <div
        data-print-hidden
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3"
      >
        <p className="text-sm">
          Shared with you by {report.pet.name}’s owner through {PRODUCT_NAME}: read-only, until{' '}
          {formatDate(report.expiresAt)}.
        </p>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print or save as PDF
        </Button>
      </div>
      <ReportDocument
        pet={report.pet}
        scans={report.scans}
        events={report.events}
        generatedAt={report.generatedAt}
        summary={report}
      />
    </div>
  );
}
