import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(ROOT, 'dist/server/index.js');
/** Both instances migrate and load the analyser at once on a shared 2-core machine. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface Instance {
  name: string;
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Every line the server prints, tagged with the instance's name, so CI logs say which one spoke. */
function relay(child: ChildProcess, name: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      createInterface({ input: stream }).on('line', (line) => process.stderr.write(`[${name}] ${line}\n`));
  }
}

async function waitUntilReady(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`instance ${name} exited with ${child.exitCode} while starting`);
    try {
      // Readiness includes the database, as a load balancer would check it.
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance ${name} did not answer /readyz within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * One app instance as `npm start` runs it: the compiled server (dist/server) in its own process, on its
 * own port, configured only through the environment.
 */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  relay(child, name);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(url, child, name);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, url, stop };
}
