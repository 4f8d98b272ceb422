import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  DEFAULT_TIME_ZONE,
  groupTimeZones,
  listTimeZones,
  timeZoneLabel,
  toSupportedTimeZone,
} from './time-zones.ts';

describe('toSupportedTimeZone', () => {
  it('keeps a zone from the supported list as it is', () => {
    expect(toSupportedTimeZone('America/New_York')).toBe('America/New_York');
    expect(toSupportedTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland');
  });

  it('accepts UTC and its aliases as UTC', () => {
    expect(toSupportedTimeZone('UTC')).toBe(DEFAULT_TIME_ZONE);
    expect(toSupportedTimeZone('Etc/UTC')).toBe(DEFAULT_TIME_ZONE);
  });

  it('stores today’s IANA name whichever spelling a browser sends', () => {
    expect(toSupportedTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(toSupportedTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(toSupportedTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(toSupportedTimeZone('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    // An alias outside the table still resolves through Intl.
    expect(toSupportedTimeZone('US/Eastern')).toBe('America/New_York');
  });

  it('refuses names that are not zones', () => {
    for (const value of ['', 'Mars/Olympus_Mons', 'America/New York', 'x'.repeat(65), '+05:00'])
      expect(toSupportedTimeZone(value)).toBeUndefined();
  });
});

describe('listTimeZones', () => {
  it('starts with UTC and holds each zone once, by its IANA name', () => {
    const zones = listTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Calcutta');
    // No old ICU name is left that the table does not rename.
    for (const zone of zones) expect(canonicalTimeZone(zone)).toBe(zone);
    // Every listed name is one Intl takes.
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});

describe('groupTimeZones', () => {
  it('groups by region with the place as the label, UTC first on its own', () => {
    const groups = groupTimeZones([
      'UTC',
      'America/Argentina/Buenos_Aires',
      'America/New_York',
      'Asia/Kolkata',
    ]);
    expect(groups).toEqual([
      { region: 'UTC', zones: [{ value: 'UTC', label: 'UTC' }] },
      {
        region: 'America',
        zones: [
          { value: 'America/Argentina/Buenos_Aires', label: 'Argentina / Buenos Aires' },
          { value: 'America/New_York', label: 'New York' },
        ],
      },
      { region: 'Asia', zones: [{ value: 'Asia/Kolkata', label: 'Kolkata' }] },
    ]);
    expect(timeZoneLabel('America/New_York')).toBe('New York (America)');
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });
});
