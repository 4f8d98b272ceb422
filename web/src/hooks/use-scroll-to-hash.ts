import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isScanStepState } from '#web/lib/scan-step-state.ts';

/** How long to wait for a hash target that renders after data loads (e.g. #scan after the auth check). */
const HASH_WAIT_MS = 2000;

/**
 * React Router does not scroll on client navigation: go to the top on a new page,
 * or to the element named by the hash once it exists. A scanner step (its own history
 * entry, use-scan-step-url.ts), or Back and Forward between steps, is not a new page:
 * the scanner places focus and scroll itself.
 */
export function useScrollToHash(): void {
  const { pathname, hash, key, state } = useLocation();
  const previous = useRef<{ pathname: string; isScanStep: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key changes on every navigation, even to the same URL.
  useEffect(() => {
    const isScanStep = isScanStepState(state);
    const isStepChange =
      previous.current?.pathname === pathname && (isScanStep || previous.current.isScanStep);
    previous.current = { pathname, isScanStep };
    if (isStepChange) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const startedAt = performance.now();
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (performance.now() - startedAt < HASH_WAIT_MS) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);
}
