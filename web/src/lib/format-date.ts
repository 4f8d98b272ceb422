const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "August 7, 2025" in the reader's locale. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "Friday, August 7, 3:30 PM" in the reader's locale and time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
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
