import { describe, expect, it } from 'vitest';
import { mapSearchPlace, vetMapSearchUrl } from './map-search.ts';

describe('vetMapSearchUrl', () => {
  it('searches the maps for a veterinarian near the typed place, encoded', () => {
    expect(vetMapSearchUrl('Portland, OR 97201')).toBe(
      'https://www.google.com/maps/search/?api=1&query=veterinarian%20near%20Portland%2C%20OR%2097201',
    );
  });

  it('keeps characters that would end the query inside it', () => {
    const url = new URL(vetMapSearchUrl('Main St & 5th #2'));
    expect(url.searchParams.get('query')).toBe('veterinarian near Main St & 5th #2');
  });
});

describe('mapSearchPlace', () => {
  it('gives the device location as rounded coordinates', () => {
    expect(mapSearchPlace({ lat: 45.523064, lng: -122.676483, label: 'your location', isDevice: true })).toBe(
      '45.523,-122.676',
    );
  });

  it('gives a typed place as typed', () => {
    expect(mapSearchPlace({ lat: 45.5, lng: -122.6, label: '97201', isDevice: false })).toBe('97201');
  });
});
