/**
 * "Monday 30 November at 8:00 am" in the owner's reminder time zone (not the browser's, which may
 * differ); the year is added when it is not this year's. Put together from parts, since ICU
 * versions punctuate the whole differently.
 */
export function formatNextReminder(iso: string, timeZone: string, now = new Date()): string {
  const date = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions, at = date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).format(at);
  const year = part({ year: 'numeric' });
  const day = `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })}`;
  const time = part({ hour: 'numeric', minute: '2-digit', hour12: true });
  return `${day}${year === part({ year: 'numeric' }, now) ? '' : ` ${year}`} at ${time}`;
}
