import { useEffect, useState } from 'react';
import { isServerRenderedPage } from '#web/ssr/page-state.ts';

/**
 * How many of `total` parts of a long page to render: none at first, then one more per task once
 * the browser has painted what is already there. The landing page's first render was one task of
 * some 190 ms on Lighthouse's slowed phone CPU, most of it for sections below the fold; in steps,
 * the hero paints first and no step blocks input for long (docs/performance.md#lighthouse: Total Blocking
 * Time). `startWithAll` skips the staging, e.g. when the address names an element further down. A page
 * the server rendered has every part in its HTML already, so it renders them all at once too.
 */
export function useStagedReveal(total: number, startWithAll = false): number {
  const [shown, setShown] = useState(startWithAll || isServerRenderedPage() ? total : 0);
  useEffect(() => {
    if (shown >= total) return;
    const next = () => setShown((count) => Math.min(total, count + 1));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    // The first step waits for a paint (a frame callback runs just before it, a timeout after it);
    // each later one is its own task, so input can be handled between them.
    if (shown === 0) frame = requestAnimationFrame(() => (timer = setTimeout(next, 0)));
    else timer = setTimeout(next, 0);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);
  return shown;
}
