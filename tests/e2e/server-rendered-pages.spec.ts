import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { mouthPhotoFile } from './support/scan-photos.ts';
import { newAccount } from './web-auth.ts';

/**
 * Public pages come rendered from the server for guests and are then hydrated by React
 * (docs/decisions/009-server-rendered-public-pages.md): readable without JavaScript, and the browser's
 * first render must match the server's HTML, since a mismatch throws that HTML away.
 */
const PUBLIC_PAGES = [
  ['/', 'A healthier smile for your pet starts with'],
  ['/pricing', 'Simple plans for healthy smiles'],
  ['/about', 'Why we built PawSmile'],
  ['/contact', 'We’re here to help'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/find-vets', 'Find Local Veterinary Partners'],
  ['/vet-register', 'Veterinary Partner Registration'],
] as const;

/** A member's healthy scan, shared: its link's path. */
async function sharedScanPath(request: APIRequestContext): Promise<string> {
  expect((await request.post('/api/auth/signup', { data: newAccount() })).status()).toBe(201);
  const photo = await readFile(await mouthPhotoFile({ gum: 'healthy' }));
  const scan = await request.post('/api/scans', {
    multipart: { image: { name: 'pet.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(scan.status()).toBe(201);
  const shared = await request.post(`/api/scans/${(await scan.json()).id}/share`);
  expect(shared.ok()).toBe(true);
  return `/share/${(await shared.json()).shareId}`;
}

/**
 * Remembers the first <h1> to reach the document, which on a server-rendered page is the parser's,
 * before the app's code runs. React keeps that very element when hydration succeeds and replaces it
 * when it does not.
 */
async function rememberFirstHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const heading =
            node instanceof Element ? (node.matches('h1') ? node : node.querySelector('h1')) : null;
          if (heading) {
            (window as unknown as { firstHeading: Element }).firstHeading = heading;
            observer.disconnect();
            return;
          }
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the page came rendered from the server and its first heading is still the one shown. */
function keptServerHeading(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.getElementById('ps-page-state') !== null &&
      (window as unknown as { firstHeading?: Element }).firstHeading === document.querySelector('h1'),
  );
}

/** Console errors and page errors: a hydration mismatch is logged as one (web/src/start-app.tsx). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, headline] of PUBLIC_PAGES) {
    test(`${path} shows its headline`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
    });
  }

  test('a shared scan shows its verdict, findings and photo', async ({ page, playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const path = await sharedScanPath(request);
    await request.dispose();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'A pet’s dental scan result' })).toBeVisible();
    await expect(page.getByTestId('shared-status')).toContainText('Healthy gums');
    const photo = page.getByRole('img', { name: /The pet’s mouth/ });
    await expect(photo).toHaveAttribute('srcset', /\/medium 800w/);
    // The photo itself loads: the HTML names a file the server sends.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a path that is no page answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });
});

for (const [size, viewport] of [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`hydration on a ${size}`, () => {
    test.use({ viewport });

    test('every public page hydrates without a mismatch, keeping the HTML the server sent', async ({
      page,
    }) => {
      const errors = recordErrors(page);
      await rememberFirstHeading(page);
      for (const [path, headline] of PUBLIC_PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
        expect(await keptServerHeading(page), path).toBe(true);
        expect(errors, path).toEqual([]);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('a shared scan hydrates, then works as the app: the link to scan your own pet navigates', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const request = await playwright.request.newContext({ baseURL });
      const path = await sharedScanPath(request);
      await request.dispose();
      const errors = recordErrors(page);
      await rememberFirstHeading(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await keptServerHeading(page)).toBe(true);
      await expect(page.getByTestId('shared-status')).toContainText('Healthy gums');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Scan your pet' }).click();
      await expect(page).toHaveURL('/trial');
      expect(errors).toEqual([]);
    });
  });
}

test('a path that is no page answers 404, and the app shows its not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Simple plans for healthy smiles' }),
  ).toBeVisible();
});

test("a members' page sends a guest to log in first, and back there afterwards", async ({ page }) => {
  const account = newAccount();
  expect((await page.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  await page.context().clearCookies();
  await page.goto('/pets');
  await expect(page).toHaveURL('/login?next=%2Fpets');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/pets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
