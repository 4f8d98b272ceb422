import { ZClientConfig } from '../client-config.ts';
import { defineEndpoint } from '../endpoint.ts';

export const clientConfigEndpoints = {
  /** The upload limits are no secret, and the web needs them before anyone signs in. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/client-config',
    access: 'public',
    responses: { 200: ZClientConfig },
  }),
};
