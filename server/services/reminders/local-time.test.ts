import { describe, expect, it } from 'vitest';
import { addDaysToDay, localDay, weekdayOfDay, wholeWeeksBetween, zonedHourToInstant } from './local-time.ts';

describe('zonedHourToInstant', () => {
  it('finds 08:00 in New York on both sides of the 2026-11-01 change from EDT to EST', () => {
    expect(zonedHourToInstant('2026-10-31', 8, 'America/New_York').toISOString()).toBe(
      '2026-10-31T12:00:00.000Z',
    );
    // The clocks went back at 02:00 that morning, so 08:00 is already EST (UTC-5).
    expect(zonedHourToInstant('2026-11-01', 8, 'America/New_York').toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    expect(zonedHourToInstant('2026-11-02', 8, 'America/New_York').toISOString()).toBe(
      '2026-11-02T13:00:00.000Z',
    );
  });

  it('finds 08:00 in Auckland, a day ahead of UTC, across its 2026-09-27 change to NZDT', () => {
    expect(zonedHourToInstant('2026-09-26', 8, 'Pacific/Auckland').toISOString()).toBe(
      '2026-09-25T20:00:00.000Z',
    );
    expect(zonedHourToInstant('2026-09-27', 8, 'Pacific/Auckland').toISOString()).toBe(
      '2026-09-26T19:00:00.000Z',
    );
  });

  it('is the plain hour in UTC', () => {
    expect(zonedHourToInstant('2026-02-28', 8, 'UTC').toISOString()).toBe('2026-02-28T08:00:00.000Z');
  });
});

describe('localDay', () => {
  it('names the day the wall clock shows in the zone', () => {
    const instant = new Date('2026-11-26T11:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-11-26');
    expect(localDay(instant, 'Pacific/Auckland')).toBe('2026-11-27');
    expect(localDay(new Date('2026-11-26T03:00:00Z'), 'America/New_York')).toBe('2026-11-25');
  });
});

describe('day arithmetic', () => {
  it('adds days across month and year ends and names weekdays', () => {
    expect(addDaysToDay('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(weekdayOfDay('2026-11-26')).toBe(4);
    expect(weekdayOfDay('2026-11-29')).toBe(0);
    expect(wholeWeeksBetween('2026-10-04', '2026-11-01')).toBe(4);
    expect(wholeWeeksBetween('2026-10-04', '2026-11-28')).toBe(7);
  });
});
