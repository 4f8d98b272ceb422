import { useId } from 'react';

/** The analyser's advice; its line breaks separate steps, so they are kept. */
export function AdviceSection({ advice }: { advice: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-bold">
        What to do next
      </h3>
      <p className="whitespace-pre-line text-sm leading-relaxed text-ink">{advice}</p>
    </section>
  );
}
