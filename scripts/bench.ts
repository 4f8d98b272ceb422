/**
 * `npm run bench [-- --load-seconds 60 --read-seconds 10 --scans 40]`: the figures docs/performance.md
 * budgets, measured on this machine, for the README and any speed claim
 * (docs/product-rules.md#claims-and-copy: only measured numbers). Prints the analyser on its own
 * (scripts/bench-analyser.ts), then runs the app as `npm start` does in a child process on loopback
 * (scripts/bench/server-process.ts) and ends with one table: web JS sizes, scan CPU/latency/throughput, share
 * reads, RSS around a mixed load. Every phase is bounded by a count or a duration; nothing leaves 127.0.0.1.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { memberPool, postScan, shareScan } from './bench/bench-client.ts';
import { benchChat, formatChatBench } from './bench/chat.ts';
import { benchFinder, formatFinderBench } from './bench/finder.ts';
import { benchMixedLoad } from './bench/mixed-load.ts';
import { phonePhoto } from './bench/phone-photo.ts';
import { type BenchRow, formatTable } from './bench/report-table.ts';
import { benchScans } from './bench/scans.ts';
import { startBenchServer } from './bench/server-process.ts';
import { benchShareReads } from './bench/share-reads.ts';
import { landingAssetPath, webSizes } from './bench/web-size.ts';
import { benchAnalyser, formatAnalyserBench } from './bench-analyser.ts';

const { values: args } = parseArgs({
  options: {
    'load-seconds': { type: 'string', default: '60' },
    'read-seconds': { type: 'string', default: '10' },
    scans: { type: 'string', default: '40' },
  },
});
const positive = (name: keyof typeof args) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
};
const loadSeconds = positive('load-seconds');
const readSeconds = positive('read-seconds');
const samples = positive('scans');

const cores = availableParallelism();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`PawSmile bench: Node ${process.version}, ${cores} cores, load average ${load()} at start\n`);
// Its burst sends every sample at once, and the pool refuses more than 34 waiting photos on 2 threads.
// In-process parts first: they need no server, so they print even if a later part fails.
console.log(`${formatChatBench(benchChat())}\n`);
console.log(formatFinderBench(await benchFinder()));
console.log(formatAnalyserBench(await benchAnalyser({ samples: Math.min(samples, 32) })));

const rows: BenchRow[] = [];
const photo = await phonePhoto();
const server = await startBenchServer();
try {
  rows.push(...webSizes());
  const nextMember = memberPool(server.baseUrl, server.dataDir);
  console.log(`\nscans (load average ${load()})`);
  rows.push(...(await benchScans(server, nextMember, photo, { samples })));

  const sharer = await nextMember();
  const shareId = await shareScan(server.baseUrl, sharer, (await postScan(server.baseUrl, sharer, photo)).id);
  console.log(`share reads (load average ${load()})`);
  rows.push(...(await benchShareReads(server, shareId, { seconds: readSeconds })));

  console.log(`mixed load (load average ${load()})`);
  rows.push(
    ...(await benchMixedLoad(server, {
      seconds: loadSeconds,
      nextMember,
      readerCookie: sharer,
      photo,
      shareId,
      assetPath: landingAssetPath(),
    })),
  );
} finally {
  await server.stop();
}
console.log(`\n${formatTable(rows)}`);
// Other processes on the machine slow every figure above; the load average says how busy it was.
console.log(`\nload average ${load()} at the end (${cores} cores: above ${cores} means contention)`);
