import { ReactCompareSlider, ReactCompareSliderImage } from 'react-compare-slider';
import type { TScanComparison } from '#common/contracts/pets.ts';
import type { TScanResult } from '#common/contracts/scans.ts';
import { describeIndex, describeReading, type TReadingSign } from '#common/reading-words.ts';
import { STATUS_META, severityLabel, toneFor } from '#web/components/scan/scan-status.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatDateTime, formatDay } from '#web/lib/format-date.ts';

const TREND = {
  better: { label: 'Better', tone: 'healthy' },
  worse: { label: 'Worse', tone: 'urgent' },
  no_clear_change: { label: 'No clear change', tone: 'neutral' },
  unknown: { label: 'Cannot compare', tone: 'neutral' },
} as const;

/**
 * One sign: "Possible (48%)" over "index 0 of 3 · not confirmed", both from one describeReading so they
 * never contradict; older scans without a probability give the index alone.
 */
function Sign({
  name,
  sign,
  probability,
  index,
}: {
  name: string;
  sign: TReadingSign;
  probability: number | null;
  index: number | null;
}) {
  const reading = index !== null && probability !== null ? describeReading(sign, probability) : null;
  return (
    <div className="grid content-start">
      <dt className="text-xs text-muted-ink">{name}</dt>
      {index === null ? (
        <dd className="text-muted-ink">not graded</dd>
      ) : reading ? (
        <>
          <dd className="font-semibold">
            {reading.chance.charAt(0).toUpperCase() + reading.chance.slice(1)}
          </dd>
          <dd className="text-muted-ink">
            index {reading.index} of 3 · {reading.level}
          </dd>
        </>
      ) : (
        <dd className="font-semibold">
          {index} of 3 · {describeIndex(sign, index).level}
        </dd>
      )}
    </div>
  );
}

function ScanSide({ scan, label }: { scan: TScanResult; label: string }) {
  return (
    <figure className="grid gap-2">
      <img
        src={scan.imageUrl}
        alt={`${label}: the mouth on ${formatDay(scan.createdAt)}`}
        className="w-full rounded-xl bg-sand object-contain"
      />
      <figcaption className="grid gap-1 text-sm">
        <span className="font-semibold">
          {label} · {formatDateTime(scan.createdAt)}
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={toneFor(scan)}>{STATUS_META[scan.status].label}</Badge>
          <span className="text-muted-ink">{severityLabel(scan)}</span>
        </span>
        <dl className="mt-1 grid grid-cols-2 gap-3">
          <Sign
            name="Gum inflammation"
            sign="gingivitis"
            probability={scan.gingivitisProbability}
            index={scan.gingivalIndex}
          />
          <Sign
            name="Tartar"
            sign="calculus"
            probability={scan.calculusProbability}
            index={scan.calculusIndex}
          />
        </dl>
      </figcaption>
    </figure>
  );
}

/** Two scans of one pet: what changed in words, a slider over the two photos, and both side by side. */
export function CompareView({ comparison }: { comparison: TScanComparison }) {
  const { before, after } = comparison;
  const trend = TREND[comparison.trend];
  return (
    <div className="grid gap-6">
      <Card className="grid gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-bold">What changed</h2>
          <Badge tone={trend.tone}>{trend.label}</Badge>
        </div>
        <ul className="grid list-disc gap-1 pl-5">
          {comparison.changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-ink">
          Photos taken in different light or from different angles can differ for that reason alone. This is a
          screening, not a diagnosis.
        </p>
      </Card>
      <Card className="grid gap-3 p-5 sm:p-6">
        <h2 className="text-xl font-bold">Slide to compare</h2>
        <p className="text-sm text-muted-ink">
          Drag the handle, or focus it and use the arrow keys: left shows more of{' '}
          {formatDay(before.createdAt)}, right more of {formatDay(after.createdAt)}.
        </p>
        <div className="mx-auto w-full max-w-2xl overflow-hidden rounded-xl" data-testid="compare-slider">
          <ReactCompareSlider
            itemOne={
              <ReactCompareSliderImage src={before.imageUrl} alt={`Before: ${formatDay(before.createdAt)}`} />
            }
            itemTwo={
              <ReactCompareSliderImage src={after.imageUrl} alt={`After: ${formatDay(after.createdAt)}`} />
            }
          />
        </div>
      </Card>
      <div className="grid gap-6 sm:grid-cols-2">
        <Card className="p-4">
          <ScanSide scan={before} label="Before" />
        </Card>
        <Card className="p-4">
          <ScanSide scan={after} label="After" />
        </Card>
      </div>
    </div>
  );
}
