/**
 * `npm run bench:held-uploads [-- --clients 40 --photo-mb 14.5 --held-bytes 200 --trickle-seconds 10]`:
 * the held-upload attack, run against the compiled server in a child process
 * (scripts/bench/server-process.ts, as `npm run bench` does; default configuration, loopback,
 * a fresh SQLite folder). Each client opens POST /api/scans declaring a whole multipart body
 * with a 14.5 MB photo, sends all of it but the last 200 bytes at once, then one more byte every
 * 10 s, so the connection is never idle long enough for the idle limit; only the whole-request
 * limit (REQUEST_TIMEOUT_MS, 408) ends it. The per-IP upload limit is raised for the bench server,
 * standing in for 40 different addresses.
 *
 * Prints the server's RSS before, every 10 s during, and after every request has ended, what each
 * client was answered, and whether RSS after is back within 10% of before (exit code 1 if not).
 * Every client is closed by the end: the script gives up on one after REQUEST_TIMEOUT_MS + 60 s.
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import { type BenchServer, startBenchServer } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '40' },
    'photo-mb': { type: 'string', default: '14.5' },
    'held-bytes': { type: 'string', default: '200' },
    'trickle-seconds': { type: 'string', default: '10' },
  },
});
const clients = Number(args.clients);
const photoBytes = Math.round(Number(args['photo-mb']) * 1024 * 1024);
const heldBytes = Number(args['held-bytes']);
const trickleMs = Number(args['trickle-seconds']) * 1000;
if (![clients, photoBytes, heldBytes, trickleMs].every((n) => Number.isFinite(n) && n > 0)) {
  throw new Error('--clients, --photo-mb, --held-bytes and --trickle-seconds must be numbers above 0');
}
/** The server's default whole-request limit (README, Configuration), unless the caller set another. */
const requestTimeoutMs = Number(process.env.REQUEST_TIMEOUT_MS || 120_000);
const SAMPLE_MS = 10_000;
const SETTLE_MS = 5_000;
/** RSS after the attack must be back within this share of RSS before it. */
const TOLERANCE = 0.1;

const boundary = 'held-upload-boundary';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
/** One body shared by every client, so the client side adds no copies of its own. */
const body = Buffer.concat([head, Buffer.alloc(photoBytes, 0xab), tail]);
body.set([0xff, 0xd8, 0xff, 0xe0], head.length);

interface ClientOutcome {
  status: string;
  closedAtMs: number;
}

/** One attacking client; resolves with the status line it was answered (or 'no answer') once closed. */
function holdUpload(port: number, startedAt: number): Promise<ClientOutcome> {
  return new Promise((resolve) => {
    let answer = '';
    let sent = body.length - heldBytes;
    let trickle: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/scans HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, sent));
      trickle = setInterval(() => {
        if (sent < body.length - 1) socket.write(body.subarray(sent, ++sent));
      }, trickleMs);
    });
    const giveUp = setTimeout(() => socket.destroy(), requestTimeoutMs + 60_000);
    socket.on('data', (chunk) => {
      if (answer.length < 64) answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      const status = answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 'no answer (closed)';
      resolve({ status, closedAtMs: Date.now() - startedAt });
    });
  });
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(server: BenchServer): Promise<boolean> {
  const port = Number(new URL(server.baseUrl).port);
  await wait(SETTLE_MS);
  const before = server.rssMb();
  console.log(
    `held uploads: ${clients} clients x ${(photoBytes / 1024 / 1024).toFixed(1)} MB photo, all but the last ` +
      `${heldBytes} bytes sent, then 1 byte every ${trickleMs / 1000} s (request limit ${requestTimeoutMs / 1000} s)`,
  );
  console.log(`RSS before            ${mb(before)}`);

  const startedAt = Date.now();
  let open = clients;
  const outcomes = Array.from({ length: clients }, () =>
    holdUpload(port, startedAt).then((outcome) => {
      open -= 1;
      return outcome;
    }),
  );
  let peak = before;
  const sampler = setInterval(() => {
    const rss = server.rssMb();
    peak = Math.max(peak, rss);
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    console.log(
      `RSS during, ${`${seconds} s`.padStart(5)}    ${mb(rss)}  (${open} of ${clients} requests open)`,
    );
  }, SAMPLE_MS);
  const results = await Promise.all(outcomes);
  clearInterval(sampler);
  const endedAt = Math.round((Date.now() - startedAt) / 1000);

  const byStatus = new Map<string, number[]>();
  for (const { status, closedAtMs } of results) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), closedAtMs]);
  }
  for (const [status, times] of [...byStatus].sort()) {
    const seconds = times.map((ms) => ms / 1000);
    console.log(
      `answered ${status.padEnd(3)}         ${String(times.length).padStart(3)} clients, closed after ` +
        `${Math.min(...seconds).toFixed(1)}-${Math.max(...seconds).toFixed(1)} s`,
    );
  }
  console.log(`every request ended after ${endedAt} s; RSS peak ${mb(peak)}`);
  let after = server.rssMb();
  for (const delay of [SETTLE_MS, SETTLE_MS, SETTLE_MS]) {
    await wait(delay);
    after = server.rssMb();
    console.log(
      `RSS after, +${Math.round((Date.now() - startedAt) / 1000 - endedAt)} s`.padEnd(22),
      mb(after),
    );
  }
  const change = (after - before) / before;
  const isBack = Math.abs(change) <= TOLERANCE;
  console.log(
    `RSS after vs before: ${mb(before)} -> ${mb(after)} (${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%), ` +
      `${isBack ? 'back within' : 'NOT within'} ${TOLERANCE * 100}%`,
  );
  return isBack;
}

const server = await startBenchServer();
let isBack = false;
try {
  isBack = await run(server);
} finally {
  await server.stop();
}
process.exitCode = isBack ? 0 : 1;
