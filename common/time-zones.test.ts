import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, listTimeZones, toSupportedTimeZone } from './time-zones.ts';

describe('toSupportedTimeZone', () => {
  it('keeps a zone from the supported list as it is', () => {
    expect(toSupportedTimeZone('America/New_York')).toBe('America/New_York');
    expect(toSupportedTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland');
  });

  it('accepts UTC and its aliases as UTC', () => {
    expect(toSupportedTimeZone('UTC')).toBe(DEFAULT_TIME_ZONE);
    expect(toSupportedTimeZone('Etc/UTC')).toBe(DEFAULT_TIME_ZONE);
  });

  it('stores an alias a browser may send in the form the list holds', () => {
    const stored = toSupportedTimeZone('Asia/Kolkata');
    expect(stored).toBeDefined();
    expect(listTimeZones()).toContain(stored);
  });

  it('refuses names that are not zones', () => {
    for (const value of ['', 'Mars/Olympus_Mons', 'America/New York', 'x'.repeat(65), '+05:00'])
      expect(toSupportedTimeZone(value)).toBeUndefined();
  });
});

describe('listTimeZones', () => {
  it('starts with UTC and holds each zone once', () => {
    const zones = listTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
