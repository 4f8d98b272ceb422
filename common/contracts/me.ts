import { z } from 'zod';
import { ZScanResult } from './scans.ts';

/**
 * GET /api/me/summary: the signed-in member's plan and scan allowance.
 * scansUsed counts scans in the last `windowDays` days that used quota (unclear
 * photos and scans made as a guest do not); scanLimit is null on Plus;
 * nextScanAt is when a Starter member may scan again, null when they can now.
 */
export const ZMeSummary = z.object({
  plan: z.enum(['starter', 'plus']),
  scansUsed: z.number().int().min(0),
  scanLimit: z.number().int().nullable(),
  windowDays: z.number().int(),
  nextScanAt: z.string().nullable(),
  recentScans: z.array(ZScanResult),
});
export type TMeSummary = z.infer<typeof ZMeSummary>;
