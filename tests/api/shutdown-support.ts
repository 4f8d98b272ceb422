/**
 * The server as `npm start` runs it, in a child process (from the sources, through tsx, so no build
 * is needed), for tests that signal it. Its photos go to an S3-compatible server (s3rver) behind a
 * proxy that can hold uploads, so a test can stop a scan between its analysis and its stored photos
 * without any hook in the server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Config } from '#server/config.ts';
import { createHold, type Hold } from '../setup/hold.ts';
import { TEST_DATABASE_URL } from '../setup/test-app.ts';
import { createFreshDatabase } from '../two-instances/support/fresh-database.ts';
import { freePort } from '../two-instances/support/instance-process.ts';
import { startS3Server } from '../two-instances/support/s3-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 60_000;

/** A proxy in front of the bucket: while a hold is armed, every PUT (a stored photo) waits for its release. */
async function startHoldingProxy(target: string) {
  const upstream = new URL(target);
  let hold: Hold | undefined;
  const server = http.createServer((request, response) => {
    const forward = () => {
      // The Host header is passed on as the client signed it (SigV4 covers it).
      const outgoing = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      outgoing.on('error', () => response.destroy());
      request.pipe(outgoing);
    };
    if (hold && request.method === 'PUT') {
      void hold.arrive().then(forward);
    } else {
      forward();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    holdUploads(): Hold {
      const armed = createHold();
      hold = armed;
      return {
        ...armed,
        release() {
          hold = undefined;
          armed.release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ServerProcess {
  url: string;
  /** The database it uses, for checking what it left behind once it exited. */
  database: Config['database'];
  /** Whether the bucket holds `key` (asked directly, not through the holding proxy). */
  isStored(key: string): Promise<boolean>;
  /** Holds the photos of the next scan on their way to the bucket; `reached` once the first one waits. */
  holdUploads(): Hold;
  signal(name: NodeJS.Signals): void;
  isRunning(): boolean;
  /** The exit code once the process has exited. */
  exited: Promise<number | null>;
  cleanUp(): Promise<void>;
}

/** The app in its own process on a fresh database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const cleanups: (() => unknown)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const scratch = mkdtempSync(path.join(tmpdir(), 'pawsmile-shutdown-'));
    cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
    const fresh = TEST_DATABASE_URL ? await createFreshDatabase(TEST_DATABASE_URL) : undefined;
    if (fresh) cleanups.push(() => fresh.drop());
    const dataDir = path.join(scratch, 'data');
    const database: Config['database'] = fresh
      ? { kind: 'postgres', url: fresh.url }
      : { kind: 'sqlite', file: path.join(dataDir, 'pawsmile.db') };

    mkdirSync(path.join(scratch, 's3'));
    const s3 = await startS3Server(path.join(scratch, 's3'), 'pawsmile-photos');
    cleanups.push(() => s3.stop());
    const proxy = await startHoldingProxy(s3.env.S3_ENDPOINT);
    cleanups.push(() => proxy.close());

    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...s3.env,
        S3_ENDPOINT: proxy.endpoint,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: fresh?.url ?? '',
        REDIS_URL: '',
        SESSION_SECRET: 's'.repeat(40),
        LOG_LEVEL: 'warn',
        ANALYSIS_THREADS: '1',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...env,
      },
    });
    for (const stream of [child.stdout, child.stderr]) {
      if (stream)
        createInterface({ input: stream }).on('line', (line) => process.stderr.write(`[server] ${line}\n`));
    }
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    });
    const url = `http://127.0.0.1:${port}`;
    await waitUntilReady(url, child);
    return {
      url,
      database,
      // s3rver answers unsigned reads: no S3 client (and its Node version notice) in the test process.
      isStored: async (key) =>
        (await fetch(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${key}`, { method: 'HEAD' })).ok,
      holdUploads: proxy.holdUploads,
      signal: (name) => child.kill(name),
      isRunning: () => child.exitCode === null && child.signalCode === null,
      exited,
      cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /readyz in time');
}

/**
 * Asks `path` until `isDone` holds for an answer (the server acts on a signal in its own time);
 * throws once the server has exited, or if it stops taking connections.
 */
export async function pollUntil(
  server: ServerProcess,
  path: string,
  isDone: (response: Response) => boolean,
): Promise<Response> {
  for (;;) {
    if (!server.isRunning()) throw new Error(`the server exited before ${path} answered as expected`);
    const response = await fetch(`${server.url}${path}`);
    if (isDone(response)) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** POST /api/scans with one photo, as the web app's upload sends it. */
export async function postScan(url: string, photo: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pet.jpg');
  return fetch(`${url}/api/scans`, { method: 'POST', body: form });
}
