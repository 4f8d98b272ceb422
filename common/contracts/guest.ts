import { z } from 'zod';
import { ZScanResult } from './scans.ts';

/**
 * GET /api/guest/scans: what the server knows about this browser's guest (its
 * signed cookie), so a guest finds their result again after a reload, Back or a
 * closed tab. `scans` are the guest's results that belong to no account yet,
 * newest first (empty once signup or a trial account took them); isFreeScanUsed
 * says whether the guest's free scan is used, even when its result has moved on.
 */
export const ZGuestScans = z.object({
  scans: z.array(ZScanResult),
  isFreeScanUsed: z.boolean(),
});
export type TGuestScans = z.infer<typeof ZGuestScans>;
