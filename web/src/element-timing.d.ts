import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    /**
     * The Element Timing API's name for this element: the browser reports when its text or image is
     * first painted (a PerformanceObserver of type 'element' reads it; scripts/bench/time-to-usable.ts).
     */
    elementtiming?: string;
  }
}
