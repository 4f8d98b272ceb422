import { defineEndpoint } from '../endpoint.ts';
import { ZScanMediaParams } from '../scans.ts';

/** A scan's photos, for whoever may read the scan (a member's or this browser's guest's). */
export const mediaEndpoints = {
  /** A kind other than photo, overlay or thumb answers 404, like a missing photo. */
  scanPhoto: defineEndpoint({
    method: 'GET',
    path: '/media/scans/:id/:kind',
    access: 'public',
    params: ZScanMediaParams,
    responses: { 200: null },
  }),
};
