import { expect, type Page, test } from '@playwright/test';
import type { TScanResult } from '#common/contracts/scans.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { mouthPhotoFile, scanPhoto, scanUrgentDogPhoto } from './support/scan-photos.ts';

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Keep track of this result' });

async function guestScan(page: Page, gum: 'inflamed' | 'pale'): Promise<TScanResult> {
  await page.goto('/');
  const scanned = page.waitForResponse(
    (res) => res.url().endsWith('/api/scans') && res.request().method() === 'POST',
  );
  // Pale gums are urgent for a dog only (docs/product-rules.md#gum-colour-alarms).
  if (gum === 'pale') await scanUrgentDogPhoto(page);
  else await scanPhoto(page, await mouthPhotoFile({ gum }));
  return (await (await scanned).json()) as TScanResult;
}

test.describe('guest signup prompt', () => {
  test('appears 4 s after a serious guest result, creates an account and moves the scan into it', async ({
    page,
  }) => {
    const scan = await guestScan(page, 'inflamed');
    expect(scan.isGuestScan).toBe(true);
    expect(['concerning', 'urgent']).toContain(scan.severity);
    const shownAt = Date.now();
    const beacon = page.waitForResponse((res) => res.url().endsWith('/api/events'));

    await expect(prompt(page)).toBeVisible({ timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3000);
    // Non-modal: it is announced, but focus stays where the reader was.
    await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeFocused();
    await expect(page.getByText(/a sign-up offer opened at the bottom of the screen/)).toBeAttached();

    // Analytics leave as beacons the API accepts.
    expect((await beacon).status()).toBe(202);
    await expect(page.getByRole('region', { name: 'Get referred to a partner vet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await prompt(page).getByRole('button', { name: 'Create free account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('First name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const email = `guest-${Date.now()}@example.com`;
    await dialog.getByLabel('First name').fill('Juniper');
    await dialog.getByLabel('Last name').fill('Guest');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Create Free Account' }).click();
    await expect(dialog.getByText('Password must be at least 6 characters long')).toBeVisible();

    await dialog.getByLabel('Password', { exact: true }).fill('long-enough-password');
    await dialog.getByRole('button', { name: 'Create Free Account' }).click();

    const welcome = page.getByRole('dialog', { name: 'Account created' });
    await expect(welcome.getByText('Welcome to PawSmile, Juniper!')).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/home',
    );
    // Signed in now, and the result the guest was reading is still on screen.
    await expect(page.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();

    const me = await page.request.get('/api/auth/user');
    expect((await me.json()).email).toBe(email);
    const list = await (await page.request.get('/api/scans')).json();
    const scans: TScanResult[] = Array.isArray(list) ? list : list.scans;
    expect(scans.map((item) => item.id)).toContain(scan.id);

    await welcome.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('Escape dismisses it and it stays dismissed for that scan', async ({ page }) => {
    await guestScan(page, 'pale');
    await expect(prompt(page)).toBeVisible({ timeout: 8000 });
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toHaveCount(0);
    await page.waitForTimeout(4500);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('on a phone it is a one-line bar that unfolds on tap', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await guestScan(page, 'inflamed');
    const bar = page.getByRole('dialog', { name: 'Save result' });
    await expect(bar).toBeVisible({ timeout: 8000 });
    const box = await bar.boundingBox();
    expect(box?.height ?? 999).toBeLessThan(80);
    // The 'Scan Complete' toast closes about now; axe must not measure its fading text.
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Scan Complete')).toHaveCount(
      0,
    );
    await expectNoSeriousA11yViolations(page);

    await bar.getByRole('button', { name: 'Save result' }).click();
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Create free account' }).click();
    await expect(page.getByRole('dialog').getByLabel('First name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on a phone an urgent result gets it inline, never over the emergency vet search', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await guestScan(page, 'pale');
    const inline = page.getByRole('region', { name: 'Keep track of this result' });
    await expect(inline).toBeVisible({ timeout: 8000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const vetLink = page.getByRole('link', { name: /Find an emergency vet near me/ });
    await vetLink.scrollIntoViewIfNeeded();
    const vetBox = await vetLink.boundingBox();
    const inlineBox = await inline.boundingBox();
    expect(vetBox && inlineBox && inlineBox.y > vetBox.y + vetBox.height).toBe(true);
    // Playwright's hit-target check fails if anything (a fixed panel) sits on top of the link.
    await vetLink.click({ trial: true, timeout: 8000 });
    await inline.getByRole('button', { name: 'Create free account' }).click();
    await expect(inline.getByLabel('First name')).toBeFocused();
  });
});
