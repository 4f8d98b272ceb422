import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { PET_EVENT_LABELS } from '#common/contracts/pets.ts';
import { petProgressQuery } from '#web/api/pets.queries.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDate } from '#web/lib/format-date.ts';

const ProgressChart = lazy(() => import('./progress-chart.tsx'));

/** Plus: the progress chart, with the same numbers as a table for screen readers and print. */
export function ProgressSection({ petId }: { petId: string }) {
  const headingId = useId();
  const { data, isError } = useQuery(petProgressQuery(petId));
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          Progress
        </h2>
        <p className="text-sm text-muted-ink">
          Gum inflammation and tartar, each graded 0 (none) to 3 (severe), for every clear scan. Dashed lines
          are the cleanings and vet visits you logged.
        </p>
        {isError ? <p className="text-sm text-muted-ink">The progress chart could not be loaded.</p> : null}
        {!data && !isError ? <Spinner label="Loading progress…" /> : null}
        {data && data.points.length === 0 ? (
          <p className="rounded-2xl bg-sand px-4 py-6 text-center text-sm text-muted-ink">
            The chart starts with this pet’s first clear scan.
          </p>
        ) : null}
        {data && data.points.length > 0 ? (
          <>
            <Suspense fallback={<Spinner label="Loading the chart…" />}>
              <ProgressChart progress={data} />
            </Suspense>
            <div className="sr-only">
              <table>
                <caption>Indices by scan date</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Gum inflammation</th>
                    <th scope="col">Tartar</th>
                  </tr>
                </thead>
                <tbody>
                  {data.points.map((point) => (
                    <tr key={point.scanId}>
                      <td>{formatDate(point.createdAt)}</td>
                      <td>{point.gingivalIndex ?? 'not graded'}</td>
                      <td>{point.calculusIndex ?? 'not graded'}</td>
                    </tr>
                  ))}
                  {data.events.map((event) => (
                    <tr key={event.id}>
                      <td>{formatDate(`${event.occurredOn}T12:00:00Z`)}</td>
                      <td colSpan={2}>{PET_EVENT_LABELS[event.kind]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </section>
    </Card>
  );
}
