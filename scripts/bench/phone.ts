/**
 * `npm run bench:phone [-- --runs 3 --crop-seconds 3 --port 3222]`: a scan as an owner makes it on a phone
 * (docs/performance.md#phone-scans). Starts the app as `npm start` runs it (scripts/bench/server-process.ts:
 * compiled server, built web app, a fresh SQLite folder, guest limits raised as for the e2e tests), opens it
 * in the e2e Chromium (scripts/chromium/find-chromium.mjs) at 375 px on each link of
 * scripts/bench/phone-networks.ts, and scans a generated 12 MP, ~3.5 MB photo
 * (scripts/bench/phone-scan-photo.ts) `--runs` times per link (scripts/bench/phone-scan-run.ts). Prints each
 * run, then one table of medians beside the goals. It asserts nothing.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { locateChromium } from '../chromium/find-chromium.mjs';
import { HEADLESS_FLAGS } from '../chromium/launch-flags.ts';
import { PHONE_NETWORKS } from './phone-networks.ts';
import { writePhoneScanPhoto } from './phone-scan-photo.ts';
import { type PhoneScanRun, scanOnPhone } from './phone-scan-run.ts';
import { formatRun, kilobytes, summaryRows } from './phone-summary.ts';
import { type BenchRow, formatTable } from './report-table.ts';
import { type BenchServer, startBenchServer } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'crop-seconds': { type: 'string', default: '3' },
    port: { type: 'string' },
  },
});
const runs = Number(args.runs);
const cropSeconds = Number(args['crop-seconds']);
const port = args.port === undefined ? undefined : Number(args.port);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number above 0');
if (!Number.isFinite(cropSeconds) || cropSeconds < 0) throw new Error('--crop-seconds must be 0 or more');
if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65_535)) {
  throw new Error('--port must be a port number (1-65535)');
}

const executablePath = locateChromium({ playwrightPath: () => chromium.executablePath() })?.path;
if (!executablePath) {
  throw new Error(
    'No Chromium: `npm run test:e2e` installs the one the e2e tests use, or set CHROMIUM_PATH.',
  );
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const photo = await writePhoneScanPhoto();
console.log(
  `PawSmile bench:phone: Node ${process.version}, ${availableParallelism()} cores, load average ${load()}; ` +
    `${executablePath}; photo 4032x3024 JPEG, ${kilobytes(photo.bytes)}; ` +
    `${runs} run${runs === 1 ? '' : 's'} per link, ${cropSeconds} s on the crop step\n`,
);

/** As the e2e tests launch it (scripts/chromium/launch-flags.ts). */
const CHROMIUM_ARGS = HEADLESS_FLAGS;

const rows: BenchRow[] = [];
let server: BenchServer | undefined;
let browser: Browser | undefined;
/** Once, however it is asked for: the run's `finally` waits for a stop a signal already began. */
let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= (async () => {
    await browser?.close();
    await server?.stop();
    await photo.remove();
  })();
  return stopping;
};
// The server is a process of its own: Ctrl-C must not leave it running on the port. Playwright's own
// handlers are off (launch below): they exit as soon as the browser is gone, before the server is.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop().finally(() => process.exit(130)));
}
try {
  server = await startBenchServer({ port });
  browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  for (const network of PHONE_NETWORKS) {
    const results: PhoneScanRun[] = [];
    for (let index = 0; index < runs; index++) {
      const run = await scanOnPhone({
        browser,
        baseUrl: server.baseUrl,
        photoFile: photo.file,
        network,
        cropMs: cropSeconds * 1000,
      });
      console.log(formatRun(network, index, runs, run));
      results.push(run);
    }
    rows.push(...summaryRows(network, results));
  }
} finally {
  await stop();
}
console.log(`\nmedians of ${runs} run${runs === 1 ? '' : 's'} per link\n${formatTable(rows)}`);
console.log(
  `\nload average ${load()} at the end (${availableParallelism()} cores: above that means contention)`,
);
