import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAnalyticsEventName } from '#common/contracts/events.ts';
import { analyticsQuery } from '#web/api/admin.queries.ts';
import { DialogContent } from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ANALYTICS_EVENT_MEANINGS } from './analytics-event-meanings.ts';
import { BarChart } from './bar-chart.tsx';
import { FunnelSteps } from './funnel-steps.tsx';

const RANGES = [7, 30, 90] as const;

/** View Analytics: recorded events per day, and the guests' and the new members' funnels to Plus. */
export function AnalyticsDialog() {
  const [days, setDays] = useState<number>(30);
  const [event, setEvent] = useState<TAnalyticsEventName>('page_view');
  const report = useQuery(analyticsQuery(days));
  const data = report.data;
  return (
    <DialogContent
      title="Analytics"
      description="Events are counted as browsers send them (none from a browser refusing tracking), without personal data; the funnels count accounts, scans and payments from the database. UTC days."
      className="max-w-3xl"
    >
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-days">Period</Label>
          <select
            id="analytics-days"
            value={days}
            onChange={(change) => setDays(Number(change.target.value))}
            className="h-10 rounded-xl border border-field-line bg-white px-3 text-sm"
          >
            {RANGES.map((range) => (
              <option key={range} value={range}>
                Last {range} days
              </option>
            ))}
          </select>
        </div>
        <div className="grid max-w-md gap-1.5">
          <Label htmlFor="analytics-event">Event</Label>
          <select
            id="analytics-event"
            aria-describedby="analytics-event-meaning"
            value={event}
            onChange={(change) => setEvent(change.target.value as TAnalyticsEventName)}
            className="h-10 rounded-xl border border-field-line bg-white px-3 text-sm"
          >
            {(data?.events ?? [event]).map((name) => (
              <option key={name} value={name}>
                {name} ({data?.totals[name] ?? 0})
              </option>
            ))}
          </select>
          <p id="analytics-event-meaning" className="text-sm text-muted-ink">
            Counts: {ANALYTICS_EVENT_MEANINGS[event]}
          </p>
        </div>
      </div>
      {report.isPending ? <Spinner label="Loading analytics…" /> : null}
      {data ? (
        <>
          <section aria-labelledby="per-day-title" className="grid gap-2">
            <h3 id="per-day-title" className="font-bold">
              {event} per day{' '}
              <span className="whitespace-nowrap">
                ({data.from} to {data.to})
              </span>
            </h3>
            <BarChart
              title={`${event} per day`}
              bars={data.days.map((day) => ({ label: day.date, value: day.counts[event] ?? 0 }))}
            />
          </section>
          <section aria-labelledby="funnel-title" className="grid gap-4">
            <h3 id="funnel-title" className="font-bold">
              Funnels
            </h3>
            <div className="grid gap-6 md:grid-cols-2">
              <FunnelSteps
                id="guest-funnel-title"
                title="Guests"
                unit="Landing visits per visitor and day; from the scan on, per guest and the account it became."
                steps={data.funnels.guests}
              />
              <FunnelSteps
                id="member-funnel-title"
                title="New members"
                unit="Accounts signed up in the period, followed to their own scans and Plus."
                steps={data.funnels.members}
              />
            </div>
          </section>
        </>
      ) : null}
    </DialogContent>
  );
}
