import {
  AnalysisBusyError,
  AnalysisTimeoutError,
  type TAnalysisPool,
} from '#server/adapters/analysis/analysis-pool.ts';
import type { AppMetrics } from './app-metrics.ts';

/**
 * The app's analysis pool, counted for /metrics: photos in flight, refusals, and each scan's wait
 * for a worker and its stages (the timings the worker reports, analysis-pool.ts). A wrapper rather
 * than an option of the pool, so a pool the caller passes in (tests, the bench) is counted too.
 */
export function measureAnalysisPool(pool: TAnalysisPool, metrics: AppMetrics): TAnalysisPool {
  async function counted<T>(task: () => Promise<T>): Promise<T> {
    metrics.analysisInFlight.inc();
    try {
      return await task();
    } catch (error) {
      if (error instanceof AnalysisBusyError) metrics.analysisRefusals.inc({ reason: 'busy' });
      if (error instanceof AnalysisTimeoutError) metrics.analysisRefusals.inc({ reason: 'timeout' });
      throw error;
    } finally {
      metrics.analysisInFlight.dec();
    }
  }
  return {
    analyse: (photo, options) => counted(() => pool.analyse(photo, options)),
    async scan(bytes, options) {
      const scanned = await counted(() => pool.scan(bytes, options));
      const { waitMs, decodeMs, analyseMs } = scanned.timings;
      metrics.analysisQueueWait.observe(waitMs / 1000);
      metrics.scanStages.observe({ stage: 'decode' }, decodeMs / 1000);
      metrics.scanStages.observe({ stage: 'analyse' }, analyseMs / 1000);
      return scanned;
    },
    locate: (bytes) => counted(() => pool.locate(bytes)),
    close: () => pool.close(),
  };
}
