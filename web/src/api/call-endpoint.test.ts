import { describe, expect, it } from 'vitest';
import { endpointUrl } from './call-endpoint.ts';
import { petEndpoints } from './endpoints/pets.gen.ts';

describe('endpointUrl', () => {
  it('fills path parameters, encoded', () => {
    expect(endpointUrl(petEndpoints.removeEvent, { params: { id: 'a/b', eventId: 'e 1' } })).toBe(
      '/api/pets/a%2Fb/events/e%201',
    );
  });

  it('adds only the query values that are set', () => {
    expect(
      endpointUrl(petEndpoints.scans, {
        params: { id: 'p1' },
        query: { limit: 12, status: 'tartar', before: undefined, from: '' },
      }),
    ).toBe('/api/pets/p1/scans?limit=12&status=tartar');
  });

  it('refuses a call that lacks a path parameter instead of calling a wrong URL', () => {
    expect(() => endpointUrl(petEndpoints.get, { params: {} })).toThrow('needs the path parameter "id"');
  });
});
