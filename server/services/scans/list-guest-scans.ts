import type { TGuestScans } from '#common/contracts/guest.ts';
import { GUEST_SCAN_LIMIT } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { listQuotaScans, listVisibleGuestScans } from '#server/db/repositories/scans.ts';
import { GUEST_NETWORK_MESSAGE, isGuestNetworkPaused } from './guest-network-limit.ts';
import { RESERVATION_TTL_MS } from './pending-scans.ts';
import { toScanResult } from './to-scan-result.ts';

/** More than the guest allowance, so unclear retakes cannot push the real result out of the list. */
const GUEST_SCANS_SHOWN = 5;

/**
 * GET /api/guest/scans: the guest browser's own scans, found by its signed
 * cookie and by nothing the caller sends, so no guest can list another's. Only
 * scans that still belong to no account are returned (as findAccessibleScan): once
 * a scan moved into an account, a shared computer's next guest must not see it. Whether the
 * caller's network is paused for guests is told to a visitor without a cookie too.
 */
export async function listGuestScans(options: {
  db: Db;
  guestId: string | null;
  ipHash: string;
  guestScansPerIpPerDay: number;
  now: Date;
}): Promise<TGuestScans> {
  const { db, guestId, now } = options;
  const isPaused = await isGuestNetworkPaused(options);
  const networkPausedMessage = isPaused ? GUEST_NETWORK_MESSAGE : null;
  if (!guestId) return { scans: [], isFreeScanUsed: false, networkPausedMessage };
  const [rows, used] = await Promise.all([
    listVisibleGuestScans(db, { guestId, limit: GUEST_SCANS_SHOWN }),
    listQuotaScans(db, {
      owner: { kind: 'guest', guestId },
      sinceIso: '',
      reservedAfterIso: new Date(now.getTime() - RESERVATION_TTL_MS).toISOString(),
    }),
  ]);
  // A scan still being processed (maybe cut off by a crash) has not used the free scan yet.
  const done = used.filter((scan) => !scan.isPending).length;
  return { scans: rows.map(toScanResult), isFreeScanUsed: done >= GUEST_SCAN_LIMIT, networkPausedMessage };
}
