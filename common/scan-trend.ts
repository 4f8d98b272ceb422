import { INDEX_CUTS } from './probability-words.ts';

/**
 * How far the analyser's calibrated probability may move on a retake of the same mouth, so a smaller
 * move between two scans is no change. No retake of one mouth has been measured; the nearest figures
 * are colour constancy (docs/decisions/007-analyser-v3.md: a lamp 20% warmer or cooler, or 30% more
 * or less light, moves the gingivitis probability by less than 0.10 on confident photos) and the
 * server's own re-encode of a photo (docs/performance.md#the-browser-made-copy: at most 0.054
 * gingivitis and 0.081 calculus). A retake also changes angle and framing, so it varies at least as
 * much: 0.10 is the floor, not a generous margin.
 */
export const RETAKE_NOISE = 0.1;

/** What the rule reads of a scan: TScanResult has it; the chat's scan summaries too. */
export type TTrendScan = {
  status: string;
  severity: string | null;
  gingivalIndex: number | null;
  calculusIndex: number | null;
  gingivitisProbability: number | null;
  calculusProbability: number | null;
};

export type TDirection = -1 | 0 | 1;

export type TSignMove = {
  /** Which way the 0-3 index moved; 0 when it stayed or either photo had none. */
  index: TDirection;
  /** Which way the probability moved by more than RETAKE_NOISE; 0 within it, or unknown. */
  beyondNoise: TDirection;
  /** The index moved, and the probability moved the same way by more than the noise. */
  counts: TDirection;
};

export const SCAN_TRENDS = ['better', 'worse', 'no_clear_change', 'unknown'] as const;
export type TTrend = (typeof SCAN_TRENDS)[number];

export type TScanTrend = {
  trend: TTrend;
  /** What decided: the verdict (status and urgency), the indices, or nothing. */
  decidedBy: 'verdict' | 'indices' | 'none';
  gums: TSignMove;
  tartar: TSignMove;
  /** The two signs counted in opposite directions, so neither wins. */
  isMixed: boolean;
};

const SEVERITY_RANK: Record<string, number> = { normal: 0, concerning: 1, urgent: 2 };
/** Healthy below a finding, an alarm above; inflamed and tartar are level (neither is better). */
const STATUS_RANK: Record<string, number> = { healthy: 0, inflamed: 1, tartar: 1, infection: 2, pale: 2 };
/** Statuses the graders' probabilities decide; the others come from colour alarms or a second opinion. */
const GRADED_STATUSES = new Set(['healthy', 'inflamed', 'tartar']);

const directionOf = (delta: number): TDirection => (delta > 0 ? 1 : delta < 0 ? -1 : 0);

/** Where the probability lies: known, or only the range of its index [cut below, cut above]. */
function probabilityRange(
  probability: number | null,
  index: number | null,
  cuts: readonly number[],
): [number, number] | null {
  if (probability !== null) return [probability, probability];
  if (index === null) return null;
  return [index === 0 ? 0 : cuts[index - 1], cuts[index] ?? 1];
}

/**
 * One sign's move between two scans. A scan stored without its probability counts by its index's
 * range, so only a move no value in the two ranges could explain by noise counts: index 0 to 2 (at
 * least 0.25 apart) does, 1 to 2 does not.
 */
export function signMove(
  before: { probability: number | null; index: number | null },
  after: { probability: number | null; index: number | null },
  cuts: readonly number[] = INDEX_CUTS,
): TSignMove {
  const index = before.index === null || after.index === null ? 0 : directionOf(after.index - before.index);
  const from = probabilityRange(before.probability, before.index, cuts);
  const to = probabilityRange(after.probability, after.index, cuts);
  let beyondNoise: TDirection = 0;
  if (from && to) {
    if (to[0] - from[1] > RETAKE_NOISE) beyondNoise = 1;
    else if (from[0] - to[1] > RETAKE_NOISE) beyondNoise = -1;
  }
  return { index, beyondNoise, counts: index !== 0 && beyondNoise === index ? index : 0 };
}

/** Better (-1) or worse (1) by the verdict: the urgency first, then the status. */
function verdictDirection(before: TTrendScan, after: TTrendScan): TDirection {
  const rank = (table: Record<string, number>, key: string | null) => (key === null ? undefined : table[key]);
  const severity = [rank(SEVERITY_RANK, before.severity), rank(SEVERITY_RANK, after.severity)];
  if (severity[0] !== undefined && severity[1] !== undefined && severity[0] !== severity[1])
    return directionOf(severity[1] - severity[0]);
  const status = [rank(STATUS_RANK, before.status), rank(STATUS_RANK, after.status)];
  if (status[0] !== undefined && status[1] !== undefined) return directionOf(status[1] - status[0]);
  return 0;
}

const isGradedVerdict = (scan: TTrendScan) => GRADED_STATUSES.has(scan.status) && scan.severity !== 'urgent';

/**
 * Whether a pet's mouth looks better or worse between two scans (docs/product-rules.md#scan-statuses-and-urgency):
 *  - Better or worse when the verdict (urgency, then status) moved that way. A verdict the graders'
 *    probabilities decide (healthy, inflamed, tartar; not urgent) must also have a probability that
 *    moved that way by more than RETAKE_NOISE: a healthy scan at 0.49 and an inflamed one at 0.51 are
 *    the same mouth. A colour alarm's verdict stands as it is.
 *  - With the verdict level (the same status, or inflamed against tartar), better or worse when an
 *    index moved and its probability moved the same way by more than RETAKE_NOISE; the two signs
 *    counting opposite ways cancel (mixed).
 *  - Otherwise no clear change; an unclear photo cannot be compared at all.
 */
export function scanTrend(
  before: TTrendScan,
  after: TTrendScan,
  cuts: readonly number[] = INDEX_CUTS,
): TScanTrend {
  const gums = signMove(
    { probability: before.gingivitisProbability, index: before.gingivalIndex },
    { probability: after.gingivitisProbability, index: after.gingivalIndex },
    cuts,
  );
  const tartar = signMove(
    { probability: before.calculusProbability, index: before.calculusIndex },
    { probability: after.calculusProbability, index: after.calculusIndex },
    cuts,
  );
  const result = (trend: TTrend, decidedBy: TScanTrend['decidedBy'], isMixed = false): TScanTrend => ({
    trend,
    decidedBy,
    gums,
    tartar,
    isMixed,
  });
  if (before.status === 'unclear' || after.status === 'unclear') return result('unknown', 'none');
  const toTrend = (direction: TDirection): TTrend => (direction < 0 ? 'better' : 'worse');
  const verdict = verdictDirection(before, after);
  if (verdict !== 0) {
    const isBeyondNoise = gums.beyondNoise === verdict || tartar.beyondNoise === verdict;
    if (!isGradedVerdict(before) || !isGradedVerdict(after) || isBeyondNoise)
      return result(toTrend(verdict), 'verdict');
    return result('no_clear_change', 'none');
  }
  const counted = [gums.counts, tartar.counts].filter((direction) => direction !== 0);
  if (counted.length === 0) return result('no_clear_change', 'none');
  if (counted.some((direction) => direction !== counted[0])) return result('no_clear_change', 'none', true);
  return result(toTrend(counted[0]), 'indices');
}
