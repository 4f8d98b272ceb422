import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { LoginThrottleEvent } from '#server/services/auth/login-throttle.ts';

/**
 * What GET /metrics exposes that events move (README "Metrics"); the gauges read from state on each
 * scrape are in state-gauges.ts. One registry per app, never prom-client's global one, so the
 * several apps a test file builds in one process keep their own counts.
 */
export type AppMetrics = ReturnType<typeof createAppMetrics>;

/** Scans and their uploads can take many seconds on a slow line; the top buckets see them. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];
/** Around the scan goal (docs/performance.md: at most 200 ms of CPU, p95 under 300 ms). */
const STAGE_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 10];
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createAppMetrics(options: { analysisThreads: number }) {
  const registry = new Registry();
  const registers = [registry];
  // process_* and nodejs_*: CPU, memory, event-loop delay, GC; read on each scrape.
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'pawsmile_analysis_threads',
    help: 'Analysis worker threads (ANALYSIS_THREADS): pawsmile_analysis_tasks_in_flight above it means photos wait',
    registers,
  }).set(options.analysisThreads);

  const requestLabels = ['method', 'route', 'status'] as const;
  const loginThrottleEvents = new Counter({
    name: 'pawsmile_login_throttle_events_total',
    help: 'Checked logins (success, failure) and attempts the throttle refused, by the limit that refused them',
    labelNames: ['event'] as const,
    registers,
  });
  return {
    registry,
    httpRequests: new Counter({
      name: 'pawsmile_http_requests_total',
      help: 'Requests answered, by route pattern (unmatched for none) and status',
      labelNames: requestLabels,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'pawsmile_http_request_duration_seconds',
      help: 'Time from the request arriving to its response sent, by route pattern and status',
      labelNames: requestLabels,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    scanStages: new Histogram({
      name: 'pawsmile_scan_stage_duration_seconds',
      help: "A scan's time in an analysis worker, by stage: decode (the stored copies and the analyser's pixels), analyse",
      labelNames: ['stage'] as const,
      buckets: STAGE_BUCKETS,
      registers,
    }),
    analysisQueueWait: new Histogram({
      name: 'pawsmile_analysis_queue_wait_seconds',
      help: "Time a scan's photo waited for a free analysis worker",
      buckets: WAIT_BUCKETS,
      registers,
    }),
    analysisInFlight: new Gauge({
      name: 'pawsmile_analysis_tasks_in_flight',
      help: 'Photos in the analysis pool now, on a worker or waiting for one',
      registers,
    }),
    analysisRefusals: new Counter({
      name: 'pawsmile_analysis_refusals_total',
      help: 'Photos the analysis pool refused: busy (every worker busy and the queue full) or timeout',
      labelNames: ['reason'] as const,
      registers,
    }),
    countLoginThrottleEvent: (event: LoginThrottleEvent) => loginThrottleEvents.inc({ event }),
  };
}
