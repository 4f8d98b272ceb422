import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SCAN_STATUSES } from '#common/contracts/scans.ts';
import { petScansQuery } from '#web/api/pets.queries.ts';
import type { PetScanFilters } from '#web/api/query-keys.ts';
import { ScanHistoryList } from '#web/components/scan/scan-history-list.tsx';
import { STATUS_META } from '#web/components/scan/scan-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { UpgradePrompt } from './upgrade-prompt.tsx';

/** A pet's scans: Plus pages through all of them with filters; Starter sees the latest three. */
export function PetHistory({ petId, isPlus }: { petId: string; isPlus: boolean }) {
  const id = useId();
  const [filters, setFilters] = useState<PetScanFilters>({});
  const query = useInfiniteQuery(petScansQuery(petId, isPlus ? filters : {}));
  const scans = query.data?.pages.flatMap((page) => page.scans) ?? [];
  const historyLimit = query.data?.pages[0]?.historyLimit ?? null;
  const setFilter = <K extends keyof PetScanFilters>(key: K, value: PetScanFilters[K] | '') =>
    setFilters((current) => ({ ...current, [key]: value || undefined }));

  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <h2 className="text-xl font-bold">{isPlus ? 'Complete history' : 'Latest scans'}</h2>
      {isPlus ? (
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="sr-only">Filter the history</legend>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-status`} className="text-sm font-semibold">
              Result
            </label>
            <select
              id={`${id}-status`}
              value={filters.status ?? ''}
              // The options are SCAN_STATUSES and '' (all).
              onChange={(e) => setFilter('status', e.target.value as PetScanFilters['status'] | '')}
              className="h-11 rounded-xl border border-field-line bg-white px-3 text-base sm:text-sm"
            >
              <option value="">All results</option>
              {SCAN_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_META[status].label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-from`} className="text-sm font-semibold">
              From
            </label>
            <Input
              id={`${id}-from`}
              type="date"
              value={filters.from ?? ''}
              onChange={(e) => setFilter('from', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-to`} className="text-sm font-semibold">
              To
            </label>
            <Input
              id={`${id}-to`}
              type="date"
              value={filters.to ?? ''}
              onChange={(e) => setFilter('to', e.target.value)}
            />
          </div>
        </fieldset>
      ) : null}
      {query.isPending ? <Spinner label="Loading scans…" /> : null}
      {query.isError ? (
        <p className="text-sm text-muted-ink">
          The scans could not be loaded. Check the dates and try again.
        </p>
      ) : null}
      {query.data ? (
        <ScanHistoryList
          scans={scans}
          emptyMessage={
            Object.values(filters).some(Boolean)
              ? 'No scans match these filters.'
              : 'No scans of this pet yet. Pick this pet before your next scan.'
          }
          className="sm:grid-cols-2"
        />
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="w-fit"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show older scans'}
        </Button>
      ) : null}
      {historyLimit !== null ? (
        <UpgradePrompt title={`Starter shows this pet’s latest ${historyLimit} scans`}>
          Your older scans are kept. Plus shows the complete history with filters, before/after comparisons, a
          progress chart and a report for your vet.
        </UpgradePrompt>
      ) : null}
    </Card>
  );
}
