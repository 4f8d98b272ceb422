import { describe, expect, it } from 'vitest';
import { isReminderDue, pendingBrushingReminder, pendingPhotoReminder } from './reminder-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('pendingPhotoReminder', () => {
  const base = {
    timeZone: 'America/New_York',
    intervalWeeks: 4,
    enabledAt: at('2026-09-01T12:00:00Z'),
    lastSentOn: null,
  };

  it('is due four weeks after the last scan, at 08:00 local, across the end of daylight saving', () => {
    // Scanned on Sunday 2026-10-04 (EDT); due 2026-11-01, the day New York goes back to EST.
    const pending = pendingPhotoReminder({ ...base, lastScanAt: at('2026-10-04T15:00:00Z') });
    expect(pending).toEqual({ dueDay: '2026-11-01', sendAt: at('2026-11-01T13:00:00Z') });
    expect(isReminderDue(pending, at('2026-11-01T12:59:59Z'), null)).toBe(false);
    expect(isReminderDue(pending, at('2026-11-01T13:00:00Z'), null)).toBe(true);
  });

  it('counts from the local day of the scan, not the UTC one', () => {
    // 02:00 UTC on 2026-10-05 is still the evening of 2026-10-04 in New York.
    const pending = pendingPhotoReminder({ ...base, lastScanAt: at('2026-10-05T02:00:00Z') });
    expect(pending.dueDay).toBe('2026-11-01');
  });

  it('restarts the count when a scan is made', () => {
    const before = pendingPhotoReminder({ ...base, lastScanAt: at('2026-10-04T15:00:00Z') });
    const after = pendingPhotoReminder({ ...base, lastScanAt: at('2026-10-30T15:00:00Z') });
    expect(before.dueDay).toBe('2026-11-01');
    expect(after.dueDay).toBe('2026-11-27');
    expect(isReminderDue(after, at('2026-11-01T14:00:00Z'), null)).toBe(false);
  });

  it('is not sent twice in one day, and repeats one interval after the last one sent', () => {
    const first = pendingPhotoReminder({ ...base, lastScanAt: at('2026-10-04T15:00:00Z') });
    expect(isReminderDue(first, at('2026-11-01T20:00:00Z'), '2026-11-01')).toBe(false);
    const next = pendingPhotoReminder({
      ...base,
      lastScanAt: at('2026-10-04T15:00:00Z'),
      lastSentOn: '2026-11-01',
    });
    expect(next.dueDay).toBe('2026-11-29');
    expect(isReminderDue(next, at('2026-11-01T20:00:00Z'), '2026-11-01')).toBe(false);
  });

  it('follows the chosen interval', () => {
    const pending = pendingPhotoReminder({
      ...base,
      timeZone: 'UTC',
      intervalWeeks: 2,
      lastScanAt: at('2026-11-02T10:00:00Z'),
    });
    expect(pending).toEqual({ dueDay: '2026-11-16', sendAt: at('2026-11-16T08:00:00Z') });
  });

  it('counts from when it was turned on for a pet with no scans, in Auckland', () => {
    const pending = pendingPhotoReminder({
      ...base,
      timeZone: 'Pacific/Auckland',
      enabledAt: at('2026-11-26T09:00:00Z'), // 22:00 on 2026-11-26 in Auckland (NZDT, UTC+13)
      lastScanAt: null,
    });
    expect(pending).toEqual({ dueDay: '2026-12-24', sendAt: at('2026-12-23T19:00:00Z') });
  });

  it('waits for the next morning when turned on long after the last scan', () => {
    const pending = pendingPhotoReminder({
      ...base,
      timeZone: 'UTC',
      enabledAt: at('2026-11-26T15:00:00Z'),
      lastScanAt: at('2026-06-01T10:00:00Z'),
    });
    expect(pending).toEqual({ dueDay: '2026-11-27', sendAt: at('2026-11-27T08:00:00Z') });
  });
});

describe('pendingBrushingReminder', () => {
  const base = { timeZone: 'UTC', weekday: 1, enabledAt: at('2026-11-01T00:00:00Z'), lastSentOn: null };

  it('is due on the chosen weekday at 08:00 local', () => {
    // Thursday 2026-11-26: the next Monday is 2026-11-30.
    const pending = pendingBrushingReminder({ ...base, now: at('2026-11-26T10:00:00Z') });
    expect(pending).toEqual({ dueDay: '2026-11-30', sendAt: at('2026-11-30T08:00:00Z') });
  });

  it('is due today once the local morning has come, and not again that day', () => {
    const now = at('2026-11-30T09:00:00Z');
    const pending = pendingBrushingReminder({ ...base, now });
    expect(isReminderDue(pending, now, null)).toBe(true);
    const afterSending = pendingBrushingReminder({ ...base, now, lastSentOn: '2026-11-30' });
    expect(afterSending.dueDay).toBe('2026-12-07');
    expect(isReminderDue(afterSending, at('2026-11-30T23:00:00Z'), '2026-11-30')).toBe(false);
  });

  it('uses the owner’s weekday, which in Auckland starts the day before UTC’s', () => {
    // Sunday 2026-11-29 19:30 UTC is Monday 08:30 in Auckland.
    const now = at('2026-11-29T19:30:00Z');
    const pending = pendingBrushingReminder({ ...base, timeZone: 'Pacific/Auckland', now });
    expect(pending).toEqual({ dueDay: '2026-11-30', sendAt: at('2026-11-29T19:00:00Z') });
    expect(isReminderDue(pending, now, null)).toBe(true);
  });

  it('keeps 08:00 in New York on the Sunday the clocks go back', () => {
    const pending = pendingBrushingReminder({
      ...base,
      timeZone: 'America/New_York',
      weekday: 0,
      now: at('2026-10-30T12:00:00Z'),
    });
    expect(pending).toEqual({ dueDay: '2026-11-01', sendAt: at('2026-11-01T13:00:00Z') });
  });

  it('starts the week after when turned on after that morning', () => {
    const pending = pendingBrushingReminder({
      ...base,
      enabledAt: at('2026-11-30T12:00:00Z'),
      now: at('2026-11-30T12:00:01Z'),
    });
    expect(pending.dueDay).toBe('2026-12-07');
  });
});
