import { defineEndpoint } from '../endpoint.ts';
import { ZGuestScans } from '../guest.ts';

export const guestEndpoints = {
  /** This browser's guest results, found by its guest cookie; none without one. */
  scans: defineEndpoint({
    method: 'GET',
    path: '/api/guest/scans',
    access: 'public',
    responses: { 200: ZGuestScans },
  }),
};
