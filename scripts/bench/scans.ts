/**
 * Whole `POST /api/scans` requests of a 12 MP phone photo against the bench server (multipart
 * parsing, checks, quota transaction, sharp normalisation, worker-pool analysis, storage, database):
 * CPU per scan of the whole server process, p50/p95 one at a time, scans/s at 1 and 2 in flight.
 */

import { postScan } from './bench-client.ts';
import type { BenchRow } from './report-table.ts';
import { percentile } from './report-table.ts';
import type { BenchServer } from './server-process.ts';

const WARM_UP_SCANS = 20;

export async function scansPerSecond(
  server: BenchServer,
  nextMember: () => Promise<string>,
  photo: Buffer,
  options: { inFlight: number; count: number },
): Promise<number> {
  // Members are signed up before the clock starts: scans/s counts scans, not sign-ups (argon2).
  const cookies = await Promise.all(Array.from({ length: options.count }, nextMember));
  let started = 0;
  const start = performance.now();
  const lane = async () => {
    while (started < options.count) {
      const cookie = cookies[started++];
      await postScan(server.baseUrl, cookie, photo);
    }
  };
  await Promise.all(Array.from({ length: options.inFlight }, lane));
  return options.count / ((performance.now() - start) / 1000);
}

export async function benchScans(
  server: BenchServer,
  nextMember: () => Promise<string>,
  photo: Buffer,
  options: { samples: number },
): Promise<BenchRow[]> {
  // Warm-up: worker threads start, JIT settles, SQLite pages are cached. Each analysis worker
  // needs about ten photos before V8 has optimised the pixel loops (the first twenty photos through
  // a two-thread pool cost 1.6 times the CPU of the next twenty), so twenty go through first.
  for (let i = 0; i < WARM_UP_SCANS; i++) await postScan(server.baseUrl, await nextMember(), photo);
  const times: number[] = [];
  // Signed up before the clock starts, so no sign-up (argon2) counts as scan CPU.
  const cookies = await Promise.all(Array.from({ length: options.samples }, nextMember));
  const cpuBefore = server.cpuMs();
  for (const cookie of cookies) times.push((await postScan(server.baseUrl, cookie, photo)).ms);
  const cpuPerScan = (server.cpuMs() - cpuBefore) / options.samples;
  times.sort((a, b) => a - b);
  const one = await scansPerSecond(server, nextMember, photo, { inFlight: 1, count: options.samples });
  const two = await scansPerSecond(server, nextMember, photo, { inFlight: 2, count: options.samples });
  const mb = (photo.length / 1e6).toFixed(1);
  const area = `scan (12 MP, ${mb} MB, n=${options.samples})`;
  return [
    {
      area,
      figure: 'server CPU per scan (all threads)',
      value: `${cpuPerScan.toFixed(0)} ms`,
      goal: '<= 200 ms',
    },
    { area, figure: 'latency p50, one at a time', value: `${percentile(times, 0.5).toFixed(0)} ms` },
    {
      area,
      figure: 'latency p95, one at a time',
      value: `${percentile(times, 0.95).toFixed(0)} ms`,
      goal: '< 300 ms',
    },
    { area, figure: 'throughput, 1 in flight', value: `${one.toFixed(1)} scans/s` },
    { area, figure: 'throughput, 2 in flight', value: `${two.toFixed(1)} scans/s`, goal: '>= 8 scans/s' },
  ];
}
