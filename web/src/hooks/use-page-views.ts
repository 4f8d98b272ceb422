import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '#web/lib/analytics.ts';

/** Share links and scan ids are capabilities or personal records: analytics only sees that such a page was opened. */
const ID_SEGMENT = /\/[A-Za-z0-9_-]{16,}(?=\/|$)/g;
const MAX_PATH_LENGTH = 100;

/** `page_view` with the path only (no query string or hash, which can carry e-mail addresses or tokens). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { path: pathname.replace(ID_SEGMENT, '/:id').slice(0, MAX_PATH_LENGTH) });
  }, [pathname]);
}
