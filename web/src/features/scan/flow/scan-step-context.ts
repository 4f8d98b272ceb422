import { createContext, useContext, useEffect } from 'react';

export type ScanStep = 'upload' | 'analyzing' | 'results';

/**
 * Lets a page follow the scanner's step without threading a callback through the
 * sections in between: the landing page hides its marketing while a result shows,
 * so on a phone the result is the page instead of the top of a 12,000 px one.
 */
export const ScanStepContext = createContext<((step: ScanStep) => void) | null>(null);

/** Tells the enclosing page (if it listens) which step the scanner is on. */
export function useReportScanStep(step: ScanStep): void {
  const report = useContext(ScanStepContext);
  useEffect(() => {
    report?.(step);
  }, [report, step]);
  // Leaving the page (or unmounting the scanner) ends the result.
  useEffect(() => () => report?.('upload'), [report]);
}
