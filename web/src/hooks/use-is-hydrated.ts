import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while rendering on the server and during the browser's hydration of that HTML, true in every
 * other render. What only the browser knows (the reader's time zone and locale) is shown once this is
 * true, so the first render in the browser matches the server's HTML.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
