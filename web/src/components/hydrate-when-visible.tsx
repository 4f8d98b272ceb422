import { type ReactNode, Suspense, use } from 'react';
import { useIsHydrated } from '#web/hooks/use-is-hydrated.ts';

/** How far below the screen a part starts loading, so it is ready by the time it scrolls in. */
const LOAD_AHEAD = '200px';

/** One promise per part, settled once its server HTML nears the viewport. */
const nearViewport = new Map<string, Promise<void>>();

function whenNearViewport(selector: string): Promise<void> {
  let promise = nearViewport.get(selector);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.querySelector(selector);
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: LOAD_AHEAD },
      );
      observer.observe(element);
    });
    nearViewport.set(selector, promise);
  }
  return promise;
}

function UntilNearViewport({ selector, children }: { selector: string; children: ReactNode }) {
  // While React takes over the server's HTML this reads false: the part waits, its HTML left as the
  // server sent it (a dehydrated Suspense boundary). Rendered in the browser, it shows at once.
  const isHydrated = useIsHydrated();
  if (!isHydrated && typeof document !== 'undefined') use(whenNearViewport(selector));
  return children;
}

/**
 * Partial hydration of a server-rendered page: `children` (a lazy part whose root element matches
 * `selector`) keeps the server's HTML, links and all, and neither downloads nor hydrates its code until
 * it nears the screen. The first load then carries only what the top of the page needs
 * (docs/performance.md#first-interaction). A page the browser renders gets the part at once.
 */
export function HydrateWhenVisible({ selector, children }: { selector: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UntilNearViewport selector={selector}>{children}</UntilNearViewport>
    </Suspense>
  );
}
