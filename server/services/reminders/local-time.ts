/**
 * Calendar days and wall-clock hours in an IANA time zone, from Intl alone (no time-zone library).
 * Days are 'YYYY-MM-DD' strings, so they compare and sort as text.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The calendar day `instant` falls on in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function dayToUtcMs(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

export function addDaysToDay(day: string, days: number): string {
  return new Date(dayToUtcMs(day) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole weeks from one day to a later one (rounded down). */
export function wholeWeeksBetween(from: string, to: string): number {
  return Math.floor((dayToUtcMs(to) - dayToUtcMs(from)) / (7 * 86_400_000));
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay counts. */
export function weekdayOfDay(day: string): number {
  return new Date(dayToUtcMs(day)).getUTCDay();
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetMs(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the wall clock in `timeZone` shows `hour`:00 on `day`. The offset is looked up twice,
 * so a day on which the clocks change (America/New_York on 2026-11-01) gets that day's own offset
 * at that hour. An hour skipped by a spring-forward lands an hour later; reminders use 08:00, which
 * no zone skips.
 */
export function zonedHourToInstant(day: string, hour: number, timeZone: string): Date {
  const wall = dayToUtcMs(day) + hour * 3_600_000;
  const firstGuess = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(firstGuess), timeZone));
}
