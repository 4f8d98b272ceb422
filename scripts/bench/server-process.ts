/**
 * The app as `npm start` runs it (compiled server, built web app), in a child process on a
 * loopback port with a fresh SQLite folder, so the bench measures the server alone: its CPU and
 * RSS come from /proc for the child's whole process (event loop, libuv and worker threads).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTargets } from '../build/build-targets.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 30_000;
/** Clock ticks per second for /proc/<pid>/stat on Linux (sysconf(_SC_CLK_TCK), 100 everywhere we run). */
const CLOCK_TICKS = 100;

export interface BenchServer {
  baseUrl: string;
  dataDir: string;
  /** User + system CPU of the whole server process so far, in ms. */
  cpuMs(): number;
  /** Resident set size of the server process, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

/** `wanted` if nothing listens there (an error if something does), else a free port. */
async function portToUse(wanted = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(wanted, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('bench server did not answer /healthz in time');
}

/** `port`: where to listen (it must be free); any free port when omitted. */
export async function startBenchServer(options: { port?: number } = {}): Promise<BenchServer> {
  buildTargets({ root: ROOT, log: () => {} });
  const port = await portToUse(options.port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsmile-bench-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'b'.repeat(40),
      RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      GUEST_SCANS_PER_IP_PER_DAY: '100000',
      // As `npm start` sets it (package.json; README.md, Configuration).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    },
  });
  await waitForHealth(baseUrl, child);
  const pid = child.pid as number;
  return {
    baseUrl,
    dataDir,
    cpuMs() {
      // Fields after the ")" that closes the command name: utime is the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    },
    rssMb() {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      return line ? Number(line[1]) / 1024 : Number.NaN;
    },
    async stop() {
      // A server that already exited (it crashed, or was killed with the bench) has no exit to wait for.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
