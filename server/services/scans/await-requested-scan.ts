import { setTimeout as sleep } from 'node:timers/promises';
import type { TScanResult } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { findScanByRequestKey, type ScanOwner } from '#server/db/repositories/scans.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { RESERVATION_TTL_MS, scanStillProcessing } from './pending-scans.ts';
import { toScanResult } from './to-scan-result.ts';

const POLL_MS = 100;
/** Longer than the longest analysis allowed (ANALYSIS_TIMEOUT_MS at most 2 minutes, server/config.ts). */
const WAIT_MS = 2 * 60 * 1000;

/** What a request key's scan is now: finished, still analysed, or none (never made, failed, erased, or died mid-scan). */
export type RequestedScan = { state: 'done'; scan: TScanResult } | { state: 'analysing' } | { state: 'none' };

export function requestedScanOf(row: ScanRow | undefined, now: number): RequestedScan {
  if (!row) return { state: 'none' };
  if (row.state === 'complete')
    return row.status === null ? { state: 'none' } : { state: 'done', scan: toScanResult(row) };
  // A reservation this old belongs to a request that died mid-scan (pending-scans.ts).
  return Date.parse(row.created_at) > now - RESERVATION_TTL_MS ? { state: 'analysing' } : { state: 'none' };
}

/**
 * The scan an earlier request with this key made (docs/product-rules.md#reload-during-analysis):
 * a retry answers with it, waiting while it is still analysed, and uses no second quota unit. Null
 * when there is none, so the request goes ahead as the first. `appearWithinMs` waits that long for
 * a scan to appear: a twin request that holds the photo now may not have reserved its scan yet.
 */
export async function awaitRequestedScan(options: {
  db: Db;
  owner: ScanOwner;
  requestKey: string;
  appearWithinMs?: number;
}): Promise<TScanResult | null> {
  const start = Date.now();
  for (;;) {
    const now = Date.now();
    const made = requestedScanOf(await findScanByRequestKey(options.db, options), now);
    if (made.state === 'done') return made.scan;
    if (made.state === 'none' && now - start >= (options.appearWithinMs ?? 0)) return null;
    if (now - start >= WAIT_MS)
      throw scanStillProcessing(new Date(start + RESERVATION_TTL_MS), new Date(now));
    await sleep(POLL_MS);
  }
}
