import type { TFunnelStep } from '#common/contracts/admin.ts';

/**
 * One funnel as a list of steps with bars scaled to its first step. Each step is a subset of the one
 * before (server/services/admin/build-funnel.ts); a step that had to be capped says so in words.
 */
export function FunnelSteps({
  id,
  title,
  unit,
  steps,
}: {
  id: string;
  title: string;
  /** What the steps count, said under the title so the shares are read right. */
  unit: string;
  steps: TFunnelStep[];
}) {
  const top = Math.max(1, steps[0]?.count ?? 0);
  return (
    // content-start: side by side with a longer funnel, the steps stay at the top instead of spreading out.
    <section aria-labelledby={id} className="grid content-start gap-3">
      <div className="grid gap-0.5">
        <h4 id={id} className="font-bold">
          {title}
        </h4>
        <p className="text-muted-ink text-sm">{unit}</p>
      </div>
      <ol className="grid gap-3">
        {steps.map((step) => (
          <li key={step.step} className="grid gap-1 text-sm">
            <span className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{step.label}</span>
              <span className="font-semibold tabular-nums">{step.count}</span>
            </span>
            <span className="h-3 rounded-full bg-sand" aria-hidden="true">
              <span
                className="block h-3 rounded-full bg-coral-500"
                style={{ width: `${(step.count / top) * 100}%` }}
              />
            </span>
            {step.percentOfPrevious !== null ? (
              <span className="text-muted-ink text-xs">{step.percentOfPrevious}% of the step before</span>
            ) : null}
            {step.cappedBecause ? (
              <span className="text-muted-ink text-xs">
                {step.measured} counted, shown as {step.count}: {step.cappedBecause}.
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
