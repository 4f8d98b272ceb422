/**
 * `npm run bench`: how long a scan takes on this machine, for the README and any
 * speed claim (docs/product-rules.md#claims-and-copy: only measured numbers). Prints the analyser on
 * its own (scripts/bench-analyser.ts), then whole `POST /api/scans` requests
 * through the real app (multipart parsing, checks, quota transaction, sharp
 * normalisation, worker-pool analysis, storage, database) on a fresh SQLite
 * folder: p50/p95 one request at a time, then scans per second with 2 and 4
 * requests in flight. Requests go through app.inject(), so TCP is not counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { multipartBody } from '../tests/api/scans-support.ts';
import { makeMouthPhoto } from '../tests/fixtures/mouth-photo.ts';
import { benchAnalyser, formatAnalyserBench, percentile } from './bench-analyser.ts';

const SEQUENTIAL = 40;
const BURST = 40;

/**
 * A phone-like 12 MP JPEG: the synthetic mouth plus per-pixel sensor noise,
 * which is what makes real phone photos 3-5 MB rather than a few hundred KB.
 */
async function phonePhoto(): Promise<Buffer> {
  const clean = await makeMouthPhoto({
    gum: 'inflamed',
    tartar: true,
    width: 4032,
    height: 3024,
    format: 'png',
  });
  const { data, info } = await sharp(clean).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let seed = 12345;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i] + ((seed >> 16) % 13) - 6));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function signUpMember(app: FastifyInstance, label: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      firstName: 'Bench',
      lastName: label,
      email: `bench-${label}@example.com`,
      password: 'bench-pass',
    },
  });
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const check = await app.inject({ url: '/api/me/summary', headers: { cookie } });
  if (check.statusCode !== 200) throw new Error(`bench signup failed: ${response.body}`);
  return cookie;
}

async function timeScan(app: FastifyInstance, photo: Buffer, cookie: string): Promise<number> {
  const { payload, contentType } = multipartBody([{ data: photo }]);
  const start = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/scans',
    payload,
    headers: { 'content-type': contentType, cookie },
  });
  const elapsed = performance.now() - start;
  if (response.statusCode !== 201) throw new Error(`scan failed: ${response.statusCode} ${response.body}`);
  return elapsed;
}

async function main(): Promise<void> {
  const cores = availableParallelism();
  const load = () => loadavg()[0].toFixed(1);
  console.log(`PawSmile bench: Node ${process.version}, ${cores} cores, load average ${load()} at start\n`);
  console.log(formatAnalyserBench(await benchAnalyser({ samples: SEQUENTIAL })));

  const photo = await phonePhoto();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsmile-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'b'.repeat(40),
    RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  });
  const db = createDb(config.database);
  const app = await buildApp(config, { serveWeb: false, overrides: { db } });
  try {
    // Plus members so the quota never refuses; a fresh one per phase stays under the hourly abuse limit.
    const cookies = await Promise.all(['seq', 'c2', 'c4'].map((label) => signUpMember(app, label)));
    await db.updateTable('users').set({ subscription_status: 'plus_active' }).execute();

    for (let i = 0; i < cores * 2; i++) await timeScan(app, photo, cookies[0]);
    const times: number[] = [];
    // CPU time of the whole process (event loop, libuv and worker threads) hardly depends on other
    // programs competing for the cores, unlike wall-clock latency, so it is printed too.
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < SEQUENTIAL; i++) times.push(await timeScan(app, photo, cookies[0]));
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    console.log(
      `\nwhole POST /api/scans (4032x3024 JPEG, ${(photo.length / 1e6).toFixed(1)} MB, one at a time, n=${SEQUENTIAL})`,
    );
    console.log(
      `  p50 ${percentile(times, 0.5).toFixed(0)} ms   p95 ${percentile(times, 0.95).toFixed(0)} ms`,
    );
    console.log(
      `  CPU per scan (all threads): ${((cpu.user + cpu.system) / 1000 / SEQUENTIAL).toFixed(0)} ms`,
    );

    for (const [index, inFlight] of [2, 4].entries()) {
      const cookie = cookies[index + 1];
      const start = performance.now();
      let next = 0;
      const worker = async () => {
        while (next < BURST) {
          next++;
          await timeScan(app, photo, cookie);
        }
      };
      await Promise.all(Array.from({ length: inFlight }, worker));
      const perSecond = BURST / ((performance.now() - start) / 1000);
      console.log(
        `  throughput with ${inFlight} requests in flight: ${perSecond.toFixed(1)} scans/s (n=${BURST})`,
      );
    }
    // Other processes on the machine slow every figure above; the load average says how busy it was.
    console.log(`\nload average ${load()} at the end (${cores} cores: above ${cores} means contention)`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
