import type { QuotaScan } from '#server/db/repositories/scans.ts';
import { AppError } from '#server/errors.ts';

/**
 * A reservation older than this belongs to a request that died mid-scan
 * (a whole scan takes well under a second); it stops holding quota.
 */
export const RESERVATION_TTL_MS = 5 * 60 * 1000;

/**
 * docs/decisions/002-quota-reservations.md: a reservation holds its quota slot for
 * up to RESERVATION_TTL_MS, also when its upload died (kill -9) and will never finish. While only
 * such pending scans fill the allowance, the owner has not used it: they are told a scan is still
 * being processed, not that their scan is used until next week.
 *
 * Returns when the pending scans stop filling the allowance (the reservation whose expiry frees
 * the first slot), or null when they do not fill it: either room is left, or finished scans alone
 * use it up (then the plan's own limit message is the true one).
 */
export function pendingUntil(scans: QuotaScan[], limit: number): Date | null {
  const done = scans.filter((scan) => !scan.isPending).length;
  const expiries = scans
    .filter((scan) => scan.isPending)
    .map((scan) => Date.parse(scan.createdAt) + RESERVATION_TTL_MS)
    .sort((a, b) => a - b);
  if (done >= limit || done + expiries.length < limit) return null;
  return new Date(expiries[done + expiries.length - limit]);
}

/** 409 SCAN_STILL_PROCESSING, with Retry-After for when the pending scan stops holding the slot. */
export function scanStillProcessing(until: Date, now: Date): AppError {
  return new AppError(
    'SCAN_STILL_PROCESSING',
    'A scan is still being processed. Please try again in a few minutes.',
    {
      details: {
        pendingUntil: until.toISOString(),
        retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
      },
    },
  );
}
