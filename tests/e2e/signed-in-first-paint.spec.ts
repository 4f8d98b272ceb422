import { expect, type Page, test } from '@playwright/test';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { expectNoSeriousA11yViolations, PHONE_AND_DESKTOP } from './support/axe.ts';
import { recordTrouble } from './support/console-trouble.ts';
import { newAccount } from './web-auth.ts';

/**
 * A page the browser renders paints the site's frame and a skeleton of its content before any of the
 * app's JavaScript has run, and its data downloads beside its code: the preloaded answer is the one
 * the app uses, fetched once (docs/performance.md#signed-in-first-paint).
 */

// The service worker would answer the entry script from its cache from the second page on, where
// page.route cannot hold it; the HTML it never caches (docs/performance.md#repeat-visits-and-offline).
test.use({ serviceWorkers: 'block' });

/** Holds the app's entry script until `release` is called: the state before any JavaScript has run. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** How many times the browser asked the network for an API path (a reused preload counts once). */
function countRequests(page: Page, apiPath: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPath) count += 1;
  });
  return () => count;
}

test("a member's scan and pets pages show the frame and a skeleton while the app's code is held", async ({
  page,
}) => {
  expect((await page.request.post('/api/auth/signup', { data: newAccount() })).status()).toBe(201);
  const pet = await page.request.post('/api/pets', { data: { name: 'Luna', species: 'dog' } });
  const petId = (await pet.json()).id as string;
  const photo = await makeMouthPhoto({ gum: 'healthy', format: 'jpeg' });
  const scan = await page.request.post('/api/scans', {
    multipart: { image: { name: 'luna.jpg', mimeType: 'image/jpeg', buffer: photo }, species: 'dog', petId },
  });
  const scanId = (await scan.json()).id as string;
  const trouble = recordTrouble(page);

  const screens = [
    { path: `/scans/${scanId}`, apiPath: `/api/scans/${scanId}`, name: 'scan', heading: 'Scan result' },
    { path: '/pets', apiPath: '/api/pets', name: 'pets', heading: 'My pets' },
  ];
  for (const size of PHONE_AND_DESKTOP) {
    await page.setViewportSize(size);
    for (const screen of screens) {
      const release = await holdEntryScript(page);
      const requests = countRequests(page, screen.apiPath);
      expect((await page.goto(screen.path, { waitUntil: 'commit' }))?.status()).toBe(200);

      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'PawSmile' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
      await expect(page.locator('[role="status"] [aria-hidden="true"]').first()).toBeVisible();
      const heldHeader = await banner.boundingBox();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`skeleton-${screen.name}-${size.width}.png`) });
      // Nothing of the page's own yet: only the frame and the skeleton.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

      release();
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      // The real header is the skeleton's height: nothing below it moves when the page arrives.
      expect((await banner.boundingBox())?.height).toBe(heldHeader?.height);
      await page.waitForLoadState('networkidle');
      expect(requests()).toBe(1);
      await page.unrouteAll({ behavior: 'wait' });
    }
  }
  // A preload the app did not reuse would show here as Chromium's console warning.
  expect(
    trouble.filter((line) => !line.endsWith('Service Worker registration blocked by Playwright')),
  ).toEqual([]);
});
