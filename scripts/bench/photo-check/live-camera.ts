/**
 * The camera view's live check on Chromium's fake camera (Parts 2 and 4 of `npm run bench:photo-check`):
 * the app at '/', "Take Photo" in the scanner opens web/src/features/scan/camera/camera-dialog.tsx, and
 * web/src/features/scan/photo-check/use-live-photo-check.ts marks each answer ('photo-check:answer',
 * the worker's timings in `detail`). The advice shown is read from live-advice.tsx's `data-advice`.
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import {
  LIVE_CHECK_ANSWER_MARK,
  LIVE_CHECK_STARTED_MARK,
} from '#web/features/scan/photo-check/use-live-photo-check.ts';
import { fakeCameraFlags, HEADLESS_FLAGS } from '../../chromium/launch-flags.ts';

/** As the e2e tests launch it, with a camera that plays `clip` (a Y4M file) in a loop. */
export function launchWithCamera(executablePath: string, clip: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    handleSIGINT: false,
    handleSIGTERM: false,
    args: [...HEADLESS_FLAGS, ...fakeCameraFlags(clip)],
  });
}

export type TAnswer = { at: number; advice: string; decodeMs: number; embedMs: number; measureMs: number };

/** One opening of the camera: page times (ms since the document's start) of the click and the marks. */
export type TCameraRun = {
  clickedAt: number;
  startedAt: number;
  answers: TAnswer[];
  /** `data-advice` of the live advice each time it changed: what the owner saw, in order. */
  shown: string[];
  /** Same-origin paths the page fetched before the click: the landing page's own downloads. */
  fetchedBeforeClick: string[];
};

/** Runs in the page from its first script: the click on the scanner and every change of the advice. */
const RECORD_IN_PAGE = () => {
  const record = { clickedAt: 0, shown: [] as string[] };
  (window as unknown as { __bench: typeof record }).__bench = record;
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('#scan')) record.clickedAt ||= performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    const advice = document.querySelector('[data-testid="live-photo-check"]')?.getAttribute('data-advice');
    if (advice && advice !== record.shown.at(-1)) record.shown.push(advice);
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-advice'],
  });
};

export async function newPhoneContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 375, height: 812 },
    permissions: ['camera'],
  });
  await context.addInitScript(RECORD_IN_PAGE);
  return context;
}

/**
 * Goes to '/' (or reloads), sets the CPU slowdown, clicks Take Photo and records for `watchMs` after
 * the first answer. The slowdown reaches the page's main thread only: Chromium refuses
 * `Emulation.setCPUThrottlingRate` on a dedicated worker's target ("Operation is only supported for
 * pages, not workers"), so the check's own work (photo-check.worker.ts) runs at this machine's speed.
 */
export async function openCamera(
  page: Page,
  options: { origin: string; cpuRate: number; watchMs: number; isReload?: boolean },
): Promise<TCameraRun> {
  const fetched: string[] = [];
  let isClicked = false;
  const onRequest = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (!isClicked && url.origin === options.origin) fetched.push(url.pathname);
  };
  page.on('request', onRequest);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });
  if (options.isReload) await page.reload({ waitUntil: 'load' });
  else await page.goto('/', { waitUntil: 'load' });
  await page.locator('[data-photo-picker="ready"]').waitFor({ timeout: 60_000 });
  isClicked = true;
  await page.locator('#scan').getByRole('button', { name: 'Take Photo' }).click();
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    LIVE_CHECK_ANSWER_MARK,
    { timeout: 120_000, polling: 200 },
  );
  await new Promise((resolve) => setTimeout(resolve, options.watchMs));
  const run = await page.evaluate(
    ([startedMark, answerMark]) => {
      const record = (window as unknown as { __bench: { clickedAt: number; shown: string[] } }).__bench;
      // No named functions in here: the TypeScript loader would wrap them in a helper the page lacks.
      const answers = performance.getEntriesByName(answerMark) as PerformanceMark[];
      return {
        clickedAt: record.clickedAt,
        shown: [...record.shown],
        startedAt: performance.getEntriesByName(startedMark)[0]?.startTime ?? Number.NaN,
        answers: answers.map((mark) => ({ at: mark.startTime, ...mark.detail })),
      };
    },
    [LIVE_CHECK_STARTED_MARK, LIVE_CHECK_ANSWER_MARK] as const,
  );
  page.off('request', onRequest);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { ...run, fetchedBeforeClick: fetched };
}
