import type { ScanRow } from '#server/db/schema.ts';

/**
 * Which of a pet's scans the vet report shows, and how (docs/product-rules.md#pets-and-plus: it leaves
 * nothing out silently, as it did when it showed the six newest and dropped older, worse ones). A vet wants
 * the pet's baseline, its worst moment and where it is now, then the rest of the year at a glance:
 * - photo cards: the first graded scan ever, the worst graded scan ever, and the newest graded ones,
 *   `cardCount` in all, newest first. An unclear photo was never graded, so it never gets a card.
 * - a compact table: every other scan of the last `tableDays` days (unclear ones included, marked),
 *   at most `tableRows`, newest first, so the report still prints on one or two A4 pages.
 * - a count of the scans neither shows, which the report states plainly.
 */
export type TReportScanChoice = {
  cards: ScanRow[];
  rows: ScanRow[];
  notShownCount: number;
  firstScanId: string | null;
  worstScanId: string | null;
};

const isGraded = (scan: ScanRow) => scan.status !== null && scan.status !== 'unclear';

const SEVERITY_RANK: Record<string, number> = { normal: 0, concerning: 1, urgent: 2 };

/** How bad a graded scan looked: severity first, then both indices together. */
function badness(scan: ScanRow): number {
  const rank = SEVERITY_RANK[scan.severity ?? ''] ?? 0;
  return rank * 10 + (scan.gingival_index ?? 0) + (scan.calculus_index ?? 0);
}

/** `scans` newest first, as the repository lists them. */
export function chooseReportScans(options: {
  scans: ScanRow[];
  now: Date;
  cardCount: number;
  tableDays: number;
  tableRows: number;
}): TReportScanChoice {
  const { scans, now, cardCount, tableDays, tableRows } = options;
  const graded = scans.filter(isGraded);
  const first = graded.at(-1) ?? null;
  // Newest first, so of equally bad scans the most recent one is the "worst" a vet sees.
  const worst = graded.reduce<ScanRow | null>(
    (worstSoFar, scan) => (worstSoFar === null || badness(scan) > badness(worstSoFar) ? scan : worstSoFar),
    null,
  );
  const cardIds = new Set<string>();
  for (const pinned of [first, worst]) if (pinned && cardIds.size < cardCount) cardIds.add(pinned.id);
  for (const scan of graded) {
    if (cardIds.size >= cardCount) break;
    cardIds.add(scan.id);
  }
  const cards = scans.filter((scan) => cardIds.has(scan.id));
  const sinceIso = new Date(now.getTime() - tableDays * 86_400_000).toISOString();
  const rows = scans
    .filter((scan) => !cardIds.has(scan.id) && scan.created_at >= sinceIso)
    .slice(0, tableRows);
  return {
    cards,
    rows,
    notShownCount: scans.length - cards.length - rows.length,
    firstScanId: first?.id ?? null,
    // Only worth pointing out when something was found on it.
    worstScanId: worst && badness(worst) > 0 ? worst.id : null,
  };
}
