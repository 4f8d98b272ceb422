/**
 * `npm run bench:photo-check [-- --limit 50]`: the photo check in the browser
 * (web/src/features/scan/photo-check/, docs/performance.md#live-photo-check) against the built app as
 * `npm start` runs it (scripts/bench/server-process.ts), in the e2e Chromium
 * (scripts/chromium/find-chromium.mjs). Four parts: the browser's gate decision beside the server's
 * (photo-check/agreement.ts), speed on a fake camera, download size (photo-check/download-size.ts),
 * and what the camera view says for a mouth, a closed mouth, a person and a wall. Prints figures
 * beside their goals; asserts nothing. `--limit` compares only the first N photos (a quick try).
 */
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { CLEAR_REFUSAL_LOGITS } from '#common/photo-check/check-photo.ts';
import { buildTargets } from '../build/build-targets.mjs';
import { locateChromium } from '../chromium/find-chromium.mjs';
import { sharedFolder } from '../train/shared-folder.ts';
import {
  compareChecks,
  photosToCompare,
  startShippedWorker,
  summariseAgreement,
} from './photo-check/agreement.ts';
import { writeClips } from './photo-check/clips.ts';
import { checkDownloads, workerFile } from './photo-check/download-size.ts';
import { launchWithCamera, newPhoneContext, openCamera, type TCameraRun } from './photo-check/live-camera.ts';
import { type BenchRow, formatTable } from './report-table.ts';
import { type BenchServer, startBenchServer } from './server-process.ts';

const { values: args } = parseArgs({ options: { limit: { type: 'string' } } });
const limit = args.limit === undefined ? Number.POSITIVE_INFINITY : Number(args.limit);

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The window the checks per second are counted over, from the first answer. */
const SPEED_WINDOW_MS = 10_000;
/** How long each outcome clip plays after the check's first answer. */
const OUTCOME_WATCH_MS = 6_000;
/** The CPU slowdown the goals are read at, as for the scan buttons (docs/performance.md#first-interaction). */
const PHONE_CPU = 4;

const executablePath = locateChromium({ playwrightPath: () => chromium.executablePath() })?.path;
if (!executablePath) throw new Error('No Chromium: `npm run test:e2e` installs one, or set CHROMIUM_PATH.');
const training = sharedFolder('training-images');
if (!training) throw new Error('No training photos: set TRAINING_IMAGES (scripts/train/shared-folder.ts).');

buildTargets({ root: ROOT, force: false });
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `PawSmile bench:photo-check: Node ${process.version}, ${availableParallelism()} cores, load average ${load()}; ${executablePath}\n`,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;
const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

// Part 3 first: it needs only the build.
const downloads = checkDownloads();
const totalGzip = downloads.files.reduce((sum, file) => sum + file.gzipBytes, 0);
const sizeRows: BenchRow[] = [
  ...downloads.files.map((file) => ({
    area: 'size',
    figure: `${file.file} (gzip; raw ${(file.bytes / 1024).toFixed(0)} KB)`,
    value: `${(file.gzipBytes / 1024).toFixed(1)} KB`,
  })),
  {
    area: 'size',
    figure: `the check's download, ${downloads.files.length} files (gzip)`,
    value: `${(totalGzip / 1024 / 1024).toFixed(2)} MB`,
    goal: '<= 1.5 MB',
  },
  {
    area: 'size',
    figure: "of those in the landing page's first load (Vite manifest, web-size.ts)",
    value: downloads.inLandingFirstLoad.length === 0 ? 'none' : downloads.inLandingFirstLoad.join(' '),
    goal: 'none',
  },
];

let server: BenchServer | undefined;
let browser: Browser | undefined;
let removeClips = () => {};
const stop = async () => {
  await browser?.close();
  await server?.stop();
  removeClips();
};
process.once('SIGINT', () => void stop().finally(() => process.exit(130)));

try {
  server = await startBenchServer();
  const origin = server.baseUrl;

  // Part 1: agreement, the shipped worker beside the server's check on the same bytes.
  const { photos, note } = photosToCompare();
  const compared = photos.slice(0, limit);
  console.error(`agreement: ${compared.length} photos (${note})`);
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ baseURL: origin });
  await page.goto('/', { waitUntil: 'load' });
  await startShippedWorker(page, `/assets/${workerFile()}`);
  const rows = await compareChecks(page, compared, (done) =>
    console.error(`  ${done} of ${compared.length} at ${new Date().toISOString()}`),
  );
  await browser.close();
  const agreement = summariseAgreement(rows);
  const agreementRows: BenchRow[] = [
    {
      area: 'agreement',
      figure: 'photos compared (sample and training photos)',
      value: String(agreement.compared),
    },
    { area: 'agreement', figure: 'photos one side could not read', value: String(agreement.failed.length) },
    {
      area: 'agreement',
      figure: 'isUsable: browser = server',
      value: percent(agreement.usableAgreement),
      goal: '>= 99%',
    },
    { area: 'agreement', figure: 'advice: browser = server', value: percent(agreement.adviceAgreement) },
    {
      area: 'agreement',
      figure: 'browser clear refusal where the server accepts',
      value: String(agreement.clearRefusalsTheServerAccepts),
      goal: '0',
    },
    {
      area: 'agreement',
      figure: '|logit difference| of the gate probability, largest',
      value: agreement.maxLogitDifference.toFixed(3),
    },
    {
      area: 'agreement',
      figure: '|logit difference|, largest within 2 logits of the cut',
      value: agreement.maxNearCutDifference.toFixed(3),
      goal: `< ${CLEAR_REFUSAL_LOGITS} (CLEAR_REFUSAL_LOGITS)`,
    },
    {
      area: 'agreement',
      figure: '|logit difference| of the gate probability, 95th percentile',
      value: agreement.p95LogitDifference.toFixed(3),
    },
  ];

  // Parts 2 and 4: the camera view on fake-camera clips.
  const clips = await writeClips(training);
  removeClips = clips.remove;
  const [mouth] = clips.clips;
  const speedRows: BenchRow[] = [];
  browser = await launchWithCamera(executablePath, mouth.file);
  let landingFetches: string[] = [];
  for (const cpuRate of [PHONE_CPU, 1]) {
    const cpu = cpuRate === 1 ? 'no CPU throttling' : `${cpuRate}x CPU (main thread)`;
    const context = await newPhoneContext(browser, origin);
    const cameraPage = await context.newPage();
    const first = await openCamera(cameraPage, { origin, cpuRate, watchMs: SPEED_WINDOW_MS });
    const cached = await openCamera(cameraPage, { origin, cpuRate, watchMs: 500, isReload: true });
    await context.close();
    landingFetches = first.fetchedBeforeClick;
    speedRows.push(...speedFigures(first, cached, cpu, cpuRate === PHONE_CPU));
  }
  await browser.close();

  const outcomeRows: BenchRow[] = [];
  for (const clip of clips.clips) {
    browser = await launchWithCamera(executablePath, clip.file);
    const context = await newPhoneContext(browser, origin);
    const run = await openCamera(await context.newPage(), {
      origin,
      cpuRate: PHONE_CPU,
      watchMs: OUTCOME_WATCH_MS,
    });
    await browser.close();
    const counts = new Map<string, number>();
    for (const answer of run.answers) counts.set(answer.advice, (counts.get(answer.advice) ?? 0) + 1);
    const isReached = run.shown.includes('gums_in_view');
    outcomeRows.push({
      area: `clip: ${clip.name}`,
      figure: `shown ${run.shown.join(' → ')}; ${run.answers.length} answers: ${[...counts].map(([advice, n]) => `${advice} ${n}`).join(', ')} (${clip.photos.join(' ')})`,
      value: isReached ? 'gums_in_view: yes' : 'gums_in_view: no',
      goal: clip.name === 'mouth' ? 'yes' : 'no',
    });
  }

  const leaked = downloads.files.filter((file) => landingFetches.includes(`/assets/${file.file}`));
  sizeRows.push({
    area: 'size',
    figure: `of those fetched by '/' before Take Photo (observed, ${landingFetches.length} requests)`,
    value: leaked.length === 0 ? 'none' : leaked.map((file) => file.file).join(' '),
    goal: 'none',
  });

  console.log(`Agreement photos: ${note}.\n`);
  console.log(formatTable([...agreementRows, ...speedRows, ...sizeRows, ...outcomeRows]));
  console.log(`\nDisagreements (${agreement.disagreements.length}):`);
  for (const line of agreement.disagreements) console.log(`  ${line}`);
  console.log('\nLargest |logit difference| of the gate probability:');
  for (const line of agreement.largestDifferences) console.log(`  ${line}`);
  if (agreement.failed.length > 0) console.log(`\nUnreadable (${agreement.failed.length}):`);
  for (const line of agreement.failed) console.log(`  ${line}`);
  console.log(`\nload average at the end ${load()}`);
} finally {
  await stop();
}

/**
 * The speed figures of one CPU setting. The worker's time is read from each answer's mark; the pacing
 * in use-live-photo-check.ts (MAX_CHECKS_PER_SECOND) caps the rate at 4 a second whatever it is.
 */
function speedFigures(first: TCameraRun, cached: TCameraRun, cpu: string, isPhone: boolean): BenchRow[] {
  const start = first.answers[0]?.at ?? Number.NaN;
  const inWindow = first.answers.filter((answer) => answer.at < start + SPEED_WINDOW_MS);
  const span = (inWindow.at(-1)?.at ?? start) - start;
  const perSecond = inWindow.length > 1 ? ((inWindow.length - 1) * 1000) / span : Number.NaN;
  const workerMs = median(inWindow.map((a) => a.decodeMs + a.embedMs + a.measureMs));
  const part = (key: 'decodeMs' | 'embedMs' | 'measureMs') => ms(median(inWindow.map((a) => a[key])));
  const firstAnswer = (run: TCameraRun) => run.answers[0]?.at ?? Number.NaN;
  return [
    {
      area: 'speed',
      figure: `checks per second over ${(span / 1000).toFixed(1)} s, ${cpu} (paced at <= 4/s)`,
      value: perSecond.toFixed(2),
      goal: isPhone ? '>= 2' : undefined,
    },
    {
      area: 'speed',
      figure: `median worker time per check, ${cpu} (decode ${part('decodeMs')}, embed ${part('embedMs')}, measure ${part('measureMs')})`,
      value: ms(workerMs),
    },
    {
      area: 'speed',
      figure: `unpaced capacity, 1000 / worker time, ${cpu}`,
      value: `${(1000 / workerMs).toFixed(2)}/s`,
    },
    ...(isPhone
      ? [
          {
            area: 'speed',
            figure: `estimate with the worker ${PHONE_CPU}x slower too (Chromium cannot throttle a worker)`,
            value: `${Math.min(4, 1000 / (PHONE_CPU * workerMs)).toFixed(2)}/s`,
            goal: '>= 2',
          },
        ]
      : []),
    {
      area: 'speed',
      figure: `first verdict, first visit (uncached): click → answer, ${cpu} (from 'started' ${ms(firstAnswer(first) - first.startedAt)})`,
      value: ms(firstAnswer(first) - first.clickedAt),
    },
    {
      area: 'speed',
      figure: `first verdict, reloaded (model cached): click → answer, ${cpu} (from 'started' ${ms(firstAnswer(cached) - cached.startedAt)})`,
      value: ms(firstAnswer(cached) - cached.clickedAt),
      goal: isPhone ? '<= 1500 ms' : undefined,
    },
  ];
}
