import { z } from 'zod';
import { ZScanRequestKey, ZScanResult } from './scans.ts';

/** GET /api/scans/requests/:key: the scan a request key made (docs/product-rules.md#reload-during-analysis). */
export const ZScanRequestParams = z.object({ key: ZScanRequestKey });
export type TScanRequestParams = z.infer<typeof ZScanRequestParams>;

/**
 * The scan the key made: still being analysed, or done with its result. No scan for the key (the
 * request never arrived, or its scan failed and used nothing) answers 404.
 */
export const ZScanRequestState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('analysing') }),
  z.object({ state: z.literal('done'), scan: ZScanResult }),
]);
export type TScanRequestState = z.infer<typeof ZScanRequestState>;
