export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const DAY_MS = 86_400_000;

/** The calendar day (UTC) as a count, so two scans on one day are 0 apart whatever their times. */
const dayNumber = (iso: string) => Math.floor(Date.parse(iso) / DAY_MS);

/**
 * A scan's date in words, "20 November", with the year when it is not the year
 * of `asOf` (or when there is no `asOf`): "30 November 2025". The same on every
 * server whatever its locale (dates are UTC, as stored).
 */
export function formatScanDate(iso: string, asOf?: string): string {
  const date = new Date(iso);
  const sameYear = asOf !== undefined && new Date(asOf).getUTCFullYear() === date.getUTCFullYear();
  const dayMonth = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return sameYear ? dayMonth : `${dayMonth} ${date.getUTCFullYear()}`;
}

/**
 * How long before `laterIso` the earlier scan was, in words: "earlier the same
 * day", "the day before", "12 days earlier". Never "0 days".
 */
export function describeGap(earlierIso: string, laterIso: string): string {
  const days = dayNumber(laterIso) - dayNumber(earlierIso);
  if (days <= 0) return 'earlier the same day';
  if (days === 1) return 'the day before';
  return `${days} days earlier`;
}
