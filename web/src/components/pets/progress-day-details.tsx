import { formatDay, formatTime } from '#web/lib/format-date.ts';
import type { TChartDay } from './progress-days.ts';
import type { TChartPoint } from './progress-points.ts';

const TIP_WIDTH = 224;

const reading = (percent: number | null, isEstimated: boolean) =>
  percent === null ? 'not graded' : `${percent}%${isEstimated ? ' (estimated)' : ''}`;

const scanText = (scan: TChartPoint) =>
  `${formatTime(scan.time)}: gums ${reading(scan.gum, scan.isGumEstimated)}, tartar ${reading(scan.tartar, scan.isTartarEstimated)}`;

const dayHeading = (day: TChartDay) =>
  `${formatDay(day.time)}: ${day.scans.length} ${day.scans.length === 1 ? 'scan' : 'scans'}`;

/** The day and each of its scans in one sentence list, for assistive technology. */
export const dayText = (day: TChartDay) => `${dayHeading(day)}. ${day.scans.map(scanText).join('; ')}.`;

/**
 * The chosen day's scans, beside its point: the point shows the day's latest reading, this list every
 * scan of the day. dayText says the same for the chart's slider, so the arrow keys read each day out.
 */
export function ProgressDayDetails({ day, left, width }: { day: TChartDay; left: number; width: number }) {
  const clampedLeft = Math.min(Math.max(left - TIP_WIDTH / 2, 0), Math.max(width - TIP_WIDTH, 0));
  return (
    <div
      data-testid="progress-day"
      aria-hidden="true"
      className="pointer-events-none absolute top-2 rounded-lg border border-line bg-white px-3 py-2 text-xs shadow-md"
      style={{ left: clampedLeft, width: TIP_WIDTH }}
    >
      <p className="font-semibold">{dayHeading(day)}</p>
      <ul className="mt-1 grid gap-0.5">
        {day.scans.map((scan) => (
          <li key={scan.time}>{scanText(scan)}</li>
        ))}
      </ul>
    </div>
  );
}
