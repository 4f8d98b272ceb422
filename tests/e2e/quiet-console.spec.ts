import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signUpPlus } from './support/chat-page.ts';
import { recordTrouble } from './support/console-trouble.ts';
import { setUpGradingClinic } from './support/grading-clinic.ts';
import { mouthPhotoFile, scanPhoto } from './support/scan-photos.ts';

/**
 * The main screens log no console warning or error, for a guest, a member, an admin and clinic
 * staff alike: a warning on every page hides the one that matters.
 */

/** Opens a screen and waits until it has settled: its heading shown and no request in flight. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function signedInPage(context: BrowserContext, account: { email: string; password: string }) {
  expect((await context.request.post('/api/auth/login', { data: account })).status()).toBe(200);
  return context.newPage();
}

test("a guest's landing page, scan result, shared result, pricing, vet finder and sign-in are quiet", async ({
  page,
  browser,
}) => {
  const trouble = recordTrouble(page);
  await openScreen(page, '/');
  // The scan steps navigate with flushSync (features/scan/flow/use-scan-step-url.ts).
  await scanPhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
  await page.getByRole('button', { name: 'Share Results' }).click();
  const shareUrl = await page.getByLabel('Public link').inputValue();
  await page.waitForLoadState('networkidle');
  for (const path of ['/pricing', '/find-vets', '/login']) await openScreen(page, path);

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const strangerTrouble = recordTrouble(strangerPage);
  await openScreen(strangerPage, new URL(shareUrl).pathname);
  await stranger.close();
  expect([...trouble, ...strangerTrouble]).toEqual([]);
});

test("a member's dashboard, pets, pet, scan result, account and chat are quiet", async ({ page }) => {
  await signUpPlus(page);
  const pet = await page.request.post('/api/pets', { data: { name: 'Luna', species: 'dog' } });
  expect(pet.status()).toBe(201);
  const petId = (await pet.json()).id as string;
  const photo = await makeMouthPhoto({ gum: 'healthy', format: 'jpeg' });
  const scan = await page.request.post('/api/scans', {
    multipart: { image: { name: 'luna.jpg', mimeType: 'image/jpeg', buffer: photo }, species: 'dog', petId },
  });
  expect(scan.status()).toBe(201);
  const scanId = (await scan.json()).id as string;

  const trouble = recordTrouble(page);
  for (const path of ['/', '/pets', `/pets/${petId}`, `/scans/${scanId}`, '/account', '/chat'])
    await openScreen(page, path);
  expect(trouble).toEqual([]);
});

test("the admin's page and the clinic inbox are quiet", async ({ browser }) => {
  const stamp = `${Date.now()}`;
  const admin = { email: `admin-quiet-${stamp}@example.com`, password: 'admin pass 12' };
  const vet = { email: `vet-quiet-${stamp}@example.com`, password: 'vet pass 1234' };
  await setUpGradingClinic(browser, { stamp, admin, vet });
  const trouble: string[] = [];
  for (const [account, path] of [
    [admin, '/admin'],
    [vet, '/clinic'],
  ] as const) {
    const context = await browser.newContext();
    const page = await signedInPage(context, account);
    const pageTrouble = recordTrouble(page);
    await openScreen(page, path);
    trouble.push(...pageTrouble);
    await context.close();
  }
  expect(trouble).toEqual([]);
});

test("a page rendered in the browser shows the site's frame and a spinner while its data loads", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpPlus(page);
  // The pets list is held until the frame has been checked.
  let releasePets: () => void = () => {};
  const petsHeld = new Promise<void>((resolve) => {
    releasePets = resolve;
  });
  await page.route('**/api/pets', async (route) => {
    await petsHeld;
    await route.continue();
  });
  const trouble = recordTrouble(page);
  const opened = page.goto('/pets');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('page-loading-375.png') });
  releasePets();
  await opened;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(trouble).toEqual([]);
});
