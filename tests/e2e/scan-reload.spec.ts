import { expect, type Page, type Route, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { makePlus } from './support/make-plus.ts';
import { analyseFromCropStep, choosePhoto, mouthPhotoFile } from './support/scan-photos.ts';
import { newAccount } from './web-auth.ts';

/**
 * A reload while the step reads "Analysing…" (docs/product-rules.md#reload-during-analysis): the
 * page finds the scan its request made by the request key and shows its result; when the request
 * never reached the server, it says nothing was analysed and lets the owner choose again.
 */

const SIZES = [
  { label: 'phone', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 800 },
];
const PHOTO_LOST = 'Your photo was not kept when the page reloaded.';
const NOTHING_ANALYSED = /nothing was analysed and no scan was used/;
const scanner = (page: Page) => page.locator('[data-scan-view]');
const resultHeading = (page: Page) => page.getByRole('heading', { name: 'Your scan results' });
const analysing = (page: Page) => scanner(page).getByRole('status').filter({ hasText: 'Analysing…' });
const isScanRequest = (route: Route) => route.request().method() === 'POST';

/**
 * A route handler the test lets go of: each request that arrives waits in `routes` until `release`
 * sends them all on, and any later one at once. (Unrouting a handler sends its held requests on.)
 */
function holdRoutes() {
  const routes: Route[] = [];
  let isReleased = false;
  let arrived = () => {};
  const firstArrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  return {
    routes,
    firstArrival,
    handle: async (route: Route) => {
      if (isReleased) return route.continue();
      routes.push(route);
      arrived();
    },
    release: async () => {
      isReleased = true;
      for (const route of routes.splice(0)) await route.continue();
    },
  };
}

/**
 * Chooses a photo and presses Analyse with POST /api/scans sent on to the server but its answer
 * held; once the server has made the scan, reloads with the request-key lookup held too, so the
 * recovering step can be checked before the result. Returns the scan's id from the held answer and
 * the held lookups.
 */
async function reloadWhileAnalysing(page: Page) {
  await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
  await expect(page.getByTestId('crop-step')).toBeVisible();
  const scanRequests = holdRoutes();
  let made: (id: string) => void = () => {};
  const madeId = new Promise<string>((resolve) => {
    made = resolve;
  });
  await page.route('**/api/scans', async (route) => {
    if (!isScanRequest(route)) return route.continue();
    const answer = await route.fetch();
    scanRequests.handle(route);
    made((await answer.json()).id);
  });
  await analyseFromCropStep(page);
  await expect(analysing(page)).toBeVisible();
  const scanId = await madeId;

  const lookups = holdRoutes();
  await page.route('**/api/scans/requests/*', lookups.handle);
  await page.reload();
  // The answer never reaches the page: it reloaded first (a route let go would be sent again).
  await dropHeld(page, '**/api/scans', scanRequests.routes);
  await lookups.firstArrival;
  return { scanId, lookups };
}

/** Routes held for a page that has since reloaded: their requests died with it. */
async function dropHeld(page: Page, url: string, routes: Route[]) {
  for (const route of routes) await route.abort().catch(() => {});
  await page.unroute(url);
}

async function releaseLookups(page: Page, lookups: ReturnType<typeof holdRoutes>) {
  await lookups.release();
  await page.unroute('**/api/scans/requests/*');
}

for (const size of SIZES) {
  test(`on a ${size.label}, a guest who reloads while "Analysing…" gets the result of the scan the upload made`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    const { scanId, lookups } = await reloadWhileAnalysing(page);
    await expect(scanner(page)).toHaveAttribute('data-scan-view', 'recovering');
    await expect(analysing(page)).toBeVisible();
    await expect(page.getByText(PHOTO_LOST)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    if (size.width === 375) await page.screenshot({ path: 'docs/screenshots/scan-reload-analysing-375.png' });
    await releaseLookups(page, lookups);

    await expect(resultHeading(page)).toBeVisible();
    expect(new URL(page.url()).search).toBe(`?scan=${scanId}`);
    await expect(page.getByText(PHOTO_LOST)).toHaveCount(0);
    await expect(page.getByText(NOTHING_ANALYSED)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `docs/screenshots/scan-reload-recovered-${size.width}.png` });

    // The guest's one scan is that one: Back shows it used, with no word about a lost photo.
    await page.goBack();
    await expect(scanner(page).getByText(/Free Scan Used/)).toBeVisible();
    await expect(page.getByText(PHOTO_LOST)).toHaveCount(0);
    const guestScans = await page.request.get('/api/guest/scans');
    expect((await guestScans.json()).scans.map((scan: { id: string }) => scan.id)).toEqual([scanId]);
  });

  test(`on a ${size.label}, a request aborted before it reached the server says nothing was analysed, and the owner chooses again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
    await expect(page.getByTestId('crop-step')).toBeVisible();
    const scanRequests = holdRoutes();
    await page.route('**/api/scans', (route) =>
      isScanRequest(route) ? scanRequests.handle(route) : route.continue(),
    );
    await analyseFromCropStep(page);
    await scanRequests.firstArrival;
    await expect(analysing(page)).toBeVisible();
    await page.reload();
    // The held request dies with the page it came from, without reaching the server.
    await dropHeld(page, '**/api/scans', scanRequests.routes);

    await expect(page.getByText(NOTHING_ANALYSED)).toBeVisible();
    await expect(scanner(page)).toHaveAttribute('data-scan-view', 'request-lost');
    await expect(page.getByText(PHOTO_LOST)).toHaveCount(0);
    await expect(scanner(page).getByText(/Free Scan Used/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `docs/screenshots/scan-reload-nothing-analysed-${size.width}.png` });

    // No scan was used: the same photo again is scanned.
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
    await expect(page.getByTestId('crop-step')).toBeVisible();
    await expect(page.getByText(NOTHING_ANALYSED)).toHaveCount(0);
    await analyseFromCropStep(page);
    await expect(resultHeading(page)).toBeVisible();
  });
}

test('a Plus member who reloads while "Analysing…" gets that scan’s result, and it is in the history once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const signup = await page.request.post('/api/auth/signup', { data: newAccount() });
  expect(signup.status()).toBe(201);
  await makePlus((await signup.json()).user.id);
  await page.goto('/');
  const { scanId, lookups } = await reloadWhileAnalysing(page);
  await expect(analysing(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await releaseLookups(page, lookups);

  await expect(resultHeading(page)).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?scan=${scanId}`);
  await expect(page.getByText(PHOTO_LOST)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'docs/screenshots/scan-reload-recovered-plus-375.png' });
  const history = await page.request.get('/api/scans');
  expect((await history.json()).scans.map((scan: { id: string }) => scan.id)).toEqual([scanId]);
});
