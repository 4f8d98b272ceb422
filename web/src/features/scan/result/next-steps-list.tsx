import { useId } from 'react';
import type { SubHeading } from './heading-level.ts';

/** The result's few next steps, numbered so the first one reads as the first thing to do. */
export function NextStepsList({
  steps,
  headingAs: Heading = 'h3',
}: {
  steps: string[];
  headingAs?: SubHeading;
}) {
  const headingId = useId();
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="next-steps" className="grid gap-3">
      <Heading id={headingId} className="text-lg font-bold">
        Next steps
      </Heading>
      <ol className="grid gap-2">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3 rounded-xl bg-brand-50 p-3 text-ink">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="font-semibold">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
