import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { PET_EVENT_LABELS } from '#common/contracts/pets.ts';
import { petProgressQuery } from '#web/api/pets.queries.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumns,
  TableRow,
} from '#web/components/ui/table.tsx';
import { formatCalendarDay, formatDateTime } from '#web/lib/format-date.ts';
import { chanceOf, hasEstimate, toChartPoints } from './progress-points.ts';

const ProgressChart = lazy(() => import('./progress-chart.tsx'));

/** A table cell: "52%", "67% (estimated from index 2 of 3)" or "not graded". */
function chanceCell(probability: number | null, index: number | null): string {
  const { percent, isEstimated } = chanceOf(probability, index);
  if (percent === null) return 'not graded';
  return isEstimated ? `${percent}% (estimated from index ${index} of 3)` : `${percent}%`;
}

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
          How likely the analyser found gum inflammation and tartar on every clear scan, from 0% to 100%.
          Dotted lines mark where a sign becomes possible and likely; upright lines are the cleanings and vet
          visits you logged. A day with several scans shows its last one: point at it, or focus the chart and
          use the arrow keys, to read each.
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
            {hasEstimate(toChartPoints(data.points)) ? (
              <p className="flex items-start gap-2 text-xs text-muted-ink">
                <span
                  aria-hidden="true"
                  className="mt-0.5 size-2.5 shrink-0 rounded-full border-2 border-muted-ink bg-white"
                />
                Hollow points are older scans, made before the analyser gave a percentage: they are placed at
                their 0–3 index (1 of 3 at 33%), an estimate only.
              </p>
            ) : null}
            {/* A box that scrolls must take focus (axe), but this one is never seen, so it never scrolls. */}
            <div className="sr-only">
              <Table containerClassName="overflow-visible">
                <TableCaption>Chance of each sign by scan date</TableCaption>
                <TableColumns labels={['Date', 'Gum inflammation', 'Tartar']} />
                <TableBody>
                  {data.points.map((point) => (
                    <TableRow key={point.scanId}>
                      <TableCell>{formatDateTime(point.createdAt)}</TableCell>
                      <TableCell>{chanceCell(point.gingivitisProbability, point.gingivalIndex)}</TableCell>
                      <TableCell>{chanceCell(point.calculusProbability, point.calculusIndex)}</TableCell>
                    </TableRow>
                  ))}
                  {data.events.map((event) => (
                    <TableRow key={event.id}>
                      <TableCell>{formatCalendarDay(event.occurredOn)}</TableCell>
                      <TableCell colSpan={2}>{PET_EVENT_LABELS[event.kind]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        ) : null}
      </section>
    </Card>
  );
}
