import { describe, expect, it } from 'vitest';
import { normaliseCityName } from './city-index.ts';
import { geocodeOffline } from './offline-geocoder.ts';

const near = (point: { lat: number; lng: number } | null, lat: number, lng: number, tolerance = 0.2) => {
  expect(point).not.toBeNull();
  expect(Math.abs(point!.lat - lat)).toBeLessThan(tolerance);
  expect(Math.abs(point!.lng - lng)).toBeLessThan(tolerance);
};

describe('geocodeOffline', () => {
  it('places US ZIP codes, ZIP+4 and a ZIP inside an address', () => {
    near(geocodeOffline('97201'), 45.51, -122.69);
    near(geocodeOffline('10001-1234'), 40.75, -73.99);
    near(geocodeOffline('1200 SW Main St, Portland, OR 97205'), 45.52, -122.69);
  });

  it('places Canadian postal codes by their first three characters', () => {
    near(geocodeOffline('M5V 3L9'), 43.65, -79.37);
    near(geocodeOffline('k1a0b1'), 45.42, -75.7);
  });

  it('places cities, using the state or province to pick among namesakes', () => {
    near(geocodeOffline('Portland, OR'), 45.52, -122.68);
    near(geocodeOffline('Portland, ME'), 43.66, -70.26);
    near(geocodeOffline('Portland'), 45.52, -122.68); // the biggest US/Canadian Portland
    near(geocodeOffline('Toronto ON'), 43.7, -79.42);
    near(geocodeOffline('500 Main Street, Austin, TX'), 30.27, -97.74);
  });

  it('answers null for text it cannot place', () => {
    expect(geocodeOffline('')).toBeNull();
    expect(geocodeOffline('zzqx nowhere')).toBeNull();
    expect(geocodeOffline('00000')).toBeNull();
  });

  it('folds accents, punctuation and saint abbreviations in city names', () => {
    expect(normaliseCityName("St. John's")).toBe('saint johns');
    expect(normaliseCityName('Montréal')).toBe('montreal');
  });
});
