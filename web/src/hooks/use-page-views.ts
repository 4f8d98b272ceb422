import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrubPagePath } from '#common/analytics-privacy.ts';
import { track } from '#web/lib/analytics.ts';

/**
 * `page_view` with the path only, scrubbed here as the server scrubs it again: no query string or hash
 * (they can carry e-mail addresses or tokens), and share ids, scan ids or a typed address become
 * `:id`/`:email`, so analytics only sees that such a page was opened.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { path: scrubPagePath(pathname) });
  }, [pathname]);
}
