/**
 * Reproduces stalled uploads holding server memory: starts the real app on
 * 127.0.0.1 (an ephemeral port, SQLite in a temporary folder), opens 20
 * connections that each send all but 1 MB of a largest-allowed multipart
 * POST /api/scans (common/uploads.ts, 15 MB by default) and then
 * stop sending, and prints the process's memory before, while they stall, and
 * after the server's timeouts should have closed them; with --waves 2 a second
 * batch follows, to show whether memory is reused or piles up. The clients share
 * one buffer, so nearly all the growth is the server's.
 *
 *   node --expose-gc --import tsx scripts/repro-stalled-uploads.ts [--observe-seconds 60] [--waves 1]
 *
 * REQUEST_TIMEOUT_MS and REQUEST_IDLE_TIMEOUT_MS are passed through to the app.
 * Loopback only; every connection is closed by the end, at most the observe time later.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_MAX_UPLOAD_MB } from '#common/uploads.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';

const CONNECTIONS = 20;
const DECLARED_MB = DEFAULT_MAX_UPLOAD_MB;
const SENT_MB = DECLARED_MB - 1;

const { values } = parseArgs({
  options: { 'observe-seconds': { type: 'string', default: '60' }, waves: { type: 'string', default: '1' } },
});
const observeMs = Math.min(Number(values['observe-seconds']) * 1000, 300_000);
const waves = Math.min(Math.max(Number(values.waves), 1), 3);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
function report(label: string, open: number): void {
  const usage = process.memoryUsage();
  console.log(
    `${label.padEnd(28)} rss ${mb(usage.rss).padStart(7)}  heap ${mb(usage.heapUsed).padStart(6)}  buffers ${mb(usage.arrayBuffers).padStart(7)}  open connections ${open}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsmile-stall-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'r'.repeat(40),
  // Stand-in for 20 different addresses: the per-IP upload limit is not what is measured here.
  RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
  REQUEST_TIMEOUT_MS: process.env.REQUEST_TIMEOUT_MS,
  REQUEST_IDLE_TIMEOUT_MS: process.env.REQUEST_IDLE_TIMEOUT_MS,
});
const app = await buildApp(config, { serveWeb: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as net.AddressInfo).port;

const boundary = 'stalled-upload-boundary';
const partHead = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const declaredLength = partHead.length + DECLARED_MB * 1024 * 1024 + `\r\n--${boundary}--\r\n`.length;
const body = Buffer.alloc(SENT_MB * 1024 * 1024, 0xab);
body.set([0xff, 0xd8, 0xff, 0xe0]);

/** Opens the stalled uploads; resolves once each has sent its SENT_MB (or was closed first). */
async function stallUploads(sockets: Set<net.Socket>): Promise<number> {
  let sentInFull = 0;
  await Promise.all(
    Array.from(
      { length: CONNECTIONS },
      () =>
        new Promise<void>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.write(
              `POST /api/scans HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declaredLength}\r\n\r\n`,
            );
            socket.write(partHead);
            socket.write(body, () => {
              sentInFull += 1;
              resolve();
            });
          });
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            resolve();
          });
        }),
    ),
  );
  return sentInFull;
}

global.gc?.();
report('before', 0);
// Connections the server leaves open stay open into the next wave, as an attacker's would.
const sockets = new Set<net.Socket>();
let closedByServer = 0;
for (let wave = 1; wave <= waves; wave++) {
  const openBefore = sockets.size;
  const sent = await stallUploads(sockets);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  report(`wave ${wave}: ${sent} x ${SENT_MB} MB sent`, sockets.size);
  const started = Date.now();
  while (sockets.size > 0 && Date.now() - started < observeMs) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    report(`wave ${wave}: after ${Math.round((Date.now() - started) / 1000)} s`, sockets.size);
  }
  closedByServer += openBefore + CONNECTIONS - sockets.size;
}
const leftOpen = sockets.size;
for (const socket of sockets) socket.destroy();
// Freed buffers leave the counters only after a collection (run with --expose-gc to force one).
for (const seconds of [2, 4, 6]) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  global.gc?.();
  report(`end, +${seconds} s`, 0);
}
console.log(
  `${closedByServer} of ${waves * CONNECTIONS} stalled connections were closed by the server; ${leftOpen} were still open after ${Math.round(observeMs / 1000)} s per wave`,
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
