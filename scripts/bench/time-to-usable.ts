/**
 * Time to usable of the landing page's scan buttons (docs/performance.md#first-interaction): how long
 * after "Upload File" is painted a tap on it opens the file chooser. An owner taps the moment the
 * button shows; any task that holds the main thread, or a button that waits for the app, delays the
 * chooser.
 *
 * Each run is a new browser context (a first visit, cold cache) at 375 × 812 px with touch, its CPU
 * slowed through the DevTools protocol (`Emulation.setCPUThrottlingRate`), on loopback with no network
 * throttling. From the navigation on, it taps where the button will be every 50 ms until a chooser opens.
 * Painted: the Element Timing entry of the button's text (`elementtiming="scan-button"`), or the first
 * contentful paint on a build without it (the server's HTML paints the hero and the scanner together).
 */
import type { Browser } from '@playwright/test';
import { SCAN_BUTTON_TIMING } from '#web/features/scan/upload/file-choice-button.tsx';
import type { BenchRow } from './report-table.ts';

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 30_000;

/** Recorded in the page from its first script on: when the scan button's text was first painted. */
const RECORD_PAINTS = (buttonTiming: string) => {
  const paints = { button: 0, contentful: 0 };
  (window as unknown as { __paints: typeof paints }).__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      identifier?: string;
      renderTime?: number;
    })[]) {
      if (entry.identifier === buttonTiming && !paints.button)
        paints.button = entry.renderTime || entry.startTime;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint'))
      paints.contentful ||= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
};

export interface UsableRun {
  /** From navigation start to the button painted. */
  paintedMs: number;
  /** From the button painted to the chooser open. */
  usableAfterPaintMs: number;
}

/** Where "Upload File" sits on a phone, read from a page that has finished loading. */
async function uploadButtonCentre(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const box = await page.getByText('Upload File', { exact: true }).boundingBox();
    if (!box) throw new Error('no "Upload File" button on the landing page');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

async function oneRun(browser: Browser, url: string, at: { x: number; y: number }, cpuSlowdown: number) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_PAINTS, SCAN_BUTTON_TIMING);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // The protocol's own event, sent as the chooser opens: Playwright's 'filechooser' event waits for
    // the page's busy main thread to name the input, which would count that wait as the button's.
    await cdp.send('Page.enable');
    await cdp.send('Page.setInterceptFileChooserDialog', { enabled: true });
    let chooserAt = 0;
    cdp.on('Page.fileChooserOpened', () => {
      chooserAt ||= Date.now();
    });
    await page.goto(url, { waitUntil: 'commit' });
    const startedAt = Date.now();
    while (!chooserAt && Date.now() - startedAt < GIVE_UP_MS) {
      await page.mouse.click(at.x, at.y).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, TAP_EVERY_MS));
    }
    if (!chooserAt) throw new Error(`no file chooser within ${GIVE_UP_MS} ms`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Paint entries reach the page's observers a little after the paint itself.
    await page.waitForFunction(() => {
      const paints = (window as unknown as { __paints: { button: number; contentful: number } }).__paints;
      return paints.button > 0 || paints.contentful > 0;
    });
    const { origin, paints } = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      paints: (window as unknown as { __paints: { button: number; contentful: number } }).__paints,
    }));
    const paintedMs = paints.button || paints.contentful;
    return { paintedMs, usableAfterPaintMs: Math.max(0, chooserAt - (origin + paintedMs)) };
  } finally {
    await context.close();
  }
}

export async function measureTimeToUsable(
  browser: Browser,
  url: string,
  options: { runs: number; cpuSlowdown: number },
): Promise<UsableRun[]> {
  const at = await uploadButtonCentre(browser, url);
  const results: UsableRun[] = [];
  for (let i = 0; i < options.runs; i++) results.push(await oneRun(browser, url, at, options.cpuSlowdown));
  return results;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The table's rows for one CPU setting: the median run's figures, every run's beside them. */
export function timeToUsableRows(runs: UsableRun[], cpuSlowdown: number): BenchRow[] {
  const cpu = cpuSlowdown === 1 ? 'no CPU throttling' : `${cpuSlowdown}x CPU`;
  const each = (pick: (run: UsableRun) => number) => runs.map((run) => Math.round(pick(run))).join(' ');
  return [
    {
      area: '/',
      figure: `scan button painted → usable, ${cpu}, median of ${runs.length} (${each((run) => run.usableAfterPaintMs)})`,
      value: `${Math.round(median(runs.map((run) => run.usableAfterPaintMs)))} ms`,
      goal: cpuSlowdown === 4 ? '<= 300 ms' : undefined,
    },
    {
      area: '/',
      figure: `scan button painted after navigation start, ${cpu} (${each((run) => run.paintedMs)})`,
      value: `${Math.round(median(runs.map((run) => run.paintedMs)))} ms`,
    },
  ];
}
