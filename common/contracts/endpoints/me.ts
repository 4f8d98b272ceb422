import { defineEndpoint } from '../endpoint.ts';
import { ZMeSummary } from '../me.ts';

export const meEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/me/summary',
    access: 'member',
    responses: { 200: ZMeSummary },
  }),
};
