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
import { formatDate } from '#web/lib/format-date.ts';

const dayMs = (isoDay: string) => Date.parse(`${isoDay}T12:00:00Z`);
const shortDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/**
 * Gingival and calculus index over time, with logged cleanings and vet visits as vertical
 * markers. Loaded on its own (React.lazy) so recharts is fetched only on a pet's page.
 */
export default function ProgressChart({ progress }: { progress: TPetProgress }) {
  const data = progress.points.map((point) => ({
    time: Date.parse(point.createdAt),
    gingival: point.gingivalIndex,
    calculus: point.calculusIndex,
  }));
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
            domain={[0, 3]}
            ticks={[0, 1, 2, 3]}
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#5b6470' }}
          />
          <Tooltip
            labelFormatter={(value) => formatDate(new Date(Number(value)).toISOString())}
            formatter={(value, name) => [`${value} of 3`, name]}
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
            dataKey="gingival"
            name="Gum inflammation"
            stroke="#b45309"
            strokeWidth={2}
            dot={{ r: 4 }}
            connectNulls
          />
          <Line
            type="monotone"
            dataKey="calculus"
            name="Tartar"
            stroke="#1d4ed8"
            strokeWidth={2}
            dot={{ r: 4 }}
            connectNulls
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
