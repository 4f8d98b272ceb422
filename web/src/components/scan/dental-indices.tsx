import { useId } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
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
  words: string[];
}

function IndexRow({ title, scale, value, words }: IndexRowProps) {
  return (
    <div className="grid gap-1.5">
      <dt className="grid text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-xs text-muted-ink">{scale}</span>
      </dt>
      <dd className="grid gap-1.5">
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
  scan: Pick<TScanResult, 'gingivalIndex' | 'calculusIndex'>;
  headingAs?: SubHeading;
}) {
  const headingId = useId();
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
          words={GINGIVAL_WORDS}
        />
        <IndexRow
          title="Tartar"
          scale="Calculus index 0–3"
          value={scan.calculusIndex}
          words={CALCULUS_WORDS}
        />
      </dl>
    </section>
  );
}
