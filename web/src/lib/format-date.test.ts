import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime } from './format-date.ts';

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

describe('formatDate and formatDateTime', () => {
  // The reader's locale and zone decide the wording, so compare with the same formats.
  const iso = '2025-08-07T15:30:00.000Z';
  const when = new Date(iso);

  it('shows month, day and year', () => {
    const expected = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', year: 'numeric' });
    expect(formatDate(iso)).toBe(expected.format(when));
    expect(formatDate(iso)).toContain('2025');
  });

  it('shows weekday, day and time, in the reader’s zone', () => {
    const expected = new Intl.DateTimeFormat(undefined, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(formatDateTime(iso)).toBe(expected.format(when));
    expect(formatDateTime(iso)).toMatch(/\d{1,2}:30/);
  });
});
