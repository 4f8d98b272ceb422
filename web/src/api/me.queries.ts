import { queryOptions } from '@tanstack/react-query';
import type { TScanResult } from '#common/contracts/scans.ts';
import type { PlanId } from '#common/plans.ts';
import { apiRequest } from './client.ts';

/** GET /api/me/summary. Mirrors the server's answer; move to common/contracts when it lands there. */
export interface MeSummary {
  plan: PlanId;
  scansUsed: number;
  /** null means unlimited (Plus). */
  scanLimit: number | null;
  windowDays: number;
  /** When the next free scan becomes available; null when one is available now or the plan is unlimited. */
  nextScanAt: string | null;
  recentScans: TScanResult[];
}

export const meKeys = {
  all: ['me'] as const,
  summary: () => [...meKeys.all, 'summary'] as const,
};

export function meSummaryQuery() {
  return queryOptions({
    queryKey: meKeys.summary(),
    queryFn: ({ signal }) => apiRequest<MeSummary>('/api/me/summary', { signal }),
  });
}
