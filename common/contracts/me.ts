import { z } from 'zod';
import { ZScanResult } from './scans.ts';

/**
 * GET /api/me/summary: the signed-in member's plan and scan allowance.
 * scansUsed counts scans in the last `windowDays` days that used quota (unclear
 * photos and scans made as a guest do not); scanLimit is null on Plus;
 * nextScanAt is when a Starter member may scan again, null when they can now.
 * A trial account (isTrial) has the guest's allowance instead: scansUsed and
 * scanLimit count its scans ever, the free one it was made from included, and
 * nextScanAt stays null because only adding an e-mail and password gives it more.
 * scanPendingUntil is set while only a scan still being processed fills the allowance (a live
 * reservation, which an upload cut off by a crash leaves for a few minutes): until when it holds
 * the slot. Then nextScanAt is null and a scan answers SCAN_STILL_PROCESSING.
 */
export const ZMeSummary = z.object({
  plan: z.enum(['starter', 'plus']),
  isTrial: z.boolean(),
  scansUsed: z.number().int().min(0),
  scanLimit: z.number().int().nullable(),
  windowDays: z.number().int(),
  nextScanAt: z.string().nullable(),
  scanPendingUntil: z.string().nullable(),
  recentScans: z.array(ZScanResult),
});
export type TMeSummary = z.infer<typeof ZMeSummary>;
