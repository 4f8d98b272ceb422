import { defineEndpoint } from '../endpoint.ts';
import { ZGeocodeQuery, ZGeocodeResult } from '../vet-partners.ts';

/** A place typed into the vet finder, as a point; 404 when nothing matches. */
export const geocodeEndpoints = {
  lookup: defineEndpoint({
    method: 'GET',
    path: '/api/geocode',
    access: 'public',
    query: ZGeocodeQuery,
    responses: { 200: ZGeocodeResult },
  }),
};
