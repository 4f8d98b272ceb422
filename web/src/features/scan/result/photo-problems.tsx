import { cn } from '#web/lib/cn.ts';
import type { SubHeading } from './heading-level.ts';
import { photoProblemLabels } from './photo-problem-copy.ts';

interface PhotoProblemsProps {
  /** The analyser's machine codes (too_far, mouth_closed, …). */
  problems: readonly string[];
  /** Its retake tips, one per problem. */
  tips: readonly string[];
  headingAs?: SubHeading;
  className?: string;
}

/**
 * What was wrong with a photo and what to do about it: the one wording for the refusal before
 * an upload and for an unclear result, so the owner reads the same thing in both places.
 */
export function PhotoProblems({ problems, tips, headingAs: Heading = 'h3', className }: PhotoProblemsProps) {
  const labels = photoProblemLabels(problems);
  if (labels.length === 0 && tips.length === 0) return null;
  return (
    <div
      data-testid="photo-problems"
      className={cn('grid gap-3 rounded-xl bg-white/85 p-3 text-ink', className)}
    >
      {labels.length > 0 ? (
        <div>
          <Heading className="font-sans text-sm font-bold">What we noticed</Heading>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {tips.length > 0 ? (
        <div>
          <Heading className="font-sans text-sm font-bold">What to do</Heading>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
