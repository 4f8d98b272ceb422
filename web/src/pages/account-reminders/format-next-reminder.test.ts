import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#web/lib/format-date.ts';
import { formatNextReminder } from './format-next-reminder.ts';

describe('formatNextReminder', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('shows the time in the owner’s reminder zone, in the app’s one date style', () => {
    const newYork = formatNextReminder('2026-11-30T13:00:00Z', 'America/New_York', now);
    expect(newYork).toBe(formatDateTime('2026-11-30T13:00:00Z', { timeZone: 'America/New_York', now }));
    expect(newYork).toMatch(/Monday.*30.*8:00/);
    expect(formatNextReminder('2026-11-29T19:00:00Z', 'Pacific/Auckland', now)).toBe(newYork);
  });

  it('adds the year when it is not this year', () => {
    expect(formatNextReminder('2027-01-04T08:00:00Z', 'UTC', now)).toMatch(/Monday.*4.*2027.*8:00/);
  });
});
