import type { TFunnelStep } from '#common/contracts/admin.ts';

export interface MeasuredStep {
  step: TFunnelStep['step'];
  label: string;
  count: number;
  /**
   * Why this step may be counted above the previous one (it is measured in another unit or from
   * another source); said to the admin when it is. Leave out where the step is a subset by query.
   */
  mayExceedPreviousBecause?: string;
}

/**
 * A funnel as the admin reads it: each step at most the step before, and its share of that step.
 * A step above the one before (which only a step counted from another source can be) is capped at
 * it, keeps its measured count and says why, instead of showing a share above 100%.
 */
export function buildFunnel(steps: readonly MeasuredStep[]): TFunnelStep[] {
  const funnel: TFunnelStep[] = [];
  for (const measured of steps) {
    const previous = funnel.at(-1);
    const isCapped = previous !== undefined && measured.count > previous.count;
    const count = isCapped ? previous.count : measured.count;
    funnel.push({
      step: measured.step,
      label: measured.label,
      count,
      measured: measured.count,
      percentOfPrevious: previous && previous.count > 0 ? Math.round((count / previous.count) * 100) : null,
      cappedBecause: isCapped
        ? (measured.mayExceedPreviousBecause ?? 'it was counted above the step before')
        : null,
    });
  }
  return funnel;
}
