import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { PET_EVENT_LABELS, type TPetProgress } from '#common/contracts/pets.ts';
import { LIKELY_FROM, POSSIBLE_FROM } from '#common/probability-words.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { type TChartPoint, toChartPoints } from './progress-points.ts';

const dayMs = (isoDay: string) => Date.parse(`${isoDay}T12:00:00Z`);
const shortDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

const GUM_COLOUR = '#b45309';
const TARTAR_COLOUR = '#1d4ed8';
const LIKELY_PERCENT = Math.round(LIKELY_FROM * 100);
const POSSIBLE_PERCENT = Math.round(POSSIBLE_FROM * 100);

type TDotProps = { cx?: number; cy?: number; payload?: TChartPoint; index?: number };

/** A filled point for a measured probability, a hollow one for an estimate from an old scan's index. */
function pointDot(colour: string, isEstimated: (point: TChartPoint) => boolean) {
  return ({ cx, cy, payload, index }: TDotProps) => {
    if (cx === undefined || cy === undefined || !payload) return <g key={index} />;
    const isHollow = isEstimated(payload);
    return (
      <circle
        key={index}
        cx={cx}
        cy={cy}
        r={4}
        stroke={colour}
        strokeWidth={2}
        fill={isHollow ? '#ffffff' : colour}
      />
    );
  };
}

/**
 * The chance of gum inflammation and of tartar (the analyser's calibrated probabilities, 0-100%)
 * over time, with the cut points of "possible" and "likely" and the logged cleanings and vet visits
 * as vertical markers. Older scans without probabilities are plotted at index / 3 as hollow points
 * (progress-points.ts). Loaded on its own (React.lazy) so recharts is fetched only on a pet's page.
 */
export default function ProgressChart({ progress }: { progress: TPetProgress }) {
  const data = toChartPoints(progress.points);
  const times = [...data.map((d) => d.time), ...progress.events.map((e) => dayMs(e.occurredOn))];
  const pad = 86_400_000;
  const domain = [Math.min(...times) - pad, Math.max(...times) + pad];
  return (
    <div className="h-72 w-full" data-testid="progress-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={data}
          margin={{ top: 24, right: 16, bottom: 8, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e7e2d9" strokeDasharray="3 3" />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={domain}
            tickFormatter={(value: number) => shortDate.format(new Date(value))}
            tick={{ fontSize: 12, fill: '#5b6470' }}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, POSSIBLE_PERCENT, LIKELY_PERCENT, 100]}
            tickFormatter={(value: number) => `${value}%`}
            tick={{ fontSize: 12, fill: '#5b6470' }}
          />
          <Tooltip
            labelFormatter={(value) => formatDate(new Date(Number(value)).toISOString())}
            formatter={(value, name, item) => {
              const point = item.payload as TChartPoint;
              const isEstimated = item.dataKey === 'gum' ? point.isGumEstimated : point.isTartarEstimated;
              return [`${value}%${isEstimated ? ' (estimated from the index)' : ''}`, name];
            }}
          />
          <ReferenceLine
            y={LIKELY_PERCENT}
            stroke="#9ca3af"
            strokeDasharray="2 4"
            label={{ value: 'likely', position: 'insideBottomRight', fontSize: 11, fill: '#5b6470' }}
          />
          <ReferenceLine
            y={POSSIBLE_PERCENT}
            stroke="#9ca3af"
            strokeDasharray="2 4"
            label={{ value: 'possible', position: 'insideBottomRight', fontSize: 11, fill: '#5b6470' }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {progress.events.map((event) => (
            <ReferenceLine
              key={event.id}
              x={dayMs(event.occurredOn)}
              stroke={event.kind === 'cleaning' ? '#0f766e' : '#c2410c'}
              strokeDasharray="4 3"
              label={{ value: PET_EVENT_LABELS[event.kind], position: 'top', fontSize: 11, fill: '#374151' }}
            />
          ))}
          <Line
            type="monotone"
            dataKey="gum"
            name="Gum inflammation"
            stroke={GUM_COLOUR}
            strokeWidth={2}
            dot={pointDot(GUM_COLOUR, (point) => point.isGumEstimated)}
            activeDot={{ r: 5 }}
            connectNulls
          />
          <Line
            type="monotone"
            dataKey="tartar"
            name="Tartar"
            stroke={TARTAR_COLOUR}
            strokeWidth={2}
            dot={pointDot(TARTAR_COLOUR, (point) => point.isTartarEstimated)}
            activeDot={{ r: 5 }}
            connectNulls
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
