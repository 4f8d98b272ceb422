import { z } from 'zod';
import { ZScanResult } from './scans.ts';

/**
 * GET /api/guest/scans: what the server knows about this browser's guest (its
 * signed cookie), so a guest finds their result again after a reload, Back or a
 * closed tab. `scans` are the guest's results that belong to no account yet,
 * newest first (empty once signup or a trial account took them); isFreeScanUsed
 * says whether the guest's free scan is used, even when its result has moved on.
 * networkPausedMessage is the server's words when guests on the caller's network have used
 * today's guest scans (the next upload would be refused), else null.
 */
export const ZGuestScans = z.object({
  scans: z.array(ZScanResult),
  isFreeScanUsed: z.boolean(),
  networkPausedMessage: z.string().nullable(),
});
export type TGuestScans = z.infer<typeof ZGuestScans>;
