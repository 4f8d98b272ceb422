/**
 * Every owner-facing date goes through here. The rule (docs/product-rules.md#pets-and-plus): a date carries
 * its year when it is not in this year, so history that spans a new year never reads as "March 4" twice.
 * Documents that outlive the year they were made in (the vet report, receipts) always carry it. `now` is for
 * tests.
 */
export type TDateOptions = { now?: Date; isYearAlwaysShown?: boolean };
/** `timeZone`: a zone other than the reader's, e.g. the one the owner's reminders are sent in. */
export type TDateTimeOptions = TDateOptions & { timeZone?: string };

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', year: 'numeric' });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const shortDayYearFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTimeParts = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;
const dateTimeFormat = new Intl.DateTimeFormat(undefined, dateTimeParts);
const dateTimeYearFormat = new Intl.DateTimeFormat(undefined, { ...dateTimeParts, year: 'numeric' });

/** Whether the year is worth saying: not this year in the reader's time zone, or always asked for. */
function isYearShown(date: Date, { now = new Date(), isYearAlwaysShown = false }: TDateOptions): boolean {
  return isYearAlwaysShown || date.getFullYear() !== now.getFullYear();
}

/** "August 7, 2025" in the reader's locale: always with the year (receipts, a report's date). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "August 7" this year, "August 7, 2025" in any other. */
export function formatDay(when: string | number, options: TDateOptions = {}): string {
  const date = new Date(when);
  return (isYearShown(date, options) ? dateFormat : dayFormat).format(date);
}

/** "Aug 7" this year, "Aug 7, 2025" in any other: chart axes and other tight spots. */
export function formatShortDay(when: string | number, options: TDateOptions = {}): string {
  const date = new Date(when);
  return (isYearShown(date, options) ? shortDayYearFormat : shortDayFormat).format(date);
}

/** "3:30 PM" in the reader's time zone. */
export function formatTime(when: string | number): string {
  return timeFormat.format(new Date(when));
}

/**
 * "Friday, August 7, 3:30 PM" this year, "Friday, August 7, 2025, 3:30 PM" in any other, in the
 * reader's zone, or in `timeZone` (then the year is judged in that zone too).
 */
export function formatDateTime(iso: string, options: TDateTimeOptions = {}): string {
  const date = new Date(iso);
  const { timeZone } = options;
  if (!timeZone) return (isYearShown(date, options) ? dateTimeYearFormat : dateTimeFormat).format(date);
  const yearIn = (at: Date) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(at);
  const isYear = options.isYearAlwaysShown || yearIn(date) !== yearIn(options.now ?? new Date());
  return new Intl.DateTimeFormat(undefined, {
    ...dateTimeParts,
    ...(isYear ? { year: 'numeric' } : {}),
    timeZone,
  }).format(date);
}

/**
 * A calendar date ('2026-06-29', a logged cleaning) as formatDay shows a moment: "June 29" this year,
 * "June 29, 2025" in any other. Read at local noon, so no time zone moves it to another day.
 */
export function formatCalendarDay(isoDate: string, options: TDateOptions = {}): string {
  return formatDay(`${isoDate}T12:00:00`, options);
}

/** A calendar date such as LEGAL_LAST_UPDATED ('2025-08-07'), shown without time-zone drift. */
export function formatCalendarDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

const utcDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "August 7, 2025" in UTC: what a server-rendered page shows until the reader's own format replaces it. */
export function formatUtcDate(iso: string): string {
  return utcDateFormat.format(new Date(iso));
}
