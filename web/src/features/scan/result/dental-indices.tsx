import { useId } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { LIKELY_FROM, POSSIBLE_FROM } from '#common/probability-words.ts';
import { describeIndex, describeReading, type TReadingSign } from '#common/reading-words.ts';
import { cn } from '#web/lib/cn.ts';
import type { SubHeading } from './heading-level.ts';

const BAR_TONES = ['bg-healthy', 'bg-inflamed', 'bg-inflamed', 'bg-urgent'];

interface IndexRowProps {
  title: string;
  scale: string;
  sign: TReadingSign;
  value: number | null;
  /** The calibrated probability the index was cut from; null on scans stored before it existed. */
  probability: number | null;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * One sign: "Possible (38%) · index 0 of 3" over "Not confirmed (possible): …", both from one
 * describeReading, so the chance and the index's words never contradict; a scan stored before the
 * probabilities shows its index alone.
 */
function IndexRow({ title, scale, sign, value, probability }: IndexRowProps) {
  const reading = value !== null && probability !== null ? describeReading(sign, probability) : null;
  const index = reading ? reading.index : value;
  return (
    <div className="grid gap-1.5">
      <dt className="grid text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-xs text-muted-ink">{scale}</span>
      </dt>
      <dd className="grid gap-1.5">
        {reading ? (
          <p className="text-sm text-ink">
            <span className="font-semibold">{capitalise(reading.chance)}</span>{' '}
            <span className="text-muted-ink">· index {reading.index} of 3</span>
          </p>
        ) : null}
        <div aria-hidden="true" className="grid grid-cols-3 gap-1">
          {[1, 2, 3].map((step) => (
            <span
              key={step}
              className={cn(
                'h-2 rounded-full',
                index !== null && index >= step ? BAR_TONES[index] : 'bg-line',
              )}
            />
          ))}
        </div>
        <p className="text-sm text-muted-ink">
          {index === null ? (
            'Not assessed: this part of the mouth was not clear enough in the photo.'
          ) : reading ? (
            reading.meaning
          ) : (
            <>
              <span className="font-semibold text-ink">{index} of 3</span> ·{' '}
              {describeIndex(sign, index).meaning}
            </>
          )}
        </p>
      </dd>
    </div>
  );
}

/** The two indices vets use, scored 0 (none) to 3 (severe). */
export function DentalIndices({
  scan,
  headingAs: Heading = 'h3',
}: {
  scan: Pick<
    TScanResult,
    'gingivalIndex' | 'calculusIndex' | 'gingivitisProbability' | 'calculusProbability'
  >;
  headingAs?: SubHeading;
}) {
  const headingId = useId();
  const hasProbability =
    (scan.gingivalIndex !== null && scan.gingivitisProbability !== null) ||
    (scan.calculusIndex !== null && scan.calculusProbability !== null);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading id={headingId} className="text-base font-bold">
        Gum and tartar scores
      </Heading>
      <dl className="grid gap-4 sm:grid-cols-2">
        <IndexRow
          title="Gum inflammation"
          scale="Gingival index, Löe–Silness 0–3"
          sign="gingivitis"
          value={scan.gingivalIndex}
          probability={scan.gingivitisProbability}
        />
        <IndexRow
          title="Tartar"
          scale="Calculus index 0–3"
          sign="calculus"
          value={scan.calculusIndex}
          probability={scan.calculusProbability}
        />
      </dl>
      {hasProbability ? (
        <p className="text-xs text-muted-ink">
          Likely, possible and unlikely are the analyser’s chance of seeing each sign in this photo: likely
          from {Math.round(LIKELY_FROM * 100)}%, possible from {Math.round(POSSIBLE_FROM * 100)}%. The index
          is the 0–3 grade vets use; at 0 it says “none” only when the sign is unlikely.
        </p>
      ) : null}
    </section>
  );
}
