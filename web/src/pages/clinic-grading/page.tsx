import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { gradingQueueQuery } from '#web/api/clinic-grading.queries.ts';
import { RequireClinic } from '#web/components/clinic/require-clinic.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { GradingForm } from './grading-form.tsx';
import { GradingQueue } from './grading-queue.tsx';

export function ClinicGradingPage() {
  return <RequireClinic title="Grading">{() => <Grading />}</RequireClinic>;
}

/**
 * /clinic/grading (docs/product-rules.md#vet-grading-and-consent): the scans this vet may grade, and
 * the chosen one's blind grading form. The choice lives in the address (?scan=), so a reload keeps it.
 * Saving pins the choice there: the graded scan leaves the queue, and without the pin the page would
 * move on to the queue's first photo instead of showing the analyser's reading.
 */
function Grading() {
  const queue = useQuery(gradingQueueQuery());
  const [params, setParams] = useSearchParams();
  const items = queue.data?.items ?? [];
  const chosen = params.get('scan') ?? items[0]?.scanId ?? null;
  const choose = (scanId: string | null) => setParams(scanId ? { scan: scanId } : {}, { replace: true });
  const next = () => {
    choose(items.find((item) => item.scanId !== chosen)?.scanId ?? null);
    // The button that was pressed goes away with the reading; keyboard focus goes to the new photo's card.
    document.getElementById('grading-form-title')?.focus();
  };
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <PageTitle title="Grading" />
      <div className="grid gap-2">
        <h1 className="text-4xl font-extrabold">Grading</h1>
        <p className="max-w-3xl text-muted-ink">
          Grade each photo as you would in the clinic. You grade blind: the analyser’s grades appear only
          after you save yours, so your grades can teach it and tell us how often it is right.
        </p>
      </div>
      {queue.isPending ? (
        <Spinner label="Loading scans to grade…" />
      ) : queue.isError ? (
        <FormMessage>We could not load the scans to grade. Please reload the page.</FormMessage>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <GradingQueue items={items} total={queue.data.total} chosen={chosen} onChoose={choose} />
          <Card role="region" aria-labelledby="grading-form-title">
            <CardHeader>
              <CardTitle id="grading-form-title" tabIndex={-1} className="outline-none">
                {chosen ? 'Grade this photo' : 'Nothing to grade'}
              </CardTitle>
            </CardHeader>
            <CardContent>
              {chosen ? (
                <GradingForm key={chosen} scanId={chosen} onSave={() => choose(chosen)} onNext={next} />
              ) : (
                <p className="text-muted-ink">
                  You have graded every scan open to you. New ones appear when owners opt in or share a scan
                  on a referral to your clinic.
                </p>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
