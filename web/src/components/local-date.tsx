import { useIsHydrated } from '#web/hooks/use-is-hydrated.ts';
import { formatDate, formatUtcDate } from '#web/lib/format-date.ts';

/**
 * A date in the reader's locale and time zone, which a page rendered on the server cannot know: there,
 * and while the browser hydrates that HTML, it is shown in UTC, and the reader's own follows at once.
 */
export function LocalDate({ iso }: { iso: string }) {
  const isHydrated = useIsHydrated();
  return <time dateTime={iso}>{isHydrated ? formatDate(iso) : formatUtcDate(iso)}</time>;
}
