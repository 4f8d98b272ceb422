import type { TScanResult } from '#common/contracts/scans.ts';

/** Serious results offer the vet waitlist under the advice. */
export function hasWaitlist(scan: Pick<TScanResult, 'severity'>): boolean {
  return scan.severity === 'concerning' || scan.severity === 'urgent';
}
