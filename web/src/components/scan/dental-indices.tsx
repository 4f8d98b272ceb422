import { useId } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import {
  LIKELY_FROM,
  POSSIBLE_FROM,
  probabilityPercent,
  probabilityWord,
} from '#common/probability-words.ts';
import { cn } from '#web/lib/cn.ts';
import type { SubHeading } from './heading-level.ts';

/** Löe–Silness gingival index, in an owner's words. */
const GINGIVAL_WORDS = [
  'None: gums look normal',
  'Mild: a slight change in colour, little swelling',
  'Moderate: red, swollen, shiny gums',
  'Severe: very red and swollen, may bleed or ulcerate',
];
/** Calculus index: how much of the visible tooth surface tartar covers. */
const CALCULUS_WORDS = [
  'None: no tartar seen',
  'Mild: tartar on less than a third of the tooth',
  'Moderate: tartar on a third to two thirds of the tooth',
  'Severe: tartar on more than two thirds of the tooth',
];
const BAR_TONES = ['bg-healthy', 'bg-inflamed', 'bg-inflamed', 'bg-urgent'];

interface IndexRowProps {
  title: string;
  scale: string;
  value: number | null;
  /** The calibrated probability the index was cut from; null on scans stored before it existed. */
  probability: number | null;
  words: string[];
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Possible (38%) · index 1 of 3": the chance in words first, the vets' index after it. */
function ChanceLine({ value, probability }: { value: number; probability: number }) {
  return (
    <p className="text-sm text-ink">
      <span className="font-semibold">
        {capitalise(probabilityWord(probability))} ({probabilityPercent(probability)}%)
      </span>{' '}
      <span className="text-muted-ink">· index {value} of 3</span>
    </p>
  );
}

function IndexRow({ title, scale, value, probability, words }: IndexRowProps) {
  return (
    <div className="grid gap-1.5">
      <dt className="grid text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-xs text-muted-ink">{scale}</span>
      </dt>
      <dd className="grid gap-1.5">
        {value !== null && probability !== null ? (
          <ChanceLine value={value} probability={probability} />
        ) : null}
        <div aria-hidden="true" className="grid grid-cols-3 gap-1">
          {[1, 2, 3].map((step) => (
            <span
              key={step}
              className={cn(
                'h-2 rounded-full',
                value !== null && value >= step ? BAR_TONES[value] : 'bg-line',
              )}
            />
          ))}
        </div>
        <p className="text-sm text-muted-ink">
          {value === null ? (
            'Not assessed: this part of the mouth was not clear enough in the photo.'
          ) : probability !== null ? (
            words[value]
          ) : (
            <>
              <span className="font-semibold text-ink">{value} of 3</span> · {words[value]}
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
          value={scan.gingivalIndex}
          probability={scan.gingivitisProbability}
          words={GINGIVAL_WORDS}
        />
        <IndexRow
          title="Tartar"
          scale="Calculus index 0–3"
          value={scan.calculusIndex}
          probability={scan.calculusProbability}
          words={CALCULUS_WORDS}
        />
      </dl>
      {hasProbability ? (
        <p className="text-xs text-muted-ink">
          Likely, possible and unlikely are the analyser’s chance of seeing each sign in this photo: likely
          from {Math.round(LIKELY_FROM * 100)}%, possible from {Math.round(POSSIBLE_FROM * 100)}%. The index
          is the 0–3 grade vets use.
        </p>
      ) : null}
    </section>
  );
}
