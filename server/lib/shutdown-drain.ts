import { AppError } from '#server/errors.ts';

/** About how long a load balancer takes to see /readyz fail and send the retry to another instance. */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

export const shuttingDown = () =>
  new AppError('SERVICE_UNAVAILABLE', 'This server is restarting. Please try again in a few seconds.', {
    details: { retryAfterSeconds: DRAINING_RETRY_AFTER_SECONDS },
  });

export interface DrainOutcome {
  /** Every piece of work ended on its own within the bound; false when some had to be released. */
  isClean: boolean;
  /** Work still running past the bound (released, or not yet let go when the drain gave up on it). */
  releasedCount: number;
}

export interface ShutdownDrain {
  readonly isDraining: boolean;
  /** Aborted when the grace bound passes: work still running gives back what it holds and ends. */
  readonly released: AbortSignal;
  /**
   * Runs the handler of a request that starts new work (a scan, an upload), counted until it
   * settles; once draining it is refused with 503 instead, before the body is read.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Refuses new work from now on and waits for the work running (and `alsoWaitFor`, the background
   * jobs' last pass) to end. Past `graceMs` it aborts `released` and waits at most `releaseMs` more
   * for the running work to let go, then resolves either way.
   */
  drain(options: {
    graceMs: number;
    releaseMs: number;
    alsoWaitFor?: Promise<unknown>;
  }): Promise<DrainOutcome>;
}

/** What SIGTERM waits for before the server closes (server/index.ts; README.md#shutdown-and-readiness). */
export function createShutdownDrain(): ShutdownDrain {
  const releaser = new AbortController();
  const running = new Set<Promise<unknown>>();
  let isDraining = false;

  /** Resolves when nothing runs, or after `ms`; true when nothing runs. */
  async function settled(ms: number, alsoWaitFor: Promise<unknown> = Promise.resolve()): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const allDone = (async () => {
      await alsoWaitFor.catch(() => {});
      // Work started while an earlier one was awaited is counted too (it was admitted before the drain).
      while (running.size > 0) await Promise.allSettled([...running]);
      return true as const;
    })();
    try {
      return await Promise.race([allDone, bound]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get isDraining() {
      return isDraining;
    },
    released: releaser.signal,
    async run(work) {
      if (isDraining) throw shuttingDown();
      const task = work();
      running.add(task);
      try {
        return await task;
      } finally {
        running.delete(task);
      }
    },
    async drain({ graceMs, releaseMs, alsoWaitFor }) {
      isDraining = true;
      if (await settled(graceMs, alsoWaitFor)) return { isClean: true, releasedCount: 0 };
      const releasedCount = running.size;
      releaser.abort();
      await settled(releaseMs);
      return { isClean: false, releasedCount };
    },
  };
}
