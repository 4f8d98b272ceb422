import { Suspense, useEffect, useState } from 'react';
import { onToasterWanted } from '#web/hooks/use-toast.ts';
import { lazyPage } from '#web/lib/lazy-page.ts';

const Toaster = lazyPage(() => import('./toaster.tsx').then((module) => module.Toaster));
/** Browsers without requestIdleCallback wait this long after the first render instead. */
const IDLE_FALLBACK_MS = 1500;

/**
 * Where toasts show, mounted once near the root. Sonner is not part of the first load
 * (docs/performance.md#first-load): it loads once the page is idle, so a later toast (even "you are offline")
 * needs no download, or at once when something shows a toast before that.
 */
export function LazyToaster() {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    const want = () => setIsWanted(true);
    onToasterWanted(want);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(want, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(want, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
