import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { TCropBox, TLocateResult } from '#common/contracts/scans.ts';
import type {
  TAnalyseOptions,
  TAnalysePhotoOutput,
  TAnalysisPixels,
  TAnalysisWorkerData,
  TScanPhotoOutput,
} from '#server/adapters/analysis/analyse-photo.worker.ts';
import { ImageRejectedError } from '#server/adapters/image/normalise-photo.ts';
import { IS_COMPILED } from '#server/lib/is-compiled.ts';

export type TAnalysisPool = {
  /** An encoded photo, or pixels already decoded and sized for the analyser (see TAnalysisPixels). */
  analyse(photo: Uint8Array | TAnalysisPixels, options?: TAnalyseOptions): Promise<TAnalysePhotoOutput>;
  /**
   * A scan's upload turned into the copies to store and its analysis, all in a worker
   * (analyse-photo.worker.ts, scanPhoto). Throws ImageRejectedError for an upload that is not a
   * readable photo, as normalisePhoto does.
   */
  scan(bytes: Uint8Array, options?: TAnalyseOptions & { crop?: TCropBox }): Promise<TScannedPhoto>;
  /** Where the mouth is and whether the photo is usable, without grading or storing anything. */
  locate(bytes: Uint8Array): Promise<TLocateResult>;
  close(): Promise<void>;
};

/** waitMs: how long the photo waited for a free worker; decodeMs and analyseMs: the worker's two stages. */
export type TScanTimings = { waitMs: number; decodeMs: number; analyseMs: number };
export type TScannedPhoto = Omit<Extract<TScanPhotoOutput, { rejected: null }>, 'timings'> & {
  timings: TScanTimings;
};

/** Thrown when one photo takes longer than the pool's timeout; the worker is aborted, not left running. */
export class AnalysisTimeoutError extends Error {
  override name = 'AnalysisTimeoutError';
  constructor(timeoutMs: number) {
    super(`photo analysis took longer than ${timeoutMs} ms`);
  }
}

/**
 * Thrown at once when every worker is busy and the queue behind them is full: the
 * scanner is saturated, not broken, so the caller asks the owner to retry shortly.
 */
export class AnalysisBusyError extends Error {
  override name = 'AnalysisBusyError';
  constructor() {
    super('every analysis worker is busy and the queue is full');
  }
}

const WORKER_URL = new URL(`./analyse-photo.worker.${IS_COMPILED ? 'js' : 'ts'}`, import.meta.url);

/**
 * From the sources (vitest, tsx) the workers get no transform, so each registers the tsx loader itself;
 * without it Node cannot load the .ts worker file. Resolved to a file URL so it works from any working
 * directory. The compiled server's worker is plain JavaScript and needs no loader.
 */
const WORKER_EXEC_ARGV = IS_COMPILED ? [] : ['--import', import.meta.resolve('tsx')];

export function createAnalysisPool(options: {
  threads?: number;
  timeoutMs: number;
  /** Photos that may wait for a free worker (default 16 per thread); more are refused with AnalysisBusyError. */
  queueLimit?: number;
  /** Load the embedding model in each worker as it starts (default), not on its first photo. */
  preloadModel?: boolean;
}): TAnalysisPool {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const piscina = new Piscina({
    filename: WORKER_URL.href,
    minThreads: threads,
    maxThreads: threads,
    execArgv: WORKER_EXEC_ARGV,
    workerData: { preloadModel: options.preloadModel ?? true } satisfies TAnalysisWorkerData,
  });
  // Bounded queue: a burst of uploads waits briefly instead of piling up unbounded memory. Counted
  // here rather than by piscina's maxQueue, whose refusal is a plain Error told apart only by its text.
  const maxInFlight = threads + (options.queueLimit ?? threads * 16);
  let inFlight = 0;

  /** Runs one task on a worker with the pool's queue bound and timeout. */
  async function runTask<T>(task: object, name?: string): Promise<T> {
    if (inFlight >= maxInFlight) throw new AnalysisBusyError();
    inFlight += 1;
    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, options.timeoutMs);
    try {
      return (await piscina.run(task, { signal: controller.signal, ...(name ? { name } : {}) })) as T;
    } catch (error) {
      if (isTimedOut) throw new AnalysisTimeoutError(options.timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      inFlight -= 1;
    }
  }

  return {
    analyse: (photo, analyseOptions = {}) =>
      runTask<TAnalysePhotoOutput>({
        ...(photo instanceof Uint8Array ? { bytes: photo } : { pixels: photo }),
        ...analyseOptions,
      }),
    async scan(bytes, scanOptions = {}) {
      const submittedAt = performance.timeOrigin + performance.now();
      const output = await runTask<TScanPhotoOutput>({ bytes, ...scanOptions }, 'scanPhoto');
      if (output.rejected) throw new ImageRejectedError(output.rejected);
      const { startedAt, decodeMs, analyseMs } = output.timings;
      return { ...output, timings: { waitMs: Math.max(0, startedAt - submittedAt), decodeMs, analyseMs } };
    },
    locate: (bytes) => runTask<TLocateResult>({ bytes }, 'locatePhoto'),
    async close() {
      await piscina.close({ force: true });
    },
  };
}
