import { useId } from 'react';
import type { SubHeading } from './heading-level.ts';

interface AdviceSectionProps {
  advice: string;
  title?: string;
  headingAs?: SubHeading;
}

/** The analyser's advice; its line breaks separate steps, so they are kept. */
export function AdviceSection({
  advice,
  title = 'What to do next',
  headingAs: Heading = 'h3',
}: AdviceSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <Heading id={headingId} className="text-base font-bold">
        {title}
      </Heading>
      <p className="whitespace-pre-line text-sm leading-relaxed text-ink">{advice}</p>
    </section>
  );
}
