import { expect, type Page, test } from '@playwright/test';
import type { TGuestScans } from '../../common/contracts/guest.ts';
import { makePlus } from '../e2e/support/make-plus.ts';
import { ANALYSE_BUTTON, choosePhoto, mouthPhotoFile, scanPhoto } from '../e2e/support/scan-photos.ts';
import { newAccount } from '../e2e/web-auth.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 800 },
] as const;

const scanner = (page: Page) => page.locator('#scan');
/** The sticky header would be drawn over an element screenshot taken while scrolled. */
const UNSTICK_HEADER = 'header { position: static !important; }';
/** Tall enough that the scanner is not clipped by the landing hero. */
const DESKTOP_TALL = { width: 1280, height: 1100 };

/** A trial account's way to Plus, step 1 (e-mail and password) and step 2 (payment). */
test('trial to Plus', async ({ page }) => {
  await page.goto('/trial');
  await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed', tartar: true }));
  await expect(page.getByText('Trial Account Created', { exact: true })).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Add your e-mail and password' })).toBeVisible();
    await page.screenshot({ path: `${OUT}/trial-plus-credentials-${size.name}.png`, fullPage: true });
  }
  const account = newAccount();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${OUT}/trial-plus-payment-${size.name}.png`, fullPage: true });
  }
});

/** A text file renamed x.jpg is refused beside the photo buttons. */
test('a renamed text file refused', async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size.width === 1280 ? DESKTOP_TALL : size);
    await page.goto('/');
    const input = page.getByTestId('scan-file-input');
    await expect(input).toBeEnabled();
    await input.setInputFiles({ name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('my notes') });
    await expect(scanner(page).getByTestId('file-problem')).toBeVisible();
    await scanner(page).screenshot({
      path: `${OUT}/scan-file-refused-${size.name}.png`,
      style: UNSTICK_HEADER,
    });
  }
});

/**
 * Guest scans paused on this network. The e2e server allows 127.0.0.1 1000 guest scans
 * a day, so its real answer is passed on with the paused words set (as tests/e2e/scan-network-paused.spec.ts).
 */
test('guest scans paused on this network', async ({ page }) => {
  await page.route('**/api/guest/scans', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as TGuestScans;
    const networkPausedMessage =
      'Too many free scans have been made from this network today. Sign up to get 1 scan per 7 days, or upgrade to Plus for unlimited scans.';
    await route.fulfill({ response, json: { ...answer, networkPausedMessage } });
  });
  for (const size of WIDTHS) {
    await page.setViewportSize(size.width === 1280 ? DESKTOP_TALL : size);
    await page.goto('/');
    await expect(scanner(page).getByRole('button', { name: 'Upload File' })).toBeDisabled();
    await scanner(page).screenshot({
      path: `${OUT}/scan-network-paused-${size.name}.png`,
      style: UNSTICK_HEADER,
    });
  }
});

/** The cat chosen under 'Which pet is this?' sets (and locks) the species on the crop step. */
test('a cat pet chosen on the crop step', async ({ page }) => {
  const signup = await page.request.post('/api/auth/signup', { data: newAccount() });
  await makePlus((await signup.json()).user.id);
  for (const pet of [
    { name: 'Rex', species: 'dog' },
    { name: 'Luna', species: 'cat' },
  ]) {
    expect((await page.request.post('/api/pets', { data: pet })).status()).toBe(201);
  }
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/home');
    await choosePhoto(page, await mouthPhotoFile({ gum: 'inflamed' }));
    await expect(scanner(page).getByRole('button', { name: ANALYSE_BUTTON })).toBeVisible();
    await scanner(page).getByLabel('Which pet is this?').selectOption({ label: 'Luna' });
    await expect(scanner(page).getByRole('radio', { name: 'Cat' })).toBeChecked();
    await scanner(page).screenshot({ path: `${OUT}/scan-cat-pet-${size.name}.png`, style: UNSTICK_HEADER });
  }
});
