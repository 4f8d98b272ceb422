import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDay,
  formatShortDay,
} from './format-date.ts';

describe('formatCalendarDate', () => {
  it('shows a calendar date as written, even where midnight UTC is the day before', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Pacific/Honolulu', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(formatCalendarDate('2025-08-07')).toBe('August 7, 2025');
        expect(formatCalendarDate('2026-01-01')).toBe('January 1, 2026');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('formatDate', () => {
  it('always shows month, day and year, in the reader’s locale', () => {
    const iso = '2025-08-07T15:30:00.000Z';
    const expected = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', year: 'numeric' });
    expect(formatDate(iso)).toBe(expected.format(new Date(iso)));
    expect(formatDate(iso)).toContain('2025');
  });
});

describe('the year rule: a date carries its year when it is not this year', () => {
  // Noon UTC, so the local calendar day and year are the same in every zone the tests run in.
  const scan = '2025-08-07T12:00:00.000Z';
  const sameYear = { now: new Date('2025-12-30T12:00:00.000Z') };
  const nextYear = { now: new Date('2026-01-02T12:00:00.000Z') };

  it('formatDateTime: weekday, day and time, the year only outside this year', () => {
    const parts = {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    } as const;
    expect(formatDateTime(scan, sameYear)).toBe(
      new Intl.DateTimeFormat(undefined, parts).format(new Date(scan)),
    );
    expect(formatDateTime(scan, sameYear)).not.toContain('2025');
    expect(formatDateTime(scan, nextYear)).toBe(
      new Intl.DateTimeFormat(undefined, { ...parts, year: 'numeric' }).format(new Date(scan)),
    );
    expect(formatDateTime(scan, nextYear)).toContain('2025');
    expect(formatDateTime(scan, nextYear)).toMatch(/\d{1,2}:00/);
  });

  it('formatDateTime in another zone: the time and the year as they are there', () => {
    const parts = {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    } as const;
    const inNewYork = new Intl.DateTimeFormat(undefined, { ...parts, timeZone: 'America/New_York' });
    const now = new Date('2026-11-26T10:00:00Z');
    expect(formatDateTime('2026-11-30T13:00:00Z', { timeZone: 'America/New_York', now })).toBe(
      inNewYork.format(new Date('2026-11-30T13:00:00Z')),
    );
    expect(formatDateTime('2026-11-30T13:00:00Z', { timeZone: 'America/New_York', now })).toMatch(/8:00/);
    // 1 January 2027 in Auckland is still 2026 in UTC: the owner's zone decides.
    expect(formatDateTime('2026-12-31T19:00:00Z', { timeZone: 'Pacific/Auckland', now })).toContain('2027');
    expect(formatDateTime('2026-12-31T19:00:00Z', { timeZone: 'UTC', now })).not.toContain('2026');
  });

  it('formatCalendarDay: a logged day as formatDay shows it, the same day in every zone', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(formatCalendarDay('2026-06-29', { now })).toBe(
      formatDay(new Date(2026, 5, 29, 12).getTime(), { now }),
    );
    expect(formatCalendarDay('2026-06-29', { now })).not.toContain('2026');
    expect(formatCalendarDay('2025-06-29', { now })).toContain('2025');
    expect(formatCalendarDay('2026-06-29', { now })).toMatch(/29/);
  });

  it('formatDay and formatShortDay follow the same rule', () => {
    expect(formatDay(scan, sameYear)).not.toContain('2025');
    expect(formatDay(scan, nextYear)).toContain('2025');
    expect(formatShortDay(Date.parse(scan), sameYear)).not.toContain('2025');
    expect(formatShortDay(Date.parse(scan), nextYear)).toContain('2025');
    // A date after "now" in another year (a clock set wrong) is no exception.
    expect(formatDay(scan, { now: new Date('2024-06-01T12:00:00.000Z') })).toContain('2025');
  });

  it('a document asks for the year always', () => {
    expect(formatDateTime(scan, { ...sameYear, isYearAlwaysShown: true })).toContain('2025');
    expect(formatDay(scan, { ...sameYear, isYearAlwaysShown: true })).toContain('2025');
  });

  it('decides the year in the reader’s time zone, as the date is shown', () => {
    const zone = process.env.TZ;
    try {
      // 23:30 UTC on New Year's Eve is already the new year in Berlin, still the old one in New York.
      const lateScan = '2025-12-31T23:30:00.000Z';
      const now = { now: new Date('2026-06-01T12:00:00.000Z') };
      process.env.TZ = 'Europe/Berlin';
      expect(formatDay(lateScan, now)).not.toMatch(/202[56]/);
      process.env.TZ = 'America/New_York';
      expect(formatDay(lateScan, now)).toContain('2025');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
