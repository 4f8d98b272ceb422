import type { TScanRequestState } from '#common/contracts/scan-requests.ts';
import type { Db } from '#server/db/client.ts';
import { findScanByRequestKey, type ScanOwner } from '#server/db/repositories/scans.ts';
import { AppError } from '#server/errors.ts';
import { requestedScanOf } from './await-requested-scan.ts';
import type { ScanViewer } from './find-accessible-scan.ts';

/**
 * GET /api/scans/requests/:key: which scan the caller's request key made, after a reload lost the
 * answer (docs/product-rules.md#reload-during-analysis). Only the caller who sent it finds it, the
 * member, or the guest browser while no account has claimed the scan (as find-accessible-scan.ts
 * decides owners); anyone else, and a key that made no scan, gets the same 404.
 */
export async function getScanRequest(options: {
  db: Db;
  viewer: ScanViewer;
  requestKey: string;
}): Promise<TScanRequestState> {
  const { viewer } = options;
  const owners: ScanOwner[] = [];
  if (viewer.user) owners.push({ kind: 'user', userId: viewer.user.id });
  if (viewer.guestId) owners.push({ kind: 'guest', guestId: viewer.guestId });
  for (const owner of owners) {
    const row = await findScanByRequestKey(options.db, { owner, requestKey: options.requestKey });
    const made = requestedScanOf(row, Date.now());
    if (made.state !== 'none') return made;
  }
  throw new AppError('NOT_FOUND', 'No scan was made for that request.');
}
