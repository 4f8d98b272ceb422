import type { TScanResult } from '#common/contracts/scans.ts';

/** Serious results offer a vet referral request under the advice. */
export function offersReferralRequest(scan: Pick<TScanResult, 'severity'>): boolean {
  return scan.severity === 'concerning' || scan.severity === 'urgent';
}
