import type { Browser } from '@playwright/test';
import { type PhoneNetwork, throttle } from './phone-networks.ts';
import { countUploads, type UploadsByPath } from './phone-uploads.ts';

/** A phone's screen: the width every phone check in this repo uses (tests/e2e/support/axe.ts). */
const PHONE_VIEWPORT = { width: 375, height: 812 };
/** Far above the slowest link's original upload, so only a broken flow ends a run. */
const STEP_TIMEOUT_MS = 180_000;
/** What marks each step; the same words the e2e tests wait on (tests/e2e/support/scan-photos.ts). */
const UPLOAD_BUTTON = 'Upload File';
const ANALYSE_BUTTON = 'Analyse this area';
const ANALYSE_ANYWAY_BUTTON = 'Analyse anyway';
const VERDICT_HEADING = 'Your scan results';

export interface PhoneScanRun {
  chooseToCropMs: number;
  analyseToVerdictMs: number;
  /** Request bodies sent to the server from choosing the photo to the verdict. */
  uploadedBytes: number;
  /** The same, per path of the app. */
  uploads: UploadsByPath[];
}

/**
 * One scan as an owner on a phone makes it, in a fresh browser context (a new guest, nothing
 * cached): opens / on the throttled link, chooses the photo through the scanner's Upload File
 * button, waits for the crop step, stays on it `cropMs`, presses "Analyse this area" and waits for
 * the verdict. Service workers are blocked: a worker's own fetches escape the page's throttling.
 */
export async function scanOnPhone(options: {
  browser: Browser;
  baseUrl: string;
  photoFile: string;
  network: PhoneNetwork;
  cropMs: number;
}): Promise<PhoneScanRun> {
  const { browser, baseUrl, photoFile, network, cropMs } = options;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await throttle(session, network);
    await page.goto('/', { waitUntil: 'load' });
    const scanner = page.locator('#scan');

    let isCounting = false;
    const uploaded = countUploads(session, baseUrl, () => isCounting);
    // The server-rendered button is disabled until React has hydrated it; click waits for that.
    const chooser = page.waitForEvent('filechooser');
    await scanner.getByRole('button', { name: UPLOAD_BUTTON }).click();
    const fileChooser = await chooser;

    isCounting = true;
    const chosenAt = performance.now();
    await fileChooser.setFiles(photoFile);
    const analyse = scanner.getByRole('button', { name: ANALYSE_BUTTON });
    const anyway = scanner.getByRole('button', { name: ANALYSE_ANYWAY_BUTTON });
    await analyse.or(anyway).first().waitFor();
    const cropShownAt = performance.now();

    await page.waitForTimeout(cropMs);
    // A photo the locate step found unusable offers "Analyse anyway" instead; the timing is the same.
    const button = (await anyway.isVisible()) ? anyway : analyse;
    const analysedAt = performance.now();
    await button.click();
    await scanner.getByRole('heading', { name: VERDICT_HEADING }).waitFor();
    const verdictAt = performance.now();
    isCounting = false;

    const uploads = await uploaded();
    return {
      chooseToCropMs: cropShownAt - chosenAt,
      analyseToVerdictMs: verdictAt - analysedAt,
      uploadedBytes: uploads.reduce((sum, { bytes }) => sum + bytes, 0),
      uploads,
    };
  } finally {
    await context.close();
  }
}
