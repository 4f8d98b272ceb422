import type { FastifyInstance } from 'fastify';
import type { DrainOutcome, ShutdownDrain } from '#server/lib/shutdown-drain.ts';

/** Past the grace bound, how long released scans get to give their reservations back. */
export const SHUTDOWN_RELEASE_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * SIGTERM's first step (server/index.ts), before close(): /readyz answers 503, new scans and
     * uploads are refused, the background jobs claim nothing new, and it resolves once the work in
     * progress and the mail batch being sent are done, or were released at the bound.
     */
    drainForShutdown(): Promise<DrainOutcome>;
  }
}

/**
 * README.md#shutdown-and-readiness. The listener stays open while draining, so the load balancer reads the
 * 503 from /readyz and a request already routed here is still answered (reads normally, new work with 503 and
 * Retry-After) instead of meeting a refused connection. Every answer while draining closes its connection: a
 * keep-alive client or proxy then opens a new one, which the load balancer sends to another instance, and
 * close() later finds no idle connection to wait for.
 */
export function registerShutdown(
  app: FastifyInstance,
  options: {
    drain: ShutdownDrain;
    graceMs: number;
    /** Stops the background jobs, resolving when their pass in progress is over. */
    stopJobs: (flushUntil: AbortSignal) => Promise<unknown>;
  },
): void {
  const { drain, graceMs } = options;
  app.addHook('onSend', async (_request, reply) => {
    if (drain.isDraining) reply.header('connection', 'close');
  });
  app.decorate('drainForShutdown', async () => {
    const outcome = await drain.drain({
      graceMs,
      releaseMs: SHUTDOWN_RELEASE_MS,
      alsoWaitFor: options.stopJobs(drain.released),
    });
    if (outcome.isClean) app.log.info('work in progress finished');
    else app.log.warn(outcome, 'work still running at the shutdown bound was released');
    return outcome;
  });
}
