import { describe, expect, it } from 'vitest';
import { formatNextReminder } from './format-next-reminder.ts';

describe('formatNextReminder', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('shows the time in the owner’s reminder zone', () => {
    expect(formatNextReminder('2026-11-30T13:00:00Z', 'America/New_York', now)).toBe(
      'Monday 30 November at 8:00 am',
    );
    expect(formatNextReminder('2026-11-29T19:00:00Z', 'Pacific/Auckland', now)).toBe(
      'Monday 30 November at 8:00 am',
    );
  });

  it('adds the year when it is not this year', () => {
    expect(formatNextReminder('2027-01-04T08:00:00Z', 'UTC', now)).toBe('Monday 4 January 2027 at 8:00 am');
  });
});
