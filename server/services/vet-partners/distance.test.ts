import { describe, expect, it } from 'vitest';
import { boundingBox, distanceBetween, roundDistance } from './distance.ts';

const portland = { lat: 45.5152, lng: -122.6784 };
const seattle = { lat: 47.6062, lng: -122.3321 };

describe('distanceBetween', () => {
  it('measures Portland to Seattle in miles and kilometres', () => {
    expect(roundDistance(distanceBetween(portland, seattle, 'mi'))).toBeCloseTo(145.4, 0);
    expect(roundDistance(distanceBetween(portland, seattle, 'km'))).toBeCloseTo(234.0, 0);
  });

  it('is zero for the same point', () => {
    expect(distanceBetween(portland, portland, 'mi')).toBe(0);
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius', () => {
    const box = boundingBox(portland, 50, 'mi');
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const b = (bearing * Math.PI) / 180;
      const d = 49.9 / 3958.8;
      const lat1 = (portland.lat * Math.PI) / 180;
      const lng1 = (portland.lng * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lng2 =
        lng1 +
        Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const point = { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it('wraps across the antimeridian and opens up near a pole', () => {
    const fiji = boundingBox({ lat: -17.7, lng: 179.9 }, 50, 'km');
    expect(fiji.minLng).toBeGreaterThan(fiji.maxLng);
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50, 'mi')).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});
