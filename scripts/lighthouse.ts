/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated slow 4G and 4x slower CPU) on `/`,
 * `/pricing`, `/find-vets` and a `/share/:id` page it creates by making a scan and sharing it, against
 * the app started as `npm start` runs it (scripts/bench/server-process.ts), in the Chromium the e2e
 * tests use (scripts/chromium/find-chromium.mjs). Prints the performance and accessibility scores
 * (goals: at least 95 and 100, docs/performance.md#lighthouse) of the median run of each page and what
 * Lighthouse flagged in it, then how soon the landing page's scan buttons work once painted
 * (scripts/bench/time-to-usable.ts, docs/performance.md#first-interaction). Nothing leaves 127.0.0.1.
 * Options below.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { memberPool, postScan, shareScan } from './bench/bench-client.ts';
import { phonePhoto } from './bench/phone-photo.ts';
import { type BenchRow, formatTable } from './bench/report-table.ts';
import { startBenchServer } from './bench/server-process.ts';
import { measureTimeToUsable, timeToUsableRows } from './bench/time-to-usable.ts';
import { locateChromium } from './chromium/find-chromium.mjs';

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

/**
 * `-- --save <folder>` keeps each page's median Lighthouse report (JSON) for a closer look.
 * `-- --runs N` (default 3): each page is measured N times and the run with the median performance
 * score is reported, every run's score beside it. One run scatters by several points on a shared
 * 2-core machine (Total Blocking Time is the observed CPU time, slowed 4x); Lighthouse's own advice
 * for variable environments is the median of several runs.
 */
const { values: args } = parseArgs({
  options: {
    save: { type: 'string' },
    runs: { type: 'string', default: '3' },
    // `-- --page /pricing --page share` measures only those pages (`share`: the made-up share page).
    page: { type: 'string', multiple: true },
    // Runs of the scan buttons' time to usable, at 4x CPU and unthrottled (0 leaves it out).
    'usable-runs': { type: 'string', default: '5' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number above 0');
const usableRuns = Number(args['usable-runs']);
if (!Number.isInteger(usableRuns) || usableRuns < 0) throw new Error('--usable-runs must be a whole number');

const browser = locateChromium({ playwrightPath: () => chromium.executablePath() });
if (!browser) throw new Error('No Chromium: `npm run test:e2e` installs one, or set CHROMIUM_PATH.');

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath: browser.path,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: BenchRow[] = [];
const flagged: string[] = [];
try {
  const member = await memberPool(server.baseUrl, server.dataDir)();
  const scan = await postScan(server.baseUrl, member, await phonePhoto());
  const shareId = await shareScan(server.baseUrl, member, scan.id);
  const pages = ['/', '/pricing', '/find-vets', `/share/${shareId}`].filter(
    (page) =>
      !args.page ||
      args.page.some((wanted) => (wanted === 'share' ? page.startsWith('/share/') : wanted === page)),
  );
  for (const page of pages) {
    const run = () =>
      lighthouse(`${server.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
    const measure = async () => {
      let result = await run();
      // On a busy machine the trace is sometimes lost (NO_NAVSTART); a second run usually records it.
      if (result?.lhr.runtimeError) result = await run();
      if (!result) throw new Error(`lighthouse gave no result for ${page}`);
      if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
      return result;
    };
    const results: Awaited<ReturnType<typeof measure>>[] = [];
    for (let i = 0; i < runs; i++) results.push(await measure());
    const performanceOf = (r: (typeof results)[number]) => r.lhr.categories.performance?.score ?? 0;
    results.sort((a, b) => performanceOf(a) - performanceOf(b));
    const result = results[Math.floor((results.length - 1) / 2)];
    const allScores = results.map((r) => Math.round(performanceOf(r) * 100)).join(' ');
    if (args.save) {
      const name = page === '/' ? 'landing' : page.split('/')[1];
      writeFileSync(path.join(args.save, `lighthouse-${name}.json`), JSON.stringify(result.lhr, null, 2));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const area = page.startsWith('/share/') ? '/share/:id' : page;
    const metrics = METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? '?'}`).join(', ');
    rows.push(
      {
        area,
        figure: runs > 1 ? `performance, median of ${runs} runs (${allScores})` : 'performance',
        value: String(score('performance')),
        goal: '>= 95',
      },
      { area, figure: 'accessibility', value: String(score('accessibility')), goal: '100' },
      { area, figure: 'metrics', value: metrics },
    );
    for (const category of ['performance', 'accessibility']) {
      for (const ref of categories[category]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        const isMetric = METRICS.some(([id]) => id === ref.id);
        const isScored = audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric';
        if (!isMetric && isScored && audit.score !== null && audit.score < 0.9) {
          flagged.push(
            `${area} ${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
          );
        }
      }
    }
  }
  if (usableRuns > 0 && pages.includes('/')) {
    const playwrightBrowser = await chromium.launch({ executablePath: browser.path });
    try {
      for (const cpuSlowdown of [4, 1]) {
        const measured = await measureTimeToUsable(playwrightBrowser, `${server.baseUrl}/`, {
          runs: usableRuns,
          cpuSlowdown,
        });
        rows.push(...timeToUsableRows(measured, cpuSlowdown));
      }
    } finally {
      await playwrightBrowser.close();
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(formatTable(rows));
console.log(flagged.length ? `\nflagged:\n  ${flagged.join('\n  ')}` : '\nnothing flagged');
