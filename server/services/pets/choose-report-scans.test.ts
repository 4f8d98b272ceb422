import { describe, expect, it } from 'vitest';
import type { ScanRow } from '#server/db/schema.ts';
import { chooseReportScans } from './choose-report-scans.ts';

const NOW = new Date('2026-11-26T09:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

/** Only the columns the choice reads matter; the rest stay empty. */
function scan(id: string, days: number, status: string, gum = 0, tartar = 0, severity = 'normal'): ScanRow {
  const isUnclear = status === 'unclear';
  return {
    id,
    created_at: daysAgo(days),
    status,
    severity,
    gingival_index: isUnclear ? null : gum,
    calculus_index: isUnclear ? null : tartar,
  } as ScanRow;
}

const choose = (scans: ScanRow[]) =>
  chooseReportScans({ scans, now: NOW, cardCount: 6, tableDays: 365, tableRows: 3 });

describe('chooseReportScans', () => {
  // Newest first, as the repository lists them: QA's Rex, whose worst scans were his oldest.
  const rex = [
    scan('today-unclear', 0, 'unclear'),
    scan('today', 0, 'healthy'),
    scan('nov-c', 6, 'healthy'),
    scan('nov-unclear', 6, 'unclear'),
    scan('nov-a', 6, 'inflamed', 1),
    scan('jul', 129, 'healthy'),
    scan('mar', 256, 'tartar', 0, 2),
    scan('oct-2025', 412, 'inflamed', 3, 3, 'concerning'),
  ];

  it('keeps the first and the worst scan on cards beside the newest, and never gives an unclear photo a card', () => {
    const choice = choose(rex);
    expect(choice.cards.map((s) => s.id)).toEqual(['today', 'nov-c', 'nov-a', 'jul', 'mar', 'oct-2025']);
    expect(choice.firstScanId).toBe('oct-2025');
    expect(choice.worstScanId).toBe('oct-2025');
    expect(choice.rows.map((s) => s.id)).toEqual(['today-unclear', 'nov-unclear']);
    expect(choice.notShownCount).toBe(0);
  });

  it('pins the first and worst scans even when many newer ones would push them out, and counts what it leaves out', () => {
    const newer = Array.from({ length: 8 }, (_, i) => scan(`new-${i}`, i + 1, 'healthy'));
    const old = [scan('worst', 500, 'infection', 3, 2, 'urgent'), scan('first', 600, 'healthy')];
    const choice = choose([...newer, ...old]);
    expect(choice.cards.map((s) => s.id)).toEqual(['new-0', 'new-1', 'new-2', 'new-3', 'worst', 'first']);
    expect(choice.firstScanId).toBe('first');
    expect(choice.worstScanId).toBe('worst');
    // Four newer scans are left over; the table takes three (tableRows), the fourth is counted.
    expect(choice.rows.map((s) => s.id)).toEqual(['new-4', 'new-5', 'new-6']);
    expect(choice.notShownCount).toBe(1);
  });

  it('leaves scans older than the table period out of the table and counts them', () => {
    const scans = [
      ...Array.from({ length: 6 }, (_, i) => scan(`new-${i}`, i + 1, 'healthy')),
      scan('old-unclear', 400, 'unclear'),
      scan('first', 700, 'healthy'),
    ];
    const choice = choose(scans);
    expect(choice.cards.map((s) => s.id)).toEqual(['new-0', 'new-1', 'new-2', 'new-3', 'new-4', 'first']);
    expect(choice.rows.map((s) => s.id)).toEqual(['new-5']);
    expect(choice.notShownCount).toBe(1);
    // Nothing was ever found: no card is called the worst.
    expect(choice.worstScanId).toBeNull();
  });

  it('has no cards when no photo was clear enough to grade', () => {
    const choice = choose([scan('u1', 1, 'unclear'), scan('u2', 2, 'unclear')]);
    expect(choice.cards).toEqual([]);
    expect(choice.firstScanId).toBeNull();
    expect(choice.rows).toHaveLength(2);
  });
});
