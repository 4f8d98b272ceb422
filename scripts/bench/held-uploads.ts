/**
 * `npm run bench:held-uploads [-- --case both --clients 40 --photo-mb 14.5 --held-bytes 200 --trickle-seconds 10]`:
 * the held-upload attacks, each run against the compiled server in a child process of its own
 * (scripts/bench/server-process.ts, as `npm run bench` does; default configuration, loopback,
 * a fresh SQLite folder).
 *
 * `--case one-address`, run first: one address alone (scripts/bench/held-uploads-one-address.ts): seven uploads of nearly
 * the largest photo that trickle, while members at other addresses scan; prints their success
 * rate during the hold (exit code 1 unless all succeed).
 *
 * `--case many-addresses`: each client, from a loopback address of its own, opens POST /api/scans
 * declaring a whole multipart body with a 14.5 MB photo, sends all of it but the last 200 bytes
 * at once, then one more byte every 10 s, so the connection is never idle long enough for the
 * idle limit; only the whole-request limit (REQUEST_TIMEOUT_MS, 408) ends it. Prints the
 * server's RSS before, every 10 s during, and after every request has ended, what each client
 * was answered, and whether RSS after is back within 10% of before (exit code 1 if not).
 * Every client is closed by the end: the script gives up on one after REQUEST_TIMEOUT_MS + 60 s.
 */
import { parseArgs } from 'node:util';
import { holdUpload } from './held-upload-client.ts';
import { benchOneAddress } from './held-uploads-one-address.ts';
import { phonePhoto } from './phone-photo.ts';
import { type BenchServer, startBenchServer } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '40' },
    'photo-mb': { type: 'string', default: '14.5' },
    'held-bytes': { type: 'string', default: '200' },
    'trickle-seconds': { type: 'string', default: '10' },
    case: { type: 'string', default: 'both' },
  },
});
if (!['both', 'one-address', 'many-addresses'].includes(args.case)) {
  throw new Error('--case must be one-address, many-addresses or both');
}
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

/** The many clients' addresses: 127.0.1.1, 127.0.1.2, ... (Linux answers on all of 127.0.0.0/8). */
const addressOf = (client: number) => `127.0.${1 + Math.floor(client / 250)}.${1 + (client % 250)}`;

const mb = (value: number) => `${value.toFixed(0)} MB`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(server: BenchServer): Promise<boolean> {
  const port = Number(new URL(server.baseUrl).port);
  await wait(SETTLE_MS);
  const before = server.rssMb();
  console.log(
    `many addresses: ${clients} clients, each from an address of its own, x ${(photoBytes / 1024 / 1024).toFixed(1)} MB photo, all but the last ` +
      `${heldBytes} bytes sent, then 1 byte every ${trickleMs / 1000} s (request limit ${requestTimeoutMs / 1000} s)`,
  );
  console.log(`RSS before            ${mb(before)}`);

  const startedAt = Date.now();
  let open = clients;
  const outcomes = Array.from({ length: clients }, (_, client) =>
    holdUpload({
      port,
      startedAt,
      photoBytes,
      heldBytes,
      trickleMs,
      giveUpMs: requestTimeoutMs + 60_000,
      localAddress: addressOf(client),
    }).outcome.then((outcome) => {
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

/** One case on a fresh server, stopped afterwards whatever happens. */
async function onFreshServer(bench: (server: BenchServer) => Promise<boolean>): Promise<boolean> {
  const server = await startBenchServer();
  try {
    return await bench(server);
  } finally {
    await server.stop();
  }
}

const isShared =
  args.case === 'many-addresses' ||
  (await onFreshServer(async (server) => benchOneAddress(server, await phonePhoto(), { requestTimeoutMs })));
const isBack = args.case === 'one-address' || (await onFreshServer(run));
process.exitCode = isShared && isBack ? 0 : 1;
