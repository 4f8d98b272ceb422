import { formatDateTime } from '#web/lib/format-date.ts';

/**
 * "Monday, November 30 at 8:00 AM", as every owner-facing date reads (web/src/lib/format-date.ts), but
 * in the owner's reminder time zone (not the browser's, which may differ); the year when it is not
 * this year's there.
 */
export function formatNextReminder(iso: string, timeZone: string, now = new Date()): string {
  return formatDateTime(iso, { timeZone, now });
}
