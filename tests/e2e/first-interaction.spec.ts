import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { ANALYSE_BUTTON, mouthPhotoFile, waitForScannerApp } from './support/scan-photos.ts';

/**
 * The landing page works from its first paint (docs/performance.md#first-interaction): the scan buttons
 * are file inputs that open the chooser before any JavaScript has run, the app picks up a choice made
 * then, and the sections under the hero load their code only as they near the screen.
 */

const PHONE = { width: 375, height: 812 };
/** The browser's entry (web/src/main.tsx), built as /assets/index-<hash>.js. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
const BELOW_THE_HERO_CHUNK = /\/assets\/below-the-hero-[\w-]+\.js$/;

/** The app the entry starts after the first paint (web/src/start-app.tsx). */
const APP = /\/assets\/start-app-[\w-]+\.js$/;

/**
 * Holds a script until the test releases it: the entry (the page is the server's HTML alone, no script
 * has run) or the app (the entry runs, the app has not loaded).
 */
async function holdTheApp(page: Page, script: RegExp = APP_ENTRY): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // A service worker would answer the script from its cache, out of page.route's reach.
  await page.context().route('**/sw.js', (route) => route.abort());
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const [button, method] of [
  ['Upload File', 'an upload'],
  ['Take Photo', 'the camera'],
] as const) {
  test(`${button} opens the chooser before the app has loaded, and the photo chosen is framed once it has (${method})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const releaseApp = await holdTheApp(page);
    // The page's load event waits for the held script.
    await page.goto('/', { waitUntil: 'commit' });
    const picker = page.locator('[data-photo-picker]');
    await expect(picker).toHaveAttribute('data-photo-picker', 'server-html');
    if (button === 'Upload File') await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
    await page.setViewportSize(PHONE);

    const chooser = page.waitForEvent('filechooser');
    await page.locator('#scan').getByRole('button', { name: button }).click();
    await (await chooser).setFiles(await mouthPhotoFile({ gum: 'healthy', seed: 11 }));
    // Nothing of the app has run: the choice waits in the input.
    await expect(picker).toHaveAttribute('data-photo-picker', 'server-html');

    releaseApp();
    await expect(page.getByRole('button', { name: ANALYSE_BUTTON })).toBeVisible();
  });
}

test('a tap on the phone’s menu button before the app has loaded opens the menu once it has', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const releaseApp = await holdTheApp(page, APP);
  await page.goto('/', { waitUntil: 'commit' });
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeHidden();

  releaseApp();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // Used up: the menu does not open again by itself on the next page.
  await expect(menu).toBeHidden();
});

test('the sections under the hero keep the server’s HTML and load their code only as they near the screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (BELOW_THE_HERO_CHUNK.test(request.url())) chunkRequests.push(request.url());
  });
  await page.goto('/');
  await waitForScannerApp(page);
  // Rendered by the server, readable and in the page before their code is.
  await expect(page.getByRole('heading', { name: 'How PawSmile stays free' })).toBeAttached();
  expect(chunkRequests).toEqual([]);

  const signUp = page.getByRole('link', { name: 'Create a free account' });
  await signUp.scrollIntoViewIfNeeded();
  await expect.poll(() => chunkRequests.length).toBe(1);
  await signUp.click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
