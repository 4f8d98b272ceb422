import { defineEndpoint } from '../endpoint.ts';

/** This table, described: the OpenAPI 3.1 document and its reference page (server/plugins/openapi/). */
export const apiDescriptionEndpoints = {
  document: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    responses: { 200: null },
  }),
  page: defineEndpoint({ method: 'GET', path: '/api/docs', access: 'public', responses: { 200: null } }),
};
