import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { PET_EVENT_LABELS, type TPetProgress } from '#common/contracts/pets.ts';
import { LIKELY_FROM, POSSIBLE_FROM } from '#common/probability-words.ts';
import { useElementWidth } from '#web/hooks/use-element-width.ts';
import { formatShortDay } from '#web/lib/format-date.ts';
import { dayText, ProgressDayDetails } from './progress-day-details.tsx';
import {
  dayTicks,
  linearScale,
  seriesPath,
  type TChartDay,
  timeAxisScale,
  toChartDays,
} from './progress-days.ts';
import { GUM_COLOUR, ProgressLegend, TARTAR_COLOUR, TARTAR_DASH } from './progress-legend.tsx';
import { toChartPoints } from './progress-points.ts';

const INK = '#5b6470';
const LIKELY_PERCENT = Math.round(LIKELY_FROM * 100);
const POSSIBLE_PERCENT = Math.round(POSSIBLE_FROM * 100);
const CUT_LABELS = [
  { percent: LIKELY_PERCENT, label: 'likely' },
  { percent: POSSIBLE_PERCENT, label: 'possible' },
];
const HEIGHT = 288;
/** Room for the axis labels; the plot's 0% sits GAP px above the x axis so a 0% series stays visible. */
const MARGIN = { top: 28, right: 16, bottom: 28, left: 44 };
const GAP = 8;
/** The first and last points sit this far inside the plot, so their marks are not cut by its edge. */
const INSET = 10;
/** Consecutive days never closer than this (a point's mark is 11 px wide): timeAxisScale. */
const MIN_DAY_GAP = 18;
/** Room for a date under the axis ("Oct 9, 2025" at 12 px), plus a little air. */
const LABEL_WIDTH = 92;

const dayMs = (isoDay: string) => new Date(`${isoDay}T12:00:00`).getTime();
/** "Mar 4", or "Mar 4, 2025" outside this year (a chart over years must not repeat unlabelled months). */
const tickLabel = (time: number) => formatShortDay(time);

/**
 * The chance of gum inflammation and of tartar (the analyser's calibrated probabilities, 0-100%)
 * over time, drawn as SVG: one point per day (progress-days.ts), the cut points of "possible" and
 * "likely", and the logged cleanings and vet visits as vertical markers. Older scans without
 * probabilities are hollow points (progress-points.ts). Hover, or focus and use the arrow keys, to
 * read a day's scans. Hand-drawn instead of a chart library, whose 108 KB gzipped chunk was the
 * heaviest route chunk for this one chart (docs/performance.md#route-chunks).
 */
export default function ProgressChart({ progress }: { progress: TPetProgress }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const days = toChartDays(toChartPoints(progress.points));
  const [selected, setSelected] = useState<number | null>(null);
  const times = [...days.map((d) => d.time), ...progress.events.map((e) => dayMs(e.occurredOn))];
  const right = Math.max(width - MARGIN.right, MARGIN.left + 1);
  // The axis runs from the first thing drawn to the last, nothing before or after
  // (docs/product-rules.md#pets-and-plus, the progress chart).
  const x = timeAxisScale(times, [MARGIN.left + INSET, right - INSET], MIN_DAY_GAP);
  const axisY = HEIGHT - MARGIN.bottom;
  const y = linearScale([0, 100], [axisY - GAP, MARGIN.top]);
  const ticks = dayTicks(
    days.map((d) => d.time),
    x,
    LABEL_WIDTH,
  );

  // A label at either end of the axis grows inwards, so "Mar 4, 2025" is not cut off by the edge.
  const anchorAt = (pixel: number) =>
    pixel - MARGIN.left < 40 ? 'start' : right - pixel < 40 ? 'end' : 'middle';
  const nearestDay = (pixel: number) =>
    days.reduce(
      (best, day, i) => (Math.abs(x(day.time) - pixel) < Math.abs(x(days[best].time) - pixel) ? i : best),
      0,
    );
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setSelected(nearestDay(event.clientX - box.left + MARGIN.left));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    if (event.key === 'Escape') return setSelected(null);
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      return setSelected(event.key === 'Home' ? 0 : days.length - 1);
    }
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next =
      selected === null ? (moves[event.key] > 0 ? 0 : days.length - 1) : selected + moves[event.key];
    setSelected(Math.min(days.length - 1, Math.max(0, next)));
  };
  const chosen: TChartDay | undefined = selected === null ? undefined : days[selected];

  return (
    <div className="grid gap-2" data-testid="progress-chart">
      <div
        ref={ref}
        role="slider"
        tabIndex={0}
        aria-label={`${summary(days)} Use the left and right arrow keys to read each day's scans.`}
        aria-valuemin={1}
        aria-valuemax={days.length}
        aria-valuenow={(selected ?? days.length - 1) + 1}
        aria-valuetext={dayText(days[selected ?? days.length - 1])}
        onKeyDown={onKeyDown}
        onFocus={() => setSelected((current) => current ?? days.length - 1)}
        onBlur={() => setSelected(null)}
        className="relative h-72 w-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        {width > 0 ? (
          // Absolute, so the drawn width never holds its grid column open when the screen narrows (a phone
          // turned upright): the box's own width decides, and the drawing follows it.
          <svg width={width} height={HEIGHT} aria-hidden="true" className="absolute inset-0 block">
            {[0, POSSIBLE_PERCENT, LIKELY_PERCENT, 100].map((percent) => (
              <g key={percent}>
                <line x1={MARGIN.left} x2={right} y1={y(percent)} y2={y(percent)} stroke="#e7e2d9" />
                <text x={MARGIN.left - 6} y={y(percent) + 4} textAnchor="end" fontSize={12} fill={INK}>
                  {percent}%
                </text>
              </g>
            ))}
            {CUT_LABELS.map(({ percent, label }) => (
              <line
                key={label}
                x1={MARGIN.left}
                x2={right}
                y1={y(percent)}
                y2={y(percent)}
                stroke="#9ca3af"
                strokeDasharray="2 4"
              />
            ))}
            <line x1={MARGIN.left} x2={right} y1={axisY} y2={axisY} stroke={INK} />
            {ticks.map((tick) => (
              <text
                key={tick}
                x={x(tick)}
                y={axisY + 18}
                textAnchor={anchorAt(x(tick))}
                fontSize={12}
                fill={INK}
              >
                {tickLabel(tick)}
              </text>
            ))}
            {progress.events.map((event) => (
              <g key={event.id}>
                <line
                  x1={x(dayMs(event.occurredOn))}
                  x2={x(dayMs(event.occurredOn))}
                  y1={MARGIN.top}
                  y2={axisY}
                  stroke={event.kind === 'cleaning' ? '#0f766e' : '#c2410c'}
                  strokeDasharray="4 3"
                />
                <text
                  x={x(dayMs(event.occurredOn))}
                  y={MARGIN.top - 8}
                  textAnchor="middle"
                  fontSize={11}
                  fill="#374151"
                >
                  {PET_EVENT_LABELS[event.kind]}
                </text>
              </g>
            ))}
            {chosen ? (
              <line x1={x(chosen.time)} x2={x(chosen.time)} y1={MARGIN.top} y2={axisY} stroke="#9ca3af" />
            ) : null}
            {/*
              Gum solid, tartar dashed on top of it: where the two lines run together both colours still
              show, and the two read apart without colour (the legend draws the same).
            */}
            <path d={seriesPath(days, 'gum', x, y)} fill="none" stroke={GUM_COLOUR} strokeWidth={2.5} />
            <path
              d={seriesPath(days, 'tartar', x, y)}
              fill="none"
              stroke={TARTAR_COLOUR}
              strokeWidth={2.5}
              strokeDasharray={TARTAR_DASH}
            />
            {days.map((day) => (
              <g key={day.time}>
                {day.tartar === null ? null : (
                  <rect
                    x={x(day.time) - 5.5}
                    y={y(day.tartar) - 5.5}
                    width={11}
                    height={11}
                    stroke={TARTAR_COLOUR}
                    strokeWidth={2}
                    fill={day.isTartarEstimated ? '#ffffff' : TARTAR_COLOUR}
                  />
                )}
                {day.gum === null ? null : (
                  <circle
                    cx={x(day.time)}
                    cy={y(day.gum)}
                    r={4}
                    stroke={GUM_COLOUR}
                    strokeWidth={2}
                    fill={day.isGumEstimated ? '#ffffff' : GUM_COLOUR}
                  />
                )}
              </g>
            ))}
            {/* Over the lines, with a white halo: the latest points often sit right under these words. */}
            {CUT_LABELS.map(({ percent, label }) => (
              <text
                key={label}
                x={right - 4}
                y={y(percent) - 4}
                textAnchor="end"
                fontSize={11}
                fill={INK}
                stroke="#ffffff"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {label}
              </text>
            ))}
            <rect
              x={MARGIN.left}
              y={MARGIN.top}
              width={right - MARGIN.left}
              height={axisY - MARGIN.top}
              fill="transparent"
              onPointerMove={onPointerMove}
              onPointerDown={onPointerMove}
              onPointerLeave={() => setSelected(null)}
            />
          </svg>
        ) : null}
        {chosen ? <ProgressDayDetails day={chosen} left={x(chosen.time)} width={width} /> : null}
      </div>
      <ProgressLegend />
    </div>
  );
}

function summary(days: TChartDay[]): string {
  const span =
    days.length === 1
      ? `on ${tickLabel(days[0].time)}`
      : `from ${tickLabel(days[0].time)} to ${tickLabel(days.at(-1)?.time ?? 0)}`;
  const scans = days.reduce((total, day) => total + day.scans.length, 0);
  return `Chance of gum inflammation and tartar, ${scans} ${scans === 1 ? 'scan' : 'scans'} ${span}.`;
}
