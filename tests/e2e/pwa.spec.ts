import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsOnPhoneAndDesktop,
} from './support/axe.ts';
import { shareToApp, waitForServiceWorker } from './support/pwa.ts';
import { choosePhoto } from './support/scan-photos.ts';
import { newAccount, signUpViaUi } from './web-auth.ts';

/** The size written in a PNG's header (IHDR). */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** A generated mouth photo of an unusual size, so the crop step's image can be told to be this one. */
async function sharedPhotoFile(testInfo: import('@playwright/test').TestInfo): Promise<string> {
  const file = testInfo.outputPath('shared-gums.jpg');
  await writeFile(file, await makeMouthPhoto({ format: 'jpeg', gum: 'healthy', width: 720, height: 540 }));
  return file;
}

test.describe('installable app', () => {
  test('the manifest is served, valid and linked from every page, with icons of the sizes it declares', async ({
    page,
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: '/',
      short_name: 'PawSmile',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#155e57',
      background_color: '#fdfaf5',
      share_target: {
        action: '/share-target?via=share-sheet',
        method: 'POST',
        enctype: 'multipart/form-data',
      },
    });
    expect(manifest.name).toContain('PawSmile');
    expect(manifest.description.length).toBeGreaterThan(20);
    const purposes = new Set<string>();
    for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe(icon.type);
      expect(pngSize(await png.body()), icon.src).toBe(icon.sizes);
      purposes.add(`${icon.purpose} ${icon.sizes}`);
    }
    expect([...purposes]).toEqual(
      expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']),
    );

    // Server-rendered, browser-rendered and not-found pages all come from the one index.html head.
    for (const path of ['/', '/pricing', '/login', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', '#155e57');
      const touchIcon = await page.locator('link[rel=apple-touch-icon]').getAttribute('href');
      expect(pngSize(await (await request.get(touchIcon ?? '')).body())).toBe('180x180');
    }

    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    // Checked on every visit, so a new version is found at once.
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('the worker registers; offline, `/` reloads from the stored shell and other pages show the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    // Chromium's own verdict: the manifest parses without errors and the app can be installed.
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    // A Playwright context is an incognito profile, where Chromium never installs: every other reason counts.
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
    await devtools.detach();
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(stored).toEqual(expect.arrayContaining(['/index.html', '/offline.html']));
    // API answers and photos are never stored, and the session was asked for by this page.
    expect(stored.filter((path) => path.startsWith('/api/') || path.startsWith('/media/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await expect(page.getByRole('link', { name: 'PawSmile' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scan your pet’s smile' })).toBeVisible();

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
    await expect(page).toHaveTitle('You’re offline · PawSmile');
    await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a photo shared to the app opens the crop step with that photo', async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await shareToApp(page, await sharedPhotoFile(testInfo));

    await expect(page.getByTestId('crop-step')).toBeVisible();
    // The marker left the address, so a reload does not look for the photo again.
    await expect(page).toHaveURL('/?step=crop');
    const photo = page.getByRole('img', { name: 'What you chose to scan' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`)).toBe(
      '720x540',
    );
    // The worker's inbox is emptied as the scanner takes the photo.
    expect(
      await page.evaluate(async () =>
        (await caches.open('pawsmile-shared-photo')).keys().then((k) => k.length),
      ),
    ).toBe(0);

    // From here it is the scanner's own path: the shared photo is analysed like a chosen one.
    await page.getByRole('button', { name: 'Analyse this area' }).click();
    await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();
    await expect(page.getByTestId('scan-status-card')).toContainText('Healthy gums');
  });
});

test('another site’s form posted to the share target leaves the member no pending photo', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUpViaUi(page, newAccount());
  await waitForServiceWorker(page);
  const bytes = [...(await readFile(await sharedPhotoFile(testInfo)))];
  // Pages elsewhere that submit a photo to the share target, marker and all, as soon as they open:
  // one names itself as the referrer, the other hides it.
  const pages: Record<string, string> = {
    '/prize': '',
    '/hidden-prize': '<meta name="referrer" content="no-referrer">',
  };
  await page.route('http://elsewhere.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html>${pages[new URL(route.request().url()).pathname]}<title>Win a prize</title>
        <form method="post" enctype="multipart/form-data" action="${baseURL}/share-target?via=share-sheet">
        <input type="file" name="photo"></form>`,
    }),
  );
  for (const path of Object.keys(pages)) {
    await page.goto(`http://elsewhere.test${path}`);
    await page.evaluate((data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'gums.jpg', { type: 'image/jpeg' }));
      const form = document.querySelector('form') as HTMLFormElement;
      (form.querySelector('input') as HTMLInputElement).files = transfer.files;
      form.submit();
    }, bytes);

    // The worker refused it: the scanner says no photo arrived, and nothing waits in its inbox.
    await expect(
      page.getByRole('status').filter({ hasText: 'The photo you shared could not be received here' }),
      path,
    ).toBeVisible();
    await expect(page.getByTestId('crop-step')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Analyse this area' })).toHaveCount(0);
    expect(
      await page.evaluate(async () =>
        (await caches.open('pawsmile-shared-photo')).keys().then((k) => k.length),
      ),
    ).toBe(0);
  }
});

test('a member’s share opens the dashboard scanner on the crop step, and nothing of theirs is stored', async ({
  page,
}, testInfo) => {
  await signUpViaUi(page, newAccount());
  await waitForServiceWorker(page);
  await page.goto('/pets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await shareToApp(page, await sharedPhotoFile(testInfo));
  await expect(page.getByTestId('crop-step')).toBeVisible();
  await expect(page).toHaveURL('/?step=crop');
  await expect(page.getByRole('img', { name: 'What you chose to scan' })).toBeVisible();

  // Only the build's own files: no page, API answer or photo of the member's.
  const stored = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  const ownFiles = ['/index.html', '/offline.html', '/manifest.webmanifest', '/favicon.svg'];
  expect(stored.filter((path) => !ownFiles.includes(path) && !path.startsWith('/assets/'))).toEqual([]);
  expect(stored.some((path) => path.startsWith('/assets/route-pets-'))).toBe(true);

  // Back from the crop step is the scanner's choose step, where the share did not leave a notice.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Upload File' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'could not be received' })).toHaveCount(0);
});

test.describe('share target without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('the server sends the owner to the scanner, which says the photo was not received', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await shareToApp(page, await sharedPhotoFile(testInfo));

    const notice = page
      .getByRole('status')
      .filter({ hasText: 'The photo you shared could not be received here' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Upload File' })).toBeVisible();
    await expect(page.getByTestId('crop-step')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Choosing the photo with the button moves on, and the notice goes.
    await choosePhoto(page, await sharedPhotoFile(testInfo));
    await expect(page.getByTestId('crop-step')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Upload File' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
