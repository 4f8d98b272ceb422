/**
 * Analyser-only benchmark through the worker pool, on a generated 4032x3024 phone JPEG:
 * p50/p95 latency one photo at a time, then scans per second with every core busy.
 * Run alone with `node --import tsx scripts/bench-analyser.ts`; scripts/bench.ts adds the HTTP part.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import { makeMouthPhoto } from './generated-photos/mouth-photo.ts';

export type TAnalyserBench = {
  photoBytes: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  threads: number;
  scansPerSecond: number;
};

export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

export async function benchAnalyser(
  options: { samples?: number; threads?: number } = {},
): Promise<TAnalyserBench> {
  const samples = options.samples ?? 40;
  const threads = options.threads ?? availableParallelism();
  const photo = await makeMouthPhoto({
    gum: 'inflamed',
    tartar: true,
    width: 4032,
    height: 3024,
    format: 'jpeg',
  });
  // The burst below sends every sample at once; the pool's default queue (16 per thread) would refuse some.
  const pool = createAnalysisPool({ threads, timeoutMs: 10_000, queueLimit: samples });
  try {
    // Warm every worker so module loading and JIT do not count.
    await Promise.all(Array.from({ length: threads * 2 }, () => pool.analyse(photo)));
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const start = performance.now();
      await pool.analyse(photo);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);

    const burst = samples;
    const start = performance.now();
    await Promise.all(Array.from({ length: burst }, () => pool.analyse(photo)));
    const seconds = (performance.now() - start) / 1000;
    return {
      photoBytes: photo.length,
      samples,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      threads,
      scansPerSecond: burst / seconds,
    };
  } finally {
    await pool.close();
  }
}

export function formatAnalyserBench(b: TAnalyserBench): string {
  return [
    `analyser (pool, 4032x3024 JPEG, ${(b.photoBytes / 1e6).toFixed(1)} MB, decode + analyse + overlay PNG, n=${b.samples})`,
    `  p50 ${b.p50Ms.toFixed(0)} ms   p95 ${b.p95Ms.toFixed(0)} ms`,
    `  throughput with ${b.threads} workers busy: ${b.scansPerSecond.toFixed(1)} scans/s`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatAnalyserBench(await benchAnalyser()));
}
